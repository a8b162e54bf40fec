import type { SessionUser } from '@portal/contract/auth';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { SignInDialogContext, type SignInMode } from '../lib/sign-in-dialog';

// The forms (react-hook-form, zod, text fields) load when the popup first opens: public pages stay light.
const SignInDialog = lazy(() => import('../features/auth/SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** Hosts the one sign-in popup; any page opens it with `useSignInDialog().open()`. Needs the router. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [state, setState] = useState<{ open: boolean; mode: SignInMode; returnTo?: string }>({
    open: false,
    mode: 'login',
  });
  const [used, setUsed] = useState(false);

  const open = useCallback((mode: SignInMode = 'login', opts: { returnTo?: string } = {}) => {
    setUsed(true);
    setState({ open: true, mode, returnTo: opts.returnTo });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  const onSignedIn = useCallback(
    (token: string, user: SessionUser) => {
      signIn(token, user);
      setState({ open: false, mode: 'login' });
      navigate(state.returnTo ?? '/redirector');
    },
    [signIn, navigate, state.returnTo],
  );

  return (
    <SignInDialogContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInDialog
            open={state.open}
            mode={state.mode}
            onModeChange={(mode) => setState((s) => ({ ...s, open: true, mode }))}
            onClose={close}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}
