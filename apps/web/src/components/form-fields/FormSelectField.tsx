import TextField from '@mui/material/TextField';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './types';

type Option = string | number;

type FormSelectFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  /** The choices, shown as they are; the form value keeps the option's type (a number stays a number). */
  options: readonly Option[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
};

/**
 * A native select bound to a form value. A value outside the options (an edited record from before
 * the list's range) stays on screen as the first choice, so the validation can flag it.
 */
export function FormSelectField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
}: FormSelectFieldProps<T, TOutput>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const current: Option = field.value;
        const parse = (raw: string): Option =>
          options.find((o) => String(o) === raw) ?? (String(current) === raw ? current : raw);
        return (
          <TextField
            select
            label={label}
            required={required}
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={String(current)}
            onChange={(e) => field.onChange(parse(e.target.value))}
            onBlur={field.onBlur}
            disabled={disabled}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{ select: { native: true } }}
          >
            {!options.includes(current) && <option value={String(current)}>{current}</option>}
            {options.map((o) => (
              <option key={o} value={String(o)}>
                {o}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
