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
import { TWO_FACTOR_MSG, totpCode } from '@portal/contract/two-factor';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/http';

interface Props {
  open: boolean;
  title: string;
  /** What comes before the code field (the QR code during set-up). */
  children?: ReactNode;
  action: string;
  /** Sends the code; answers recovery codes to show once, or nothing. */
  onCode(code: string): Promise<string[] | undefined>;
  onClose(): void;
}

/**
 * A step that needs the current code from her app (confirming the set-up, new recovery codes,
 * turning it off), then the recovery codes when the step made new ones: shown once.
 */
export function CodeDialog({ open, title, children, action, onCode, onClose }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    setCodes(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = totpCode.safeParse(code);
    if (!parsed.success) return setError(TWO_FACTOR_MSG.codeFormat);
    setBusy(true);
    try {
      const fresh = await onCode(parsed.data);
      if (fresh) setCodes(fresh);
      else close();
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors?.code ?? err.message) : TWO_FACTOR_MSG.codeWrong);
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
