import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MSG } from '@portal/contract/messages';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '../components/use-menu-button';
import type { PublicPastCohort } from '../features/past-cohorts/api/public-past-cohorts';

/** The header's Past Cohorts menu: one link per active past cohort, or 'No Previous Cohorts'. */
export function PastCohortsMenu({ cohorts, loading }: { cohorts: PublicPastCohort[]; loading: boolean }) {
  const { close, buttonProps, menuProps } = useMenuButton();
  return (
    <>
      <Button color="inherit" {...buttonProps} endIcon={<ExpandMore />}>
        Past Cohorts
      </Button>
      <Menu {...menuProps}>
        {loading && <MenuItem disabled>Loading…</MenuItem>}
        {!loading && cohorts.length === 0 && <MenuItem disabled>{MSG.noPreviousCohorts}</MenuItem>}
        {cohorts.map((c) => (
          <MenuItem key={c.id} component={RouterLink} to={`/past-cohorts/${c.slug}`} onClick={close}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
