import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatDate } from '../../../lib/i18n/content';
import { APPLY_PATH, STEP_TITLES, useStepTitles } from '../step-titles';
import { type Standing, standingAction } from './application-standing';

const STEP_COUNT = STEP_TITLES.length;

const CHIP: Record<
  Standing['kind'],
  { color: 'default' | 'info' | 'success' | 'warning'; label: (s: Standing, t: TFunction) => string }
> = {
  notStarted: { color: 'default', label: (_s, t) => t('wizard.standing.notStarted') },
  inProgress: {
    color: 'info',
    label: (s, t) => t('wizard.standing.inProgress', { step: s.kind === 'inProgress' ? s.step : 1, count: STEP_COUNT }),
  },
  submitted: { color: 'success', label: (_s, t) => t('wizard.standing.submitted') },
  closed: { color: 'warning', label: (_s, t) => t('wizard.standing.closed') },
};

// The action's label by its English name (standingAction's), in the catalogue.
const ACTION_KEYS: Record<string, string> = {
  Start: 'wizard.standing.start',
  Continue: 'wizard.standing.continue',
  'Review and edit': 'wizard.standing.review',
};

function Explanation({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const titles = useStepTitles();
  switch (standing.kind) {
    case 'notStarted':
      return <>{t('wizard.standing.fiveSteps', { steps: titles.join(', ') })}</>;
    case 'inProgress':
      return (
        <Trans
          i18nKey="wizard.standing.next"
          values={{
            step: titles[standing.step - 1] ?? titles[0],
            count: STEP_COUNT,
            date: formatDate(standing.program.application_deadline),
          }}
          components={{ strong: <strong /> }}
        />
      );
    case 'submitted':
      return (
        <Trans
          i18nKey="wizard.standing.submittedUntil"
          values={{
            date: formatDate(standing.submittedOn),
            deadline: formatDate(standing.program.application_deadline),
          }}
          components={{ strong: <strong /> }}
        />
      );
    case 'closed':
      if (!standing.program) return <>{t('wizard.standing.noProgramme')}</>;
      return (
        <>
          {t('wizard.standing.closedOn', {
            name: standing.program.name,
            date: formatDate(standing.program.application_deadline),
          })}{' '}
          {standing.submittedOn
            ? t('wizard.standing.submittedOn', { date: formatDate(standing.submittedOn) })
            : t('wizard.standing.notSubmitted')}
        </>
      );
  }
}

/**
 * Where the founder stands (not started, step n of 5, submitted and editable until the deadline,
 * closed) and the one button that fits. Shared by the apply page and the home page's card.
 */
export function ApplicationStanding({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  const textId = useId();
  const action = standingAction(standing);
  const chip = CHIP[standing.kind];
  return (
    <Box data-testid="application-standing" data-state={standing.kind}>
      <Chip label={chip.label(standing, t)} color={chip.color} size="small" sx={{ mb: 1.5, fontWeight: 600 }} />
      {standing.kind === 'inProgress' && (
        <LinearProgress
          variant="determinate"
          value={((standing.step - 1) / STEP_COUNT) * 100}
          aria-label={t('wizard.standing.saved', { saved: standing.step - 1, count: STEP_COUNT })}
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
          {t(ACTION_KEYS[action.label] ?? action.label)}
        </Button>
      )}
    </Box>
  );
}

/** The standing's shape while it loads. */
export function ApplicationStandingSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-label={t('wizard.standing.loading')}>
      <Skeleton variant="rounded" width={110} height={24} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" width={180} height={48} />
    </Stack>
  );
}
