import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/http';

/**
 * Puts a 422 answer's field errors next to the matching fields.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError) || !err.errors) return false;
  let placed = false;
  for (const [name, message] of Object.entries(err.errors)) {
    const field = fields.find((f) => f === name);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
