import { createContext, useContext } from 'react';

export type SignInMode = 'login' | 'create' | 'password';

export interface SignInDialogApi {
  /**
   * Opens the sign-in popup, in login mode unless told otherwise. With `returnTo`, a successful
   * sign-in goes back there (Apply Now returns to the wizard) instead of the user's landing page.
   */
  open(mode?: SignInMode, opts?: { returnTo?: string }): void;
  close(): void;
}

// The provider lives in app/ (it loads the auth feature's popup); features reach it through this hook.
export const SignInDialogContext = createContext<SignInDialogApi | null>(null);

export function useSignInDialog(): SignInDialogApi {
  const ctx = useContext(SignInDialogContext);
  if (!ctx) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return ctx;
}
