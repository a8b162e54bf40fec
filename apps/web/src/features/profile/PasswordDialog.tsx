import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currentPassword } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { useState } from 'react';
import { ApiError } from '../../lib/http';
import { CurrentPasswordField } from './CurrentPasswordField';

interface Props {
  open: boolean;
  title: string;
  action: string;
  /** Sends the password; an `ApiError` (wrong password, too many tries) is shown under the field. */
  onPassword(password: string): Promise<void>;
  onClose(): void;
}

/** The server's word on a current password: its field error, else its message. */
export const passwordError = (err: unknown) =>
  err instanceof ApiError ? (err.errors?.current_password ?? err.message) : MSG.serverError;

/**
 * Her current password, asked again before a step that could lock her out (starting to set up
 * two-step sign-in): a session left open on a shared computer is not enough for it.
 */
export function PasswordDialog({ open, title, action, onPassword, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = currentPassword.safeParse(password);
    if (!parsed.success) return setError(MSG.required);
    setBusy(true);
    try {
      await onPassword(parsed.data);
      setPassword('');
      setError(null);
    } catch (err) {
      setError(passwordError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>Enter your current password to go on.</Typography>
            <CurrentPasswordField value={password} onChange={setPassword} error={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
