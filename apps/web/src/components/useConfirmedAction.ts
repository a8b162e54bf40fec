import { MSG } from '@portal/contract/messages';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { ApiError, isClientError } from '../lib/http';
import { useConfirm } from './ConfirmDialog';

/** Green for additions and state changes, orange for updates (spec 3 §1). */
export type SuccessVariant = 'success' | 'warning';

export type ConfirmedActionOptions<TVars, TResult> = {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The confirmation question; null skips the confirmation. */
  confirm: string | ((vars: TVars) => string) | null;
  /** Start with the focus on Cancel (delete). */
  destructive?: boolean;
  confirmText?: string;
  /** Snackbar after success. */
  success: string | ((result: TResult, vars: TVars) => string);
  variant?: SuccessVariant;
  /** Query keys (prefixes) to refetch after success. */
  invalidate?: QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
};

export type ActionOutcome<TResult> =
  | { status: 'done'; data: TResult }
  | { status: 'cancelled' }
  | {
      status: 'failed';
      error: unknown;
      /** HTTP status (0 when the network failed). */
      httpStatus: number;
      /** Field errors of a 422, keyed by field name, for the form to show next to its fields. */
      fieldErrors?: Record<string, string>;
    };

/**
 * Confirm, then mutate, then snackbar (DESIGN.md: "one confirm-then-mutate-then-snackbar helper").
 * On failure the snackbar shows the server's message for a 4xx answer (a 409 conflict, a 422,
 * a 403) and 'An Error Occurred' otherwise, in red; a 422's field errors come back to the caller.
 */
export function useConfirmedAction<TVars, TResult>(opts: ConfirmedActionOptions<TVars, TResult>) {
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: opts.mutationFn });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (vars: TVars): Promise<ActionOutcome<TResult>> => {
      if (opts.confirm !== null) {
        const message = typeof opts.confirm === 'function' ? opts.confirm(vars) : opts.confirm;
        const ok = await confirm({ message, destructive: opts.destructive, confirmText: opts.confirmText });
        if (!ok) return { status: 'cancelled' };
      }
      try {
        const data = await mutateAsync(vars);
        const text = typeof opts.success === 'function' ? opts.success(data, vars) : opts.success;
        enqueueSnackbar(text, { variant: opts.variant ?? 'success' });
        await Promise.all((opts.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        opts.onSuccess?.(data, vars);
        return { status: 'done', data };
      } catch (error) {
        const { message, httpStatus, fieldErrors } = describeError(error);
        enqueueSnackbar(message, { variant: 'error' });
        return { status: 'failed', error, httpStatus, fieldErrors };
      }
    },
    [opts, confirm, mutateAsync, enqueueSnackbar, queryClient],
  );

  return { run, isPending: mutation.isPending };
}

/** The message to show for a failed call: the server's for 4xx answers, MSG.error otherwise. */
export function describeError(error: unknown): {
  message: string;
  httpStatus: number;
  fieldErrors?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    return {
      message: isClientError(error) && error.message ? error.message : MSG.error,
      httpStatus: error.status,
      fieldErrors: error.errors && Object.keys(error.errors).length > 0 ? error.errors : undefined,
    };
  }
  return { message: MSG.error, httpStatus: 0 };
}
