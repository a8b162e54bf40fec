import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Menu {...menuProps}>
      {loading && <MenuItem disabled>{t('common.loading')}</MenuItem>}
      {!loading && cohorts.length === 0 && <MenuItem disabled>{t('msg.noPreviousCohorts')}</MenuItem>}
      {cohorts.map((c) => (
        <MenuItem key={c.id} component={RouterLink} to={`/past-cohorts/${c.slug}`} onClick={close} translate="no">
          {c.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
