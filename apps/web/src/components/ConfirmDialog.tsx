import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useId, useRef, useState } from 'react';

// MUI's Dialog is not needed until something asks: it loads with the first question.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

export type ConfirmOptions = {
  /** Dialog title (default 'Please confirm'). */
  title?: string;
  /** The question, in the spec's wording: 'Are You Sure You Want to Add Program?'. */
  message: string;
  /** Label of the confirming button (default 'Yes'). */
  confirmText?: string;
  /** Label of the cancelling button (default 'Cancel'). */
  cancelText?: string;
  /** Destructive actions (delete) start with the focus on Cancel, so Enter does not destroy. */
  destructive?: boolean;
};

export type Confirm = (opts: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

/**
 * Replaces `window.confirm` (DESIGN.md "Deliberate departures") with one accessible dialog:
 * role alertdialog, labelled by its title and described by its message, the focus on the
 * confirming button (on Cancel for destructive actions), Esc and a click outside cancel.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>(
    (opts) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first with "no".
        pendingRef.current?.resolve(false);
        const next = { ...opts, resolve };
        pendingRef.current = next;
        setPending(next);
        setLoaded(true);
        setOpen(true);
      }),
    [],
  );

  const settle = (ok: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    current?.resolve(ok);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ConfirmDialogView
            open={open}
            pending={pending}
            messageId={messageId}
            settle={settle}
            onExited={() => setPending(null)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message })) ...` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
