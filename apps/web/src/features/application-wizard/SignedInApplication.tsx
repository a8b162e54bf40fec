import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ActiveProgram, LandingSkeleton, ProgramCard } from './ApplyLanding';
import { useOwnApplication } from './api/own-application';
import { SubmittedScreen } from './SubmittedScreen';
import { ApplicationStanding, ApplicationStandingSkeleton } from './standing/ApplicationStanding';
import { MY_APPLICATION_LINK } from './standing/my-application-link';
import { useApplicationStanding } from './standing/use-application-standing';
import { STEP_COUNT, useReachableStep } from './use-reachable-step';
import { WizardShell } from './WizardShell';

type Requested = number | 'done' | null;

/** `?step=1..5` or `?step=done`; anything else is the landing card. */
function parseStep(raw: string | null): Requested {
  if (raw === 'done') return 'done';
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : null;
}

/** The landing card, the wizard or the confirmation, by `?step=`. */
export default function SignedInApplication({ program }: { program: ActiveProgram }) {
  const [params, setParams] = useSearchParams();
  const requested = parseStep(params.get('step'));
  const reach = useReachableStep();
  // The furthest step reached in this visit: moving on by saving opens the next one.
  const [furthest, setFurthest] = useState(1);
  const own = useOwnApplication();
  const standing = useApplicationStanding();
  const { t } = useTranslation();

  const go = useCallback(
    (step: number | 'done' | null, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (step === null) next.delete('step');
          else next.set('step', String(step));
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const allowed = Math.max(furthest, reach.step);
  const step = typeof requested === 'number' ? Math.min(requested, allowed) : null;

  // A step that cannot be reached yet (an old link, another device) shows the furthest one allowed.
  useEffect(() => {
    if (reach.ready && typeof requested === 'number' && step !== requested) go(step, true);
  }, [reach.ready, requested, step, go]);

  if (requested === null) {
    // "My application": where she stands and the one button that fits (never "Get Started" again
    // once she has submitted).
    return (
      <ProgramCard program={program}>
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t(MY_APPLICATION_LINK.labelKey)}
          </Typography>
          {standing.standing ? <ApplicationStanding standing={standing.standing} /> : <ApplicationStandingSkeleton />}
        </Box>
      </ProgramCard>
    );
  }

  if (requested === 'done') {
    if (own.isPending) return <LandingSkeleton />;
    if (own.data?.status !== 1) {
      // Not submitted (yet): back to the start.
      return <RedirectTo go={() => go(null, true)} />;
    }
    return <SubmittedScreen program={program} onEdit={() => go(1)} />;
  }

  if (!reach.ready || step === null) return <LandingSkeleton />;

  return (
    <WizardShell
      program={program}
      step={step}
      onNext={() => {
        if (step >= STEP_COUNT) {
          go('done');
          return;
        }
        setFurthest((f) => Math.max(f, step + 1));
        go(step + 1);
      }}
      onBack={() => go(Math.max(1, step - 1))}
    />
  );
}

function RedirectTo({ go }: { go: () => void }) {
  useEffect(() => go(), [go]);
  return null;
}
