import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MSG } from '@portal/contract/messages';
import { Link as RouterLink } from 'react-router';
import type { useMenuButton } from '../components/use-menu-button';
import type { PublicPastCohort } from '../features/past-cohorts/api/public-past-cohorts';

/** The open part of the header's Past Cohorts menu (PastCohortsMenu loads it on first use). */
export default function PastCohortsMenuList({
  menuProps,
  close,
  cohorts,
  loading,
}: {
  menuProps: ReturnType<typeof useMenuButton>['menuProps'];
  close(): void;
  cohorts: PublicPastCohort[];
  loading: boolean;
}) {
  return (
    <Menu {...menuProps}>
      {loading && <MenuItem disabled>Loading…</MenuItem>}
      {!loading && cohorts.length === 0 && <MenuItem disabled>{MSG.noPreviousCohorts}</MenuItem>}
      {cohorts.map((c) => (
        <MenuItem key={c.id} component={RouterLink} to={`/past-cohorts/${c.slug}`} onClick={close}>
          {c.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
