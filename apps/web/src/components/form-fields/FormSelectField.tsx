import TextField from '@mui/material/TextField';
import { Controller, type FieldValues } from 'react-hook-form';
import { useMessage } from '../../lib/i18n/messages';
import type { FormFieldProps } from './types';

type Option = string | number;
/** A choice shown as it is, or a value with the label shown for it (an id and a name). */
type Choice = Option | { value: Option; label: string };

const choiceValue = (c: Choice): Option => (typeof c === 'object' ? c.value : c);
const choiceLabel = (c: Choice): string => (typeof c === 'object' ? c.label : String(c));

type FormSelectFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  /** The choices; the form value keeps the option's type (a number stays a number). */
  options: readonly Choice[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** A first choice with the value '' ("Choose…", "None"): the form value is '' while it is picked. */
  emptyLabel?: string;
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
  emptyLabel,
}: FormSelectFieldProps<T, TOutput>) {
  const tm = useMessage();
  const values = options.map(choiceValue);
  const withEmpty = emptyLabel !== undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const current: Option = field.value ?? '';
        const parse = (raw: string): Option =>
          withEmpty && raw === ''
            ? ''
            : (values.find((o) => String(o) === raw) ?? (String(current) === raw ? current : raw));
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
            helperText={tm(fieldState.error?.message) ?? helperText}
            slotProps={{
              select: { native: true },
              ...(withEmpty ? { inputLabel: { shrink: true } } : {}),
              // A disabled field's helper often says why it is locked: keep it readable.
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          >
            {withEmpty && <option value="">{emptyLabel}</option>}
            {!values.includes(current) && !(withEmpty && current === '') && (
              <option value={String(current)}>{current}</option>
            )}
            {options.map((o) => (
              <option key={choiceValue(o)} value={String(choiceValue(o))}>
                {choiceLabel(o)}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
