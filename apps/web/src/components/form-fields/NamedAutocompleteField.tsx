import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { NamedItem } from '@portal/contract/reference';
import { useMemo } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/i18n/messages';
import type { FormFieldProps } from './types';

type NamedAutocompleteFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  options: readonly NamedItem[];
  /** Many choices (chips): the value is an array of ids; otherwise one id, or '' while none. */
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
};

/** A searchable choice of named items (250 countries, sectors ...), one or many (as chips). */
export function NamedAutocompleteField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  options,
  multiple = false,
  required,
  helperText,
}: NamedAutocompleteFieldProps<T, TOutput>) {
  const tm = useMessage();
  const { t } = useTranslation();
  // The list's own controls, in her language.
  const words = {
    openText: t('form.open'),
    closeText: t('form.closeList'),
    clearText: t('form.clear'),
    noOptionsText: t('form.noOptions'),
    loadingText: t('form.loading'),
  };
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const itemOf = (id: number): NamedItem => byId.get(id) ?? { id, name: `#${id}` };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const input = (params: object) => (
          <TextField
            {...params}
            inputRef={field.ref}
            name={field.name}
            label={label}
            required={required}
            error={!!fieldState.error}
            helperText={tm(fieldState.error?.message) ?? helperText}
          />
        );
        if (multiple) {
          const ids: number[] = Array.isArray(field.value) ? field.value : [];
          return (
            <Autocomplete
              {...words}
              multiple
              options={options as NamedItem[]}
              value={ids.map(itemOf)}
              onChange={(_e, picked) => field.onChange(picked.map((o) => o.id))}
              onBlur={field.onBlur}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disableCloseOnSelect
              filterSelectedOptions
              renderInput={input}
            />
          );
        }
        const id = typeof field.value === 'number' ? field.value : null;
        return (
          <Autocomplete
            {...words}
            options={options as NamedItem[]}
            value={id === null ? null : itemOf(id)}
            onChange={(_e, picked) => field.onChange(picked ? picked.id : '')}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={input}
          />
        );
      }}
    />
  );
}
