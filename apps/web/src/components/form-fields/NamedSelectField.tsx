import TextField from '@mui/material/TextField';
import type { NamedItem } from '@portal/contract/reference';
import { Controller, type FieldValues } from 'react-hook-form';
import { useMessage } from '../../lib/i18n/messages';
import type { FormFieldProps } from './types';

type NamedSelectFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  /** The choices (form data lists): the form value is the id, a number, or '' while none is picked. */
  options: readonly NamedItem[];
  required?: boolean;
  helperText?: string;
};

/** A native select of named items (short lists: gender, stage, organisation type, marketing source). */
export function NamedSelectField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  options,
  required,
  helperText,
}: NamedSelectFieldProps<T, TOutput>) {
  const tm = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          fullWidth
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={tm(fieldState.error?.message) ?? helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
