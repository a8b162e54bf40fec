import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useMessage } from '../../lib/i18n/messages';
import { LazyRichTextEditor, preloadRichTextEditor } from '../LazyRichTextEditor';
import type { FormFieldProps } from './types';

type FormRichTextFieldProps<T extends FieldValues, TOutput> = FormFieldProps<T, TOutput> & {
  /** Adds ' *' to the label. */
  required?: boolean;
  /** Shown under the editor while it has no error. */
  helperText?: string;
  /** Offers image upload (see RichTextEditor): only the staff's team, news and competitor forms. */
  images?: boolean;
};

/** The rich text editor (HTML, '' when empty) bound to a form value; its chunk starts loading at once. */
export function FormRichTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  required,
  helperText,
  images,
}: FormRichTextFieldProps<T, TOutput>) {
  const tm = useMessage();
  useEffect(() => preloadRichTextEditor(), []);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        // The editor has no blur of its own: leaving it (focus moving out) marks the field touched.
        <Box
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
          }}
        >
          <LazyRichTextEditor
            label={required ? `${label} *` : label}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={!!fieldState.error}
            helperText={tm(fieldState.error?.message) ?? helperText}
            images={images}
          />
        </Box>
      )}
    />
  );
}
