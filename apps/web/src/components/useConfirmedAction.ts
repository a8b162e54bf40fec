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
  /** The confirmation's title (default 'Please confirm'). */
  confirmTitle?: string | ((vars: TVars) => string);
  /** Start with the focus on Cancel (delete). */
  destructive?: boolean;
  confirmText?: string | ((vars: TVars) => string);
  /** Snackbar after success. */
  success: string | ((result: TResult, vars: TVars) => string);
  /** The snackbar's colour; a function when it depends on the action (a stage move up or down). */
  variant?: SuccessVariant | ((result: TResult, vars: TVars) => SuccessVariant);
  /** Query keys (prefixes) to refetch after success; a function when they depend on the action. */
  invalidate?: QueryKey[] | ((result: TResult, vars: TVars) => QueryKey[]);
  onSuccess?: (result: TResult, vars: TVars) => void;
  /** The snackbar of a failure the server does not explain (default 'An Error Occurred'). */
  failure?: string;
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
        const title = typeof opts.confirmTitle === 'function' ? opts.confirmTitle(vars) : opts.confirmTitle;
        const confirmText = typeof opts.confirmText === 'function' ? opts.confirmText(vars) : opts.confirmText;
        const ok = await confirm({ title, message, destructive: opts.destructive, confirmText });
        if (!ok) return { status: 'cancelled' };
      }
      try {
        const data = await mutateAsync(vars);
        const text = typeof opts.success === 'function' ? opts.success(data, vars) : opts.success;
        const variant = typeof opts.variant === 'function' ? opts.variant(data, vars) : opts.variant;
        enqueueSnackbar(text, { variant: variant ?? 'success' });
        const keys = typeof opts.invalidate === 'function' ? opts.invalidate(data, vars) : opts.invalidate;
        await Promise.all((keys ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        opts.onSuccess?.(data, vars);
        return { status: 'done', data };
      } catch (error) {
        const { message, httpStatus, fieldErrors } = describeError(error, opts.failure);
        enqueueSnackbar(message, { variant: 'error' });
        return { status: 'failed', error, httpStatus, fieldErrors };
      }
    },
    [opts, confirm, mutateAsync, enqueueSnackbar, queryClient],
  );

  return { run, isPending: mutation.isPending };
}

/** The message to show for a failed call: the server's for 4xx answers, MSG.error otherwise. */
export function describeError(
  error: unknown,
  fallback: string = MSG.error,
): {
  message: string;
  httpStatus: number;
  fieldErrors?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    return {
      message: isClientError(error) && error.message ? error.message : fallback,
      httpStatus: error.status,
      fieldErrors: error.errors && Object.keys(error.errors).length > 0 ? error.errors : undefined,
    };
  }
  return { message: fallback, httpStatus: 0 };
}
