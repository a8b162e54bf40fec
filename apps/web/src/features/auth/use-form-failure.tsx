import Alert from '@mui/material/Alert';
import { MSG } from '@portal/contract/messages';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { placeFieldErrors } from '../../lib/form-errors';
import { ApiError, isClientError } from '../../lib/http';
import { useMessage } from '../../lib/i18n/messages';

type FormFailureOptions = {
  /** Shown when the server's own message is not (default MSG.error). */
  fallback?: string;
  /** Which failures show the server's message (default: any 4xx). */
  serverMessage?: (err: ApiError) => boolean;
  /** Leave the inline message out when a 422 put its errors next to the fields. */
  quietOnFieldErrors?: boolean;
};

/**
 * A form's submit failure: `fail(err)` puts field errors next to `fields` and shows the message
 * inline (`failure`, for `FormFailure`) and as an error snackbar; `clear()` before the next submit.
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  { fallback = MSG.error, serverMessage = isClientError, quietOnFieldErrors = false }: FormFailureOptions = {},
) {
  const { enqueueSnackbar } = useSnackbar();
  const tm = useMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (err: unknown) => {
    const api = err instanceof ApiError ? err : null;
    const placed = placeFieldErrors(api?.errors, setError, fields);
    const message = api && serverMessage(api) ? api.message : fallback;
    if (!(quietOnFieldErrors && placed && api?.status === 422)) setFailure(message);
    enqueueSnackbar(tm(message), { variant: 'error' });
  };

  return { failure, clear: () => setFailure(null), fail };
}

/** The inline form of a submit failure; nothing while there is none. */
export function FormFailure({ message }: { message: string | null }) {
  const tm = useMessage();
  return message ? (
    <Alert severity="error" role="alert">
      {tm(message)}
    </Alert>
  ) : null;
}
