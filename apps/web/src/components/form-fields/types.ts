import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What every shared form field takes: the form's `control` (any context, any submitted shape)
 * and the name of one of its fields, checked against the form's values.
 */
export type FormFieldProps<T extends FieldValues, TOutput = T> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
};
