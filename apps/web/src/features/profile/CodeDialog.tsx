import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currentPassword } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG, totpCode } from '@portal/contract/two-factor';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/http';
import { CurrentPasswordField } from './CurrentPasswordField';

interface Props {
  open: boolean;
  title: string;
  /** What comes before the code field (the QR code during set-up). */
  children?: ReactNode;
  action: string;
  /** Also asks for her current password (turning two-step sign-in off), sent with the code. */
  askPassword?: boolean;
  /** Sends the code (and the password when asked); answers recovery codes to show once, or nothing. */
  onCode(code: string, password: string): Promise<string[] | undefined>;
  onClose(): void;
}

/**
 * A step that needs the current code from her app (confirming the set-up, new recovery codes,
 * turning it off), then the recovery codes when the step made new ones: shown once.
 */
export function CodeDialog({ open, title, children, action, askPassword, onCode, onClose }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordWrong, setPasswordWrong] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    setPassword('');
    setPasswordWrong(null);
    setCodes(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = totpCode.safeParse(code);
    const missingPassword = askPassword && !currentPassword.safeParse(password).success;
    setError(parsed.success ? null : TWO_FACTOR_MSG.codeFormat);
    setPasswordWrong(missingPassword ? MSG.required : null);
    if (!parsed.success || missingPassword) return;
    setBusy(true);
    try {
      const fresh = await onCode(parsed.data, password);
      if (fresh) setCodes(fresh);
      else close();
    } catch (err) {
      // A wrong password is said under its field; anything else (a wrong code, too many tries) under the code.
      const onPassword = err instanceof ApiError ? err.errors?.current_password : undefined;
      if (onPassword) setPasswordWrong(onPassword);
      else setError(err instanceof ApiError ? (err.errors?.code ?? err.message) : TWO_FACTOR_MSG.codeWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={codes ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{codes ? 'Your recovery codes' : title}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">
                Save these ten codes somewhere safe (print them, or keep them in a password manager). Each one signs you
                in once if you lose your phone. They are shown only now.
              </Alert>
              <Box
                component="ul"
                aria-label="Recovery codes"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 3 }}
              >
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              I have saved them
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              {children}
              {askPassword && <CurrentPasswordField value={password} onChange={setPassword} error={passwordWrong} />}
              <Typography>Enter the 6-digit code your authenticator app shows now.</Typography>
              <TextField
                label="Code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                error={Boolean(error)}
                helperText={error ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" loading={busy}>
              {action}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
