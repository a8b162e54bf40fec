import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useConfirm } from '../../components/ConfirmDialog';
import { placeFieldErrors } from '../../lib/form-errors';
import { isApiError, isClientError } from '../../lib/http';
import { useMessage } from '../../lib/i18n/messages';

type StepSaveOptions = {
  /** The confirmation question (MSG.confirmSaveStep, MSG.confirmSubmitApplication). */
  confirm: string;
  /** Snackbar after success (MSG.profileUpdated ...). */
  success: string;
  /** Snackbar of a 5xx or network failure: the spec's message of this step (4xx answers show the server's). */
  failure: string;
};

/**
 * Confirm, save, snackbar: the one way every step saves (spec 1 §4, §5, §8). On failure the form
 * is left as it was; a 422's field errors go next to their fields. Resolves to whether it saved.
 */
export function useStepSave<T extends FieldValues>(
  { confirm: question, success, failure }: StepSaveOptions,
  setError: UseFormSetError<T>,
  /** The form's field names that a 422 may name (nested ones like `venture_team_members.0.role` too). */
  fieldsOf: (errors: Record<string, string>) => readonly Path<T>[],
) {
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const tm = useMessage();
  return useCallback(
    async (save: () => Promise<unknown>): Promise<boolean> => {
      if (!(await confirm({ message: tm(question) }))) return false;
      try {
        await save();
        enqueueSnackbar(tm(success), { variant: 'success' });
        return true;
      } catch (error) {
        enqueueSnackbar(tm(isClientError(error) && error.message ? error.message : failure), { variant: 'error' });
        if (isApiError(error) && error.errors) placeFieldErrors(error.errors, setError, fieldsOf(error.errors));
        return false;
      }
    },
    [confirm, enqueueSnackbar, tm, question, success, failure, setError, fieldsOf],
  );
}
