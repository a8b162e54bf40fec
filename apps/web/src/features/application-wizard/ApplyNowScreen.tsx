import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { useSignInDialog } from '../../app/sign-in-dialog';
import { LoadError } from '../../components/LoadError';
import { formatDate } from '../../lib/format';
import { useProgramDetails } from '../programs/api/program-details';
import {
  type ActiveProgram,
  ClosedNotice,
  LandingSkeleton,
  NoProgramNotice,
  ProgramCard,
  SignInToApply,
} from './ApplyLanding';
import { useOwnApplication } from './api/own-application';
import { SubmittedScreen } from './SubmittedScreen';
import { STEP_COUNT, useReachableStep } from './use-reachable-step';
import { STEPS, WizardShell } from './WizardShell';

type Requested = number | 'done' | null;

/** `?step=1..5` or `?step=done`; anything else is the landing card. */
function parseStep(raw: string | null): Requested {
  if (raw === 'done') return 'done';
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : null;
}

/**
 * `/cohort-8/apply-now` (spec 1 §2.15): a loading card, then the programme and Get Started; the
 * closed state once the application flag is 0; a sign-in card for visitors; then the five-step
 * wizard, its step kept in the URL (`?step=2`), and the confirmation after the submit.
 */
export default function ApplyNowScreen() {
  const { user, loading } = useSession();
  const details = useProgramDetails();
  const signIn = useSignInDialog();
  const location = useLocation();
  const program = details.data?.program ?? null;

  let content: ReactNode;
  if (details.isPending || loading) content = <LandingSkeleton />;
  else if (details.isError) {
    content = <LoadError message={MSG.formDataFailed} onRetry={() => details.refetch()} />;
  } else if (!program) content = <NoProgramNotice message={MSG.noOpenProgram} />;
  else if (details.data.application !== 1) content = <ClosedNotice program={program} />;
  else if (!user) {
    const returnTo = location.pathname + location.search;
    content = (
      <ProgramCard program={program}>
        <SignInToApply
          onSignIn={() => signIn.open('login', { returnTo })}
          onRegister={() => signIn.open('create', { returnTo })}
        />
      </ProgramCard>
    );
  } else content = <SignedInApplication program={program} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {content}
    </Container>
  );
}

/** The landing card, the wizard or the confirmation, by `?step=`. */
function SignedInApplication({ program }: { program: ActiveProgram }) {
  const [params, setParams] = useSearchParams();
  const requested = parseStep(params.get('step'));
  const reach = useReachableStep();
  // The furthest step reached in this visit: moving on by saving opens the next one.
  const [furthest, setFurthest] = useState(1);
  const own = useOwnApplication();

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
    const submitted = own.data?.status === 1;
    return (
      <ProgramCard program={program}>
        {submitted ? (
          <Alert severity="success" sx={{ mb: 3 }}>
            You have submitted your application. You can change it until {formatDate(program.application_deadline)}.
          </Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Five steps: {STEPS.map((s) => s.title).join(', ')}. Each step is saved as you continue, so you can stop and
            come back to it.
          </Typography>
        )}
        <Button variant="contained" size="large" onClick={() => go(1)} sx={{ minHeight: 48, minWidth: 180 }}>
          Get Started
        </Button>
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
