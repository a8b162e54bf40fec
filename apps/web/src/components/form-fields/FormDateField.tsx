import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sw';
import { Controller, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/locale';
import { useMessage } from '../../lib/i18n/messages';
import { pickerText } from './picker-text';
import type { FormFieldProps } from './types';

type FormDateFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  required?: boolean;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  /** Not before the value of this field (and not before `minDate`). */
  minOf?: FieldPath<T>;
  /** Not after the value of this field (and not after `maxDate`). */
  maxOf?: FieldPath<T>;
  /** Called after each change (to re-check a linked field). */
  onPicked?: () => void;
  /** Shown under the picker while it has no error ('Optional'). */
  helperText?: string;
  /** A clear button in the field (an optional date). */
  clearable?: boolean;
  /** The value of an empty picker: '' (the default; a resolver reads it as missing) or null. */
  emptyValue?: '' | null;
  /**
   * A half-typed date: the value handed over instead (the schema refuses it) and the message shown
   * for it. Without it, a half-typed date reads as empty.
   */
  partial?: { value: string; message: string };
};

/** A DD/MM/YYYY date picker bound to a `YYYY-MM-DD` form value. */
export function FormDateField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  required,
  minDate,
  maxDate,
  minOf,
  maxOf,
  onPicked,
  helperText,
  clearable,
  emptyValue = '',
  partial,
}: FormDateFieldProps<T, TOutput>) {
  const tm = useMessage();
  const { t } = useTranslation();
  const locale = useLocale();
  const lowerValue: string | null | undefined = useWatch({ control, name: minOf ?? name });
  const upperValue: string | null | undefined = useWatch({ control, name: maxOf ?? name });
  const lower = minOf && lowerValue ? dayjs(lowerValue) : undefined;
  const upper = maxOf && upperValue ? dayjs(upperValue) : undefined;
  const min = lower && minDate ? (lower.isAfter(minDate) ? lower : minDate) : (lower ?? minDate);
  const max = upper && maxDate ? (upper.isBefore(maxDate) ? upper : maxDate) : (upper ?? maxDate);
  // The pickers' provider lives here, not in the app's providers: only the signed-in forms need
  // it, and there it would put @mui/x-date-pickers and dayjs into every public page's first load.
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale === 'sw' ? 'sw' : 'en-gb'}
      localeText={pickerText(t)}
    >
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <DatePicker
            label={label}
            format="DD/MM/YYYY"
            value={field.value ? dayjs(field.value) : null}
            onChange={(d) => {
              field.onChange(d?.isValid() ? d.format('YYYY-MM-DD') : d && partial ? partial.value : emptyValue);
              onPicked?.();
            }}
            onClose={field.onBlur}
            minDate={min}
            maxDate={max}
            inputRef={field.ref}
            slotProps={{
              field: clearable ? { clearable: true } : undefined,
              textField: {
                name: field.name,
                required,
                fullWidth: true,
                onBlur: field.onBlur,
                error: !!fieldState.error,
                helperText: fieldState.error
                  ? partial && field.value === partial.value
                    ? tm(partial.message)
                    : tm(fieldState.error.message)
                  : helperText,
              },
            }}
          />
        )}
      />
    </LocalizationProvider>
  );
}
