import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuButton } from '../components/use-menu-button';
import type { PublicPastCohort } from '../features/past-cohorts/api/public-past-cohorts';

// MUI's Menu (Popover, Modal, focus trap) is not needed to paint the header: it loads on the
// first click, and stays mounted afterwards so that it can animate out.
const PastCohortsMenuList = lazy(() => import('./PastCohortsMenuList'));

/** The header's Past Cohorts menu: one link per active past cohort, or 'No Previous Cohorts'. */
export function PastCohortsMenu({ cohorts, loading }: { cohorts: PublicPastCohort[]; loading: boolean }) {
  const { close, buttonProps, menuProps } = useMenuButton();
  const [loaded, setLoaded] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button
        color="inherit"
        {...buttonProps}
        onClick={(e) => {
          setLoaded(true);
          buttonProps.onClick(e);
        }}
        endIcon={<ExpandMore />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('nav.pastCohorts')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <PastCohortsMenuList menuProps={menuProps} close={close} cohorts={cohorts} loading={loading} />
        </Suspense>
      )}
    </>
  );
}
