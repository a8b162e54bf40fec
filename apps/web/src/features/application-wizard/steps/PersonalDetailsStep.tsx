import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import { latestDateOfBirth, type Profile, type ProfileInput, profileInput } from '@portal/contract/users';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useSession } from '../../../app/session';
import { FormDateField } from '../../../components/form-fields/FormDateField';
import { FormRichTextField } from '../../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../../components/form-fields/FormTextField';
import { LoadError } from '../../../components/LoadError';
import { UploadDialog } from '../../../components/UploadDialog';
import { useFormData } from '../api/form-data';
import { useProfile } from '../api/profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { DraftNotice } from '../DraftNotice';
import { NamedAutocompleteField } from '../fields/NamedAutocompleteField';
import { NamedSelectField } from '../fields/NamedSelectField';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import { useStepSave } from '../use-step-save';
import type { StepProps } from '../wizard-types';

export type PersonalDetailsValues = {
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

/** The form's values from the stored profile; nationality defaults to Kenya (spec 1 §3). */
export const personalDetailsValues = (p: Profile): PersonalDetailsValues => ({
  first_name: p.first_name ?? '',
  middle_name: p.middle_name ?? '',
  last_name: p.last_name ?? '',
  phone_number: p.phone_number ?? '',
  dob: p.dob?.slice(0, 10) ?? '',
  bio: p.bio ?? '',
  country_id: p.country_id ?? DEFAULT_COUNTRY_ID,
  gender_id: p.gender_id ?? '',
  linkedin_url: p.linkedin_url ?? '',
  twitter_url: p.twitter_url ?? '',
});

/** profileInput(today), with 'Input is required' for an empty date (the picker hands over ''). */
function personalDetailsResolver(today: string): Resolver<PersonalDetailsValues, unknown, ProfileInput> {
  const resolve = zodResolver(profileInput(today) as never) as unknown as Resolver<
    PersonalDetailsValues,
    unknown,
    ProfileInput
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const dob = (result.errors as Record<string, { message?: string } | undefined>).dob;
    if (values.dob === '' && dob) dob.message = MSG.requiredLower;
    return result;
  };
}

/** Step 1, Personal Details (spec 1 §2.15): loads the profile and the form data, saves the profile. */
export function PersonalDetailsStep(props: StepProps) {
  const profile = useProfile();
  const formData = useFormData();
  if (profile.isError || formData.isError) {
    return (
      <LoadError
        message={MSG.formDataFailed}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (formData.isError) void formData.refetch();
        }}
      />
    );
  }
  if (!profile.data || !formData.data) return <StepSkeleton fields={10} />;
  return <PersonalDetailsForm {...props} profile={profile.data} formData={formData.data} />;
}

type FormProps = StepProps & { profile: Profile; formData: FormData; today?: string };

export function PersonalDetailsForm({ profile, formData, onDone, onBack, today: todayProp }: FormProps) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { user } = useSession();
  const baseline = useMemo(() => personalDetailsValues(profile), [profile]);
  const form = useForm<PersonalDetailsValues, unknown, ProfileInput>({
    resolver: useMemo(() => personalDetailsResolver(today), [today]),
    mode: 'onTouched',
    defaultValues: baseline,
  });
  const { control, handleSubmit, setError, reset } = form;
  const values = useWatch({ control }) as PersonalDetailsValues;
  const draft = useDraft({ key: `${user?.id ?? profile.id}:step1`, values, baseline, ready: true });

  const update = useUpdateProfile();
  const fieldsOf = useCallback(() => FIELDS, []);
  const save = useStepSave(
    { confirm: MSG.confirmSaveStep, success: MSG.profileUpdated, failure: MSG.error },
    setError,
    fieldsOf,
  );

  const onSubmit = handleSubmit(async (input) => {
    const saved = await save(() => update.mutateAsync({ id: profile.id, input }));
    if (saved) {
      draft.clear();
      onDone();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal Details">
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <ProfilePicture profile={profile} />
      <Grid container spacing={2.5} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="first_name" label="First name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="middle_name" label="Middle name" autoComplete="additional-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="last_name" label="Last name" required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="E-mail"
            value={user?.email ?? profile.email}
            fullWidth
            helperText="The address you sign in with"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone_number"
            label="Phone number"
            required
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
            required
            maxDate={dayjs(latestDateOfBirth(today))}
            helperText="DD/MM/YYYY"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NamedSelectField control={control} name="gender_id" label="Gender" required options={formData.genders} />
        </Grid>
        <Grid size={12}>
          <NamedAutocompleteField
            control={control}
            name="country_id"
            label="Nationality"
            required
            options={formData.countries}
            helperText={MSG.nationalityNotice}
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
      <StepActions onBack={onBack} pending={update.isPending} />
    </form>
  );
}

/** The profile picture and its Upload Picture button (POST /api/user?type=image). */
function ProfilePicture({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const upload = useUploadProfilePicture();
  const { enqueueSnackbar } = useSnackbar();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={profile.prof_pic_url ?? undefined}
        alt={profile.prof_pic_url ? `Profile picture of ${name}` : undefined}
        sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {profile.first_name?.[0]}
        {profile.last_name?.[0]}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Profile picture
        </Typography>
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
          Upload Picture
        </Button>
      </Stack>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Upload Profile Picture"
        accept="image/*"
        onUpload={async ([file]) => {
          if (!file) return;
          // A failure keeps the dialog open with the reason (spec 1 §8: no snackbar for a failed upload).
          await upload.mutateAsync(file);
          enqueueSnackbar(MSG.imageUploaded, { variant: 'success' });
        }}
      />
    </Stack>
  );
}
