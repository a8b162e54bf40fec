import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './types';

type FormTextFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  required?: boolean;
  /** As for <input type>: 'email', 'tel', 'url', 'number' ... */
  type?: string;
  placeholder?: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The least number of a `type="number"` field. */
  min?: number;
  multiline?: boolean;
  minRows?: number;
};

/** A full-width text field bound to a form value; the field's error replaces the helper text. */
export function FormTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  required,
  type,
  placeholder,
  helperText,
  autoComplete,
  autoFocus,
  inputMode,
  min,
  multiline,
  minRows,
}: FormTextFieldProps<T, TOutput>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          multiline={multiline}
          minRows={minRows}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { inputMode, min } }}
        />
      )}
    />
  );
}
