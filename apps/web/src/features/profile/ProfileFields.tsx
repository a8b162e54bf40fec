import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import {
  earliestDateOfBirth,
  latestDateOfBirth,
  type ProfileInput,
  profileInput,
  staffProfileInput,
} from '@portal/contract/users';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { FieldLimits } from '../../components/form-fields/field-limits';
import { NamedAutocompleteField } from '../../components/form-fields/NamedAutocompleteField';
import { NamedSelectField } from '../../components/form-fields/NamedSelectField';
import type { ProfileFormValues, ProfileRules } from './profile-form';

type ProfileFieldsProps = {
  control: Control<ProfileFormValues, unknown, ProfileInput>;
  formData: FormData;
  rules: ProfileRules;
  /** Today in Nairobi: the latest date of birth allowed. */
  today: string;
  /** The sign-in address, shown read-only beside the phone (the wizard's step 1). */
  email?: string;
};

/**
 * The profile's fields, laid out for a phone and a desktop: names, phone, date of birth, gender,
 * nationality, bio and links. An applicant's rules mark phone, date of birth (an eligible age,
 * 18 to 35), gender and nationality required; staff may leave them empty.
 */
export function ProfileFields({ control, formData, rules, today, email }: ProfileFieldsProps) {
  const applicant = rules === 'applicant';
  const schema = useMemo(() => (applicant ? profileInput(today) : staffProfileInput(today)), [applicant, today]);
  return (
    <FieldLimits schema={schema}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="first_name" label="First name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="middle_name" label="Middle name" autoComplete="additional-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="last_name" label="Last name" required autoComplete="family-name" />
        </Grid>
        {email !== undefined && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="E-mail"
              value={email}
              fullWidth
              helperText="The address you sign in with"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone_number"
            label="Phone number"
            required={applicant}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="dob"
            label="Date of birth"
            required={applicant}
            clearable={!applicant}
            maxDate={dayjs(applicant ? latestDateOfBirth(today) : today)}
            minDate={applicant ? dayjs(earliestDateOfBirth(today)) : undefined}
            helperText="DD/MM/YYYY"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NamedSelectField
            control={control}
            name="gender_id"
            label="Gender"
            required={applicant}
            options={formData.genders}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: email !== undefined ? 12 : 6 }}>
          <NamedAutocompleteField
            control={control}
            name="country_id"
            label="Nationality"
            required={applicant}
            options={formData.countries}
            helperText={applicant ? MSG.nationalityNotice : undefined}
          />
        </Grid>
        <Grid size={12}>
          <FormRichTextField control={control} name="bio" label="Bio" helperText="A few lines about you (optional)" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="linkedin_url"
            label="LinkedIn"
            type="url"
            placeholder="https://"
            inputMode="url"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="twitter_url"
            label="X (Twitter)"
            type="url"
            placeholder="https://"
            inputMode="url"
          />
        </Grid>
      </Grid>
    </FieldLimits>
  );
}
