import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessage } from '../../../lib/i18n/messages';

type CheckboxFieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** The checkbox's label (its accessible name); may hold a link. */
  label: ReactNode;
  required?: boolean;
};

/** A checkbox bound to a boolean form value, its error under it. */
export function CheckboxField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  required,
}: CheckboxFieldProps<T, TOutput>) {
  const tm = useMessage();
  const helperId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} required={required}>
          <FormControlLabel
            required={required}
            sx={{ minHeight: 44, py: 0.5 }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-describedby': fieldState.error ? helperId : undefined,
                    'aria-invalid': fieldState.error ? true : undefined,
                  },
                }}
              />
            }
            label={label}
          />
          {fieldState.error && <FormHelperText id={helperId}>{tm(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
