import Container from '@mui/material/Container';
import { MSG } from '@portal/contract/messages';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { useSession } from '../../lib/session';
import { useSignInDialog } from '../../lib/sign-in-dialog';
import { useProgramDetails } from '../programs';
import { ClosedNotice, LandingSkeleton, NoProgramNotice, ProgramCard, SignInToApply } from './ApplyLanding';

// The wizard (its forms, date pickers, uploads) is for signed-in applicants only: a visitor, who
// sees the sign-in card, does not download it.
const SignedInApplication = lazy(() => import('./SignedInApplication'));

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
  if (details.isPending) content = <LandingSkeleton />;
  else if (details.isError) {
    content = <LoadError message={MSG.formDataFailed} onRetry={() => details.refetch()} />;
  } else if (!program) content = <NoProgramNotice message={MSG.noOpenProgram} />;
  else if (details.data.application !== 1) content = <ClosedNotice program={program} />;
  else if (loading || !user) {
    // While the session is read (the server renders this page for everyone), the visitor's card
    // with its buttons waiting: a signed-in founder then gets her wizard instead.
    const returnTo = location.pathname + location.search;
    content = (
      <ProgramCard program={program}>
        <SignInToApply
          pending={loading}
          onSignIn={() => signIn.open('login', { returnTo })}
          onRegister={() => signIn.open('create', { returnTo })}
        />
      </ProgramCard>
    );
  } else {
    content = (
      <Suspense fallback={<LandingSkeleton />}>
        <SignedInApplication program={program} />
      </Suspense>
    );
  }

  return (
    // At least a screen tall: the footer starts below the fold instead of jumping down when the card
    // replaces its shorter skeleton (Lighthouse measured a layout shift of 0.17 on phones).
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 }, minHeight: '100vh' }}>
      {content}
    </Container>
  );
}
