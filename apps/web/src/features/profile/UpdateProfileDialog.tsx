import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import { latestDateOfBirth, type Profile, profileInput, staffProfileInput } from '@portal/contract/users';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { placeFieldErrors } from '../../lib/form-errors';
import { profileKey } from '../application-wizard/api/profile';
import { updateProfile } from '../application-wizard/api/update-profile';
import { NamedAutocompleteField } from '../application-wizard/fields/NamedAutocompleteField';
import { NamedSelectField } from '../application-wizard/fields/NamedSelectField';
import { sessionKey } from '../auth/api/session';

/** Profile dialog width (spec 3 §9). */
const PROFILE_DIALOG_WIDTH = 1200;

export type ProfileFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  phone_number: string;
  dob: string;
  bio: string;
  country_id: number | '';
  gender_id: number | '';
  linkedin_url: string;
  twitter_url: string;
};

const FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'phone_number',
  'dob',
  'bio',
  'country_id',
  'gender_id',
  'linkedin_url',
  'twitter_url',
] as const;

export type ProfileRules = 'applicant' | 'staff';

const valuesOf = (p: Profile, rules: ProfileRules): ProfileFormValues => ({
  first_name: p.first_name,
  middle_name: p.middle_name ?? '',
  last_name: p.last_name,
  phone_number: p.phone_number ?? '',
  dob: p.dob?.slice(0, 10) ?? '',
  bio: p.bio ?? '',
  // An applicant's nationality starts at Kenya, as in the wizard.
  country_id: p.country_id ?? (rules === 'applicant' ? DEFAULT_COUNTRY_ID : ''),
  gender_id: p.gender_id ?? '',
  linkedin_url: p.linkedin_url ?? '',
  twitter_url: p.twitter_url ?? '',
});

/** The server's rules for this user (contract `profileRulesFor`): the wizard's for applicants, spec 3's for staff. */
function profileResolver(rules: ProfileRules, today: string): Resolver<ProfileFormValues> {
  const schema = rules === 'applicant' ? profileInput(today) : staffProfileInput(today);
  const resolve = zodResolver(schema as never) as unknown as Resolver<ProfileFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    // An empty required date reads 'Input is required', not a format error.
    const dob = (result.errors as Record<string, { message?: string } | undefined>).dob;
    if (rules === 'applicant' && values.dob === '' && dob) dob.message = MSG.requiredLower;
    return result;
  };
}

type UpdateProfileDialogProps = {
  open: boolean;
  onClose: () => void;
  profile: Profile;
  formData: FormData;
  rules: ProfileRules;
  /** Today in Nairobi (tests pass a fixed day). */
  today?: string;
};

/**
 * Update Profile (spec 3 §2.11, §5; width 1200): names, phone, date of birth, gender, nationality,
 * bio and links, saved by `PUT /api/user/{id}?type=user` after a confirmation. Staff: names
 * required, the date of birth not after today. Applicants keep the wizard's rules, because this is
 * step 1 of their application: at least 17 years old, phone, gender and nationality required.
 */
export function UpdateProfileDialog({
  open,
  onClose,
  profile,
  formData,
  rules,
  today: todayProp,
}: UpdateProfileDialogProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const applicant = rules === 'applicant';
  const form = useForm<ProfileFormValues>({
    resolver: useMemo(() => profileResolver(rules, today), [rules, today]),
    mode: 'all',
    defaultValues: valuesOf(profile, rules),
  });
  const { control, handleSubmit, reset, setError, formState, trigger } = form;

  useEffect(() => {
    if (open) {
      reset(valuesOf(profile, rules));
      void trigger();
    }
  }, [open, profile, rules, reset, trigger]);

  const save = useConfirmedAction({
    mutationFn: (input: unknown) => updateProfile(profile.id, input as never),
    confirm: MSG.confirmUpdateProfile,
    success: MSG.profileUpdated,
    variant: 'warning',
    invalidate: [profileKey, sessionKey],
  });

  const submit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.status === 'done') return onClose();
    if (outcome.status === 'failed') placeFieldErrors(outcome.fieldErrors, setError, FIELDS);
  });

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: PROFILE_DIALOG_WIDTH } } }}
      aria-labelledby="update-profile-title"
    >
      <form onSubmit={submit} noValidate aria-label="Update Profile">
        <DialogTitle id="update-profile-title">Update Profile</DialogTitle>
        <DialogContent>
          <Grid container spacing={2.5} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="first_name"
                label="First name"
                required
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="middle_name" label="Middle name" autoComplete="additional-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="last_name" label="Last name" required autoComplete="family-name" />
            </Grid>
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
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedAutocompleteField
                control={control}
                name="country_id"
                label="Nationality"
                required={applicant}
                options={formData.countries}
              />
            </Grid>
            <Grid size={12}>
              <FormRichTextField
                control={control}
                name="bio"
                label="Bio"
                helperText="A few lines about you (optional)"
              />
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
