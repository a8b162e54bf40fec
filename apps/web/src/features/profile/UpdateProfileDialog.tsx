import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { todayInNairobi } from '@portal/contract/dates';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import type { Profile, ProfileInput } from '@portal/contract/users';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { placeFieldErrors } from '../../lib/form-errors';
import { sessionKey } from '../../lib/session-api';
import { profileKey } from './api/profile';
import { updateProfile } from './api/update-profile';
import { ProfileFields } from './ProfileFields';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  type ProfileRules,
  profileFormValues,
  profileResolver,
} from './profile-form';

/** Profile dialog width (spec 3 §9). */
const PROFILE_DIALOG_WIDTH = 1200;

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
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: useMemo(() => profileResolver(rules, today), [rules, today]),
    mode: 'all',
    defaultValues: profileFormValues(profile, rules),
  });
  const { control, handleSubmit, reset, setError, formState, trigger } = form;

  useEffect(() => {
    if (open) {
      reset(profileFormValues(profile, rules));
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
    if (outcome.status === 'failed') placeFieldErrors(outcome.fieldErrors, setError, PROFILE_FIELDS);
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
          <Box sx={{ pt: 1 }}>
            <ProfileFields control={control} formData={formData} rules={rules} today={today} />
          </Box>
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
