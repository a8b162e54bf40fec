import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '../../../components/form-fields/types';
import { useMessage } from '../../../lib/i18n/messages';

type RadioChoiceFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  /** Numeric choices: the form value is the number, or '' while none is picked. */
  options: readonly { id: number; name: string }[];
  required?: boolean;
  /** One row on wide screens (Yes / No). */
  row?: boolean;
};

/** A question answered by one of a few choices: a radio group named by its legend. */
export function RadioChoiceField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  options,
  required,
  row,
}: RadioChoiceFieldProps<T, TOutput>) {
  const { t } = useTranslation();
  const tm = useMessage();
  const labelId = useId();
  const helperId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={!!fieldState.error} required={required} sx={{ width: '100%' }}>
          <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            name={field.name}
            aria-labelledby={labelId}
            aria-describedby={fieldState.error ? helperId : undefined}
            value={field.value === '' || field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
          >
            {options.map((o, i) => (
              <FormControlLabel
                key={o.id}
                value={String(o.id)}
                control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                // The contract's fixed choices (Yes, No ...) in the current language; others as named.
                label={t(`wizard.choices.${o.name}`, { defaultValue: o.name })}
                sx={{ minHeight: 44, mr: 3 }}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText id={helperId}>{tm(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
