import Grid, { type GridProps } from '@mui/material/Grid';
import type { FormData } from '@portal/contract/reference';
import type { TeamInput } from '@portal/contract/ventures';
import type { HTMLAttributes } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields/FormTextField';
import { NamedAutocompleteField } from '../../../components/form-fields/NamedAutocompleteField';
import { NamedSelectField } from '../../../components/form-fields/NamedSelectField';
import { tk } from '../../../lib/i18n/i18n';
import { CheckboxField } from '../fields/CheckboxField';
import type { CSuiteValues, MemberValues, TeamValues } from './team-values';

/** One input of a person's card: a text field unless `input` names another kind. */
type PersonField<F extends string> = {
  field: F;
  label: string;
  size: GridProps['size'];
  required?: boolean;
  input?: 'gender' | 'nationality' | 'checkbox';
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  placeholder?: string;
};

const half = { xs: 12, sm: 6 };
const third = { xs: 12, sm: 4 };

const NAME_FIELDS = [
  { field: 'first_name', label: 'First name', size: third, required: true },
  { field: 'middle_name', label: 'Middle name', size: third },
  { field: 'last_name', label: 'Last name', size: third, required: true },
] as const;

const GENDER_FIELD = { field: 'gender_id', label: 'Gender', size: half, required: true, input: 'gender' } as const;

const TEAM_MEMBER_FIELDS: PersonField<keyof MemberValues>[] = [
  ...NAME_FIELDS,
  { field: 'role', label: 'Role', size: half, required: true, placeholder: 'e.g. CEO' },
  GENDER_FIELD,
  { field: 'shares', label: 'Shares (%)', size: half, required: true, type: 'number', inputMode: 'decimal', min: 0 },
  {
    field: 'years_experience',
    label: 'Years of experience',
    size: half,
    required: true,
    type: 'number',
    inputMode: 'numeric',
    min: 0,
  },
  { field: 'founder', label: 'Founder', size: 12, input: 'checkbox' },
];

const C_SUITE_FIELDS: PersonField<keyof CSuiteValues>[] = [
  { field: 'title', label: 'Title', size: half, required: true, placeholder: 'e.g. CTO' },
  GENDER_FIELD,
  ...NAME_FIELDS,
  { field: 'country_id', label: 'Nationality', size: half, required: true, input: 'nationality' },
  { field: 'city', label: 'City', size: half, required: true },
  {
    field: 'linkedin_url',
    label: 'LinkedIn',
    size: 12,
    required: true,
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://',
  },
];

const PLACEHOLDER_KEYS: Record<string, string> = {
  'e.g. CEO': tk('wizard.person.placeholderCeo'),
  'e.g. CTO': tk('wizard.person.placeholderCto'),
};

const FIELDS_OF = { venture_team_members: TEAM_MEMBER_FIELDS, c_suite_members: C_SUITE_FIELDS };

/** The inputs of one person of a list (a team member or a C-suite member), in the list's order. */
export function PersonFields({
  control,
  list,
  index,
  formData,
}: {
  control: Control<TeamValues, unknown, TeamInput>;
  list: keyof typeof FIELDS_OF;
  index: number;
  formData: FormData;
}) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS_OF[list].map(({ field, size, input, ...spec }: PersonField<string>) => {
        const name = `${list}.${index}.${field}` as FieldPath<TeamValues>;
        // The label (and an example) in the current language: catalogue `wizard.person.<field>`.
        const props = {
          ...spec,
          label: t(`wizard.person.${field}`, { defaultValue: spec.label }),
          placeholder:
            spec.placeholder && t(PLACEHOLDER_KEYS[spec.placeholder] ?? '', { defaultValue: spec.placeholder }),
        };
        return (
          <Grid key={field} size={size}>
            {input === 'gender' ? (
              <NamedSelectField control={control} name={name} options={formData.genders} {...props} />
            ) : input === 'nationality' ? (
              <NamedAutocompleteField control={control} name={name} options={formData.countries} {...props} />
            ) : input === 'checkbox' ? (
              <CheckboxField control={control} name={name} {...props} />
            ) : (
              <FormTextField control={control} name={name} {...props} />
            )}
          </Grid>
        );
      })}
    </>
  );
}
