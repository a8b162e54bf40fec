import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PastCohort } from '@portal/contract/past-cohorts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumber, formatNumericDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { pastCohortsClient } from './api/past-cohorts-client';
import { CompetitorsPanel } from './CompetitorsPanel';
import { FocusChip } from './FocusChip';
import { cohortPath } from './PastCohortForm';

type PastCohortShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: PastCohort;
  onEdit: (cohort: PastCohort) => void;
  onBack: () => void;
};

type TabKey = 'details' | 'ventures';

/** A cohort's detail (spec 3 §2.6): tabs Details and Ventures (its competitors), with Edit and Log. */
export function PastCohortShow({ id, initial, onEdit, onBack }: PastCohortShowProps) {
  const [tab, setTab] = useState<TabKey>('details');
  const base = useId();
  const { can } = useSession();

  return (
    <ShowPanel
      query={pastCohortsClient.useOne(id, initial)}
      backLabel="Back to Past Cohorts"
      onBack={onBack}
      title={(c) => c.name}
      log={{ model: 'PastCohort', label: (c) => c.name }}
      edit={{ permission: 'past_cohort_edit', onEdit }}
    >
      {(cohort) => (
        <Box>
          <Tabs
            value={tab}
            onChange={(_e, v: TabKey) => setTab(v)}
            aria-label="Cohort sections"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            <Tab label="Details" value="details" id={`${base}-details`} aria-controls={`${base}-details-panel`} />
            <Tab
              label="Ventures"
              value="ventures"
              id={`${base}-ventures`}
              aria-controls={`${base}-ventures-panel`}
              disabled={!can('competitor_view')}
            />
          </Tabs>
          <Box
            role="tabpanel"
            id={`${base}-${tab}-panel`}
            aria-labelledby={`${base}-${tab}`}
            data-testid={`${tab}-panel`}
          >
            {tab === 'details' ? <CohortDetails cohort={cohort} /> : <CompetitorsPanel cohort={cohort} />}
          </Box>
        </Box>
      )}
    </ShowPanel>
  );
}

function CohortDetails({ cohort }: { cohort: PastCohort }) {
  const path = cohortPath(cohort.slug);
  return (
    <DetailList
      items={[
        { label: 'Name', value: cohort.name },
        { label: 'Number of ventures', value: formatNumber(cohort.competitors_count) },
        { label: 'Active', value: <ActiveChip active={cohort.active} /> },
        { label: 'Focus cohort', value: <FocusChip current={cohort.current} /> },
        {
          label: 'Public link',
          value: cohort.active ? (
            <Link component={RouterLink} to={path} target="_blank" rel="noopener">
              {path}
            </Link>
          ) : (
            <>
              {path}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                Hidden from the public while the cohort is inactive.
              </Typography>
            </>
          ),
        },
        ...(cohort.current
          ? [
              {
                label: 'Top contestants page',
                value: (
                  <Link component={RouterLink} to="/cohort-8-top" target="_blank" rel="noopener">
                    /cohort-8-top
                  </Link>
                ),
              },
            ]
          : []),
        { label: 'Created', value: formatNumericDateTime(cohort.created_at) },
      ]}
    />
  );
}
