import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import type { Profile, ProfileInput } from '@portal/contract/users';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { UploadDialog } from '../../../components/UploadDialog';
import { useFormData } from '../../../lib/form-data';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession } from '../../../lib/session';
import {
  PROFILE_FIELDS,
  ProfileFields,
  type ProfileFormValues,
  profileFormValues,
  profileResolver,
  useProfile,
  useUpdateProfile,
  useUploadProfilePicture,
} from '../../profile';
import { DraftNotice } from '../DraftNotice';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import { useStepSave } from '../use-step-save';
import type { StepProps } from '../wizard-types';

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
  const { t } = useTranslation();
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const { user } = useSession();
  const baseline = useMemo(() => profileFormValues(profile, 'applicant'), [profile]);
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: useMemo(() => profileResolver('applicant', today), [today]),
    mode: 'onTouched',
    defaultValues: baseline,
  });
  const { control, handleSubmit, setError, reset } = form;
  const values = useWatch({ control }) as ProfileFormValues;
  const draft = useDraft({ key: `${user?.id ?? profile.id}:step1`, values, baseline, ready: true });

  const update = useUpdateProfile();
  const fieldsOf = useCallback(() => PROFILE_FIELDS, []);
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
    <form onSubmit={onSubmit} noValidate aria-label={t('wizard.personal.form')}>
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <ProfilePicture profile={profile} />
      <Box sx={{ mt: 3 }}>
        <ProfileFields
          control={control}
          formData={formData}
          rules="applicant"
          today={today}
          email={user?.email ?? profile.email}
        />
      </Box>
      <StepActions onBack={onBack} pending={update.isPending} />
    </form>
  );
}

/** The profile picture and its Upload Picture button (POST /api/user?type=image). */
function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [open, setOpen] = useState(false);
  const upload = useUploadProfilePicture();
  const { enqueueSnackbar } = useSnackbar();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={profile.prof_pic_url ?? undefined}
        alt={profile.prof_pic_url ? t('wizard.personal.pictureOf', { name }) : undefined}
        sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {profile.first_name?.[0]}
        {profile.last_name?.[0]}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.personal.picture')}
        </Typography>
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
          {t('wizard.personal.upload')}
        </Button>
      </Stack>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('wizard.personal.uploadTitle')}
        accept="image/*"
        onUpload={async ([file]) => {
          if (!file) return;
          // A failure keeps the dialog open with the reason (spec 1 §8: no snackbar for a failed upload).
          await upload.mutateAsync(file);
          enqueueSnackbar(tm(MSG.imageUploaded), { variant: 'success' });
        }}
      />
    </Stack>
  );
}
