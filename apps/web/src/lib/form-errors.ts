import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the field errors of a 422 answer (`ApiError.errors`) next to the form's matching fields,
 * focusing the first. Returns true when at least one field got a message.
 */
export function placeFieldErrors<T extends FieldValues>(
  errors: Record<string, string> | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!errors) return false;
  let placed = false;
  for (const [name, message] of Object.entries(errors)) {
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
