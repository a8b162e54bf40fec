import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { placeFieldErrors } from '../../lib/form-errors';
import type { ActionOutcome } from '../useConfirmedAction';
import type { ResourceClient } from './resource-client';

type SaveOptions<T extends { id: number }, F extends FieldValues> = {
  /** The record being edited; none when adding. */
  editing?: T;
  setError: UseFormSetError<F>;
  /** The form's field names, to place a 422's field errors next to them. */
  fields: readonly Path<F>[];
  onSaved: (saved: T) => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed?: () => void;
};

/**
 * Save of an admin form: confirm, create or update, snackbar; then either hand the saved record
 * back, put a 422's messages next to the fields, or (a failed create the form cannot fix) let
 * the screen go back to the list.
 */
export function useResourceSave<T extends { id: number }, I, F extends FieldValues>(
  client: ResourceClient<T, I>,
  opts: SaveOptions<T, F>,
) {
  const create = client.useCreate();
  const update = client.useUpdate();
  const save = async (input: I) => {
    const outcome: ActionOutcome<T> = opts.editing
      ? await update.run({ id: opts.editing.id, input })
      : await create.run(input);
    if (outcome.status === 'done') return opts.onSaved(outcome.data);
    if (outcome.status !== 'failed') return;
    if (placeFieldErrors(outcome.fieldErrors, opts.setError, opts.fields)) return;
    if (!opts.editing && outcome.httpStatus !== 409 && outcome.httpStatus !== 422) opts.onCreateFailed?.();
  };
  return { save, pending: create.isPending || update.isPending };
}
