import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const applicant = rules === 'applicant';
  const schema = useMemo(() => (applicant ? profileInput(today) : staffProfileInput(today)), [applicant, today]);
  return (
    <FieldLimits schema={schema}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="first_name"
            label={t('wizard.profile.firstName')}
            required
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="middle_name"
            label={t('wizard.profile.middleName')}
            autoComplete="additional-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="last_name"
            label={t('wizard.profile.lastName')}
            required
            autoComplete="family-name"
          />
        </Grid>
        {email !== undefined && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('wizard.profile.email')}
              value={email}
              fullWidth
              helperText={t('wizard.profile.emailHelp')}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone_number"
            label={t('wizard.profile.phone')}
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
            label={t('wizard.profile.dob')}
            required={applicant}
            clearable={!applicant}
            maxDate={dayjs(applicant ? latestDateOfBirth(today) : today)}
            minDate={applicant ? dayjs(earliestDateOfBirth(today)) : undefined}
            helperText={t('wizard.profile.dobHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NamedSelectField
            control={control}
            name="gender_id"
            label={t('wizard.profile.gender')}
            required={applicant}
            options={formData.genders}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: email !== undefined ? 12 : 6 }}>
          <NamedAutocompleteField
            control={control}
            name="country_id"
            label={t('wizard.profile.nationality')}
            required={applicant}
            options={formData.countries}
            helperText={applicant ? t('msg.nationalityNotice') : undefined}
          />
        </Grid>
        <Grid size={12}>
          <FormRichTextField
            control={control}
            name="bio"
            label={t('wizard.profile.bio')}
            helperText={t('wizard.profile.bioHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="linkedin_url"
            label={t('wizard.profile.linkedin')}
            type="url"
            placeholder="https://"
            inputMode="url"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="twitter_url"
            label={t('wizard.profile.twitter')}
            type="url"
            placeholder="https://"
            inputMode="url"
          />
        </Grid>
      </Grid>
    </FieldLimits>
  );
}
