import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { placeFieldErrors } from '../../lib/form-errors';
import type { ActionOutcome } from '../useConfirmedAction';

/** What a screen hands each of its admin forms (the record to edit is the form's own prop). */
export type AdminFormProps<T> = {
  /** Saved: the server's answer. */
  onSaved: (saved: T) => void;
  onCancel: () => void;
  /** A create failed for a reason the form cannot fix (network, 5xx): spec 3 §4 returns to the list. */
  onCreateFailed: () => void;
};

type Action<V, T> = { run: (vars: V) => Promise<ActionOutcome<T>>; isPending: boolean };

/**
 * The create and update calls behind a form, each confirm-then-mutate-then-snackbar
 * (`useConfirmedAction`): a `createResourceClient` client, or a pair of a feature's own.
 */
export type AdminFormSaver<T, I> = {
  useCreate: () => Action<I, T>;
  useUpdate: () => Action<{ id: number; input: I }, T>;
};

// Values the resolver hands over that are already the call's input need no mapping.
type ToInput<O, I> = [O] extends [I] ? { toInput?: (values: O) => I } : { toInput: (values: O) => I };

export type AdminFormOptions<T extends { id: number }, I, V extends FieldValues, O> = {
  saver: AdminFormSaver<T, I>;
  /** The record being edited; none when adding. */
  record?: T;
  title: { add: string; edit: string };
  resolver: Resolver<V, unknown, O>;
  defaultValues: DefaultValues<NoInfer<V>>;
  /** When to validate (default 'all'); Save stays disabled while the form is invalid (spec 3 §5). */
  mode?: 'all' | 'onChange';
  /** The form's field names, to place a 422's field errors next to them. */
  fields: readonly Path<V>[];
  /** Check an edited record at once, so that Save and the fields say what already breaks a rule. */
  validateOnEdit?: boolean;
  onSaved: (saved: T) => void;
  onCancel: () => void;
  onCreateFailed?: () => void;
} & ToInput<O, I>;

/**
 * An admin create/edit form: react-hook-form over the contract's rule, and a save that confirms,
 * creates or updates and snackbars; then either hands the saved record back, puts a 422's
 * messages next to the fields (focusing the first), or (a failed create the form cannot fix)
 * lets the screen go back to the list. `card` is what `FormCard` needs: title, submit, cancel,
 * Save enabled only while valid and not saving, the spinner.
 */
export function useAdminForm<T extends { id: number }, I, V extends FieldValues, O = V>(
  opts: AdminFormOptions<T, I, V, O>,
) {
  const { saver, record, fields, onSaved, onCreateFailed } = opts;
  const editing = record !== undefined;
  const form = useForm<V, unknown, O>({
    resolver: opts.resolver,
    mode: opts.mode ?? 'all',
    defaultValues: opts.defaultValues,
  });
  const { trigger, setError, handleSubmit, formState } = form;
  const create = saver.useCreate();
  const update = saver.useUpdate();

  const validateOnEdit = editing && opts.validateOnEdit === true;
  useEffect(() => {
    if (validateOnEdit) void trigger();
  }, [validateOnEdit, trigger]);

  const save = async (values: O) => {
    const input = opts.toInput ? opts.toInput(values) : (values as unknown as I);
    const outcome = record ? await update.run({ id: record.id, input }) : await create.run(input);
    if (outcome.status === 'done') return onSaved(outcome.data);
    if (outcome.status !== 'failed') return;
    if (placeFieldErrors(outcome.fieldErrors, setError, fields)) return;
    if (!record && outcome.httpStatus !== 409 && outcome.httpStatus !== 422) onCreateFailed?.();
  };

  return {
    ...form,
    editing,
    card: {
      title: editing ? opts.title.edit : opts.title.add,
      onSubmit: handleSubmit(save),
      onCancel: opts.onCancel,
      canSave: formState.isValid,
      pending: create.isPending || update.isPending,
    },
  };
}
