import type { ConflictInput, VentureRatingInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';

const invalidate = [['group'], ['application'], ['logs']];

/**
 * `POST /api/venture-rating` after 'Are you sure you want to Submit your Rating?': the snackbar
 * shows the server's message (spec 2 §8); a failure the server explains (409 deadline, 422) shows
 * its message, any other 'An error occurred.'.
 */
export const useSaveRating = () =>
  useConfirmedAction({
    mutationFn: (input: VentureRatingInput) =>
      http<{ message: string }>('POST', '/api/venture-rating', { body: input }),
    confirm: MSG.confirmSubmitRating,
    confirmText: 'Submit',
    success: (result) => result.message,
    failure: MSG.ratingFailed,
    invalidate,
  });

/** `POST /api/venture-rating?type=conflict`. */
export const useDeclareConflict = () =>
  useConfirmedAction({
    mutationFn: (input: ConflictInput) =>
      http<{ message: string }>('POST', '/api/venture-rating', { query: { type: 'conflict' }, body: input }),
    confirm: MSG.confirmDeclareConflict,
    confirmText: 'Declare',
    destructive: true,
    success: (result) => result.message,
    variant: 'warning',
    invalidate,
  });

/** `POST /api/venture-rating?type=withdrawConflict` (user_group_create). */
export const useWithdrawConflict = () =>
  useConfirmedAction({
    mutationFn: (input: { group_id: number; venture_id: number; user_id: number }) =>
      http<{ message: string }>('POST', '/api/venture-rating', { query: { type: 'withdrawConflict' }, body: input }),
    confirm: MSG.confirmWithdrawConflict,
    success: (result) => result.message,
    invalidate,
  });
