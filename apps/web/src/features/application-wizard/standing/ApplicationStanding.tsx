import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { APPLY_PATH, STEP_TITLES } from '../step-titles';
import { type Standing, standingAction, stepTitle } from './application-standing';

const STEP_COUNT = STEP_TITLES.length;

const CHIP: Record<
  Standing['kind'],
  { color: 'default' | 'info' | 'success' | 'warning'; label: (s: Standing) => string }
> = {
  notStarted: { color: 'default', label: () => 'Not started' },
  inProgress: { color: 'info', label: (s) => `Step ${s.kind === 'inProgress' ? s.step : 1} of ${STEP_COUNT}` },
  submitted: { color: 'success', label: () => 'Submitted' },
  closed: { color: 'warning', label: () => 'Closed' },
};

function Explanation({ standing }: { standing: Standing }) {
  switch (standing.kind) {
    case 'notStarted':
      return (
        <>
          Five steps: {STEP_TITLES.join(', ')}. Each step is saved as you continue, so you can stop and come back to it.
        </>
      );
    case 'inProgress':
      return (
        <>
          Next: <strong>{stepTitle(standing.step)}</strong>. The steps before it are saved; submit at step {STEP_COUNT}{' '}
          before {formatDate(standing.program.application_deadline)}.
        </>
      );
    case 'submitted':
      return (
        <>
          Submitted on <strong>{formatDate(standing.submittedOn)}</strong>. You can change it until{' '}
          <strong>{formatDate(standing.program.application_deadline)}</strong>.
        </>
      );
    case 'closed':
      if (!standing.program) return <>No programme is taking applications at the moment.</>;
      return (
        <>
          Applications for {standing.program.name} closed on {formatDate(standing.program.application_deadline)}.{' '}
          {standing.submittedOn
            ? `Your application was submitted on ${formatDate(standing.submittedOn)}.`
            : 'You did not submit an application.'}
        </>
      );
  }
}

/**
 * Where the founder stands (not started, step n of 5, submitted and editable until the deadline,
 * closed) and the one button that fits. Shared by the apply page and the home page's card.
 */
export function ApplicationStanding({ standing }: { standing: Standing }) {
  const textId = useId();
  const action = standingAction(standing);
  const chip = CHIP[standing.kind];
  return (
    <Box data-testid="application-standing" data-state={standing.kind}>
      <Chip label={chip.label(standing)} color={chip.color} size="small" sx={{ mb: 1.5, fontWeight: 600 }} />
      {standing.kind === 'inProgress' && (
        <LinearProgress
          variant="determinate"
          value={((standing.step - 1) / STEP_COUNT) * 100}
          aria-label={`${standing.step - 1} of ${STEP_COUNT} steps saved`}
          sx={{ height: 6, borderRadius: 3, mb: 1.5, maxWidth: 420 }}
        />
      )}
      <Typography id={textId} color="text.secondary" sx={{ mb: action ? 2.5 : 0 }}>
        <Explanation standing={standing} />
      </Typography>
      {action && (
        <Button
          component={RouterLink}
          to={`${APPLY_PATH}?step=${action.step}`}
          variant="contained"
          size="large"
          aria-describedby={textId}
          sx={{ minHeight: 48, minWidth: 180 }}
        >
          {action.label}
        </Button>
      )}
    </Box>
  );
}

/** The standing's shape while it loads. */
export function ApplicationStandingSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading your application">
      <Skeleton variant="rounded" width={110} height={24} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" width={180} height={48} />
    </Stack>
  );
}
