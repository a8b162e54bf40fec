import { createElement } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Msg } from '../../lib/i18n/Msg';

/** `register()` output shaped for an MUI TextField, with its error message (translated) as helper text. */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  options?: Parameters<UseFormRegister<T>>[1],
) {
  const { ref, ...rest } = register(name, options);
  const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: message ? createElement(Msg, { text: message }) : ' ',
  };
}
