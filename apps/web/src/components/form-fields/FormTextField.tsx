import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useMessage } from '../../lib/i18n/messages';
import { countedLength, HelperWithCount, overLimitMessage } from './CharacterCount';
import { useFieldLimit } from './field-limits';
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
  /** The longest text allowed; by default the form's `FieldLimits` say it. Shows a live counter. */
  maxLength?: number;
};

/**
 * A full-width text field bound to a form value; the field's error replaces the helper text. A
 * field with a limit shows "n / max" and lets the text run past it, in red, rather than cut it.
 */
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
  maxLength,
}: FormTextFieldProps<T, TOutput>) {
  const tm = useMessage();
  const schemaLimit = useFieldLimit(name);
  const max = maxLength ?? schemaLimit;
  return (
    <Controller
      name={name}
      control={control}
      // The ref goes to the input, not the root: react-hook-form focuses the first field refused.
      render={({ field: { ref, ...field }, fieldState }) => {
        const length = countedLength(field.value);
        const over = max !== undefined && length > max;
        const message = tm(fieldState.error?.message ?? (over ? overLimitMessage(max) : helperText));
        return (
          <TextField
            {...field}
            inputRef={ref}
            label={label}
            required={required}
            type={type}
            placeholder={placeholder}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            multiline={multiline}
            minRows={minRows}
            fullWidth
            error={!!fieldState.error || over}
            helperText={max === undefined ? message : <HelperWithCount text={message} length={length} max={max} />}
            slotProps={{ htmlInput: { inputMode, min } }}
          />
        );
      }}
    />
  );
}
