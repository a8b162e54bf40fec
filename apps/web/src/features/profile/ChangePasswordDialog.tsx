import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIALOG_WIDTH } from '@portal/contract/constants';
import { type PasswordChangeForm, passwordChangeForm } from '@portal/contract/users';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { placeFieldErrors } from '../../lib/form-errors';
import { PasswordField } from '../auth';
import { useChangePassword } from './api/change-password';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const empty: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };
const resolver = zodResolver(passwordChangeForm) as unknown as Resolver<PasswordChangeForm>;

/**
 * Change Password (spec 3 §2.11, §5; width 600): current, new and confirmation ('New Password and
 * Confirm Password do not Match'); the new one follows the password policy. A wrong current
 * password answers 'Current Password does not match with our records'.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const { control, handleSubmit, reset, setError, formState } = useForm<PasswordChangeForm>({
    resolver,
    mode: 'all',
    defaultValues: empty,
  });
  const change = useChangePassword();

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    const outcome = await change.run({ current_password, new_password });
    if (outcome.status === 'done') return onClose();
    if (outcome.status === 'failed') placeFieldErrors(outcome.fieldErrors, setError, FIELDS);
  });

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <PasswordField
          {...f}
          inputRef={f.ref}
          label={label}
          required
          fullWidth
          autoComplete={autoComplete}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby="change-password-title"
    >
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('current_password', 'Current password', 'current-password')}
            {field('new_password', 'New password', 'new-password')}
            {field('confirm_password', 'Confirm new password', 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || change.isPending}
            startIcon={change.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
