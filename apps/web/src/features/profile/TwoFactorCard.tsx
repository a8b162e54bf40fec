import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SetupAnswer } from '@portal/contract/two-factor';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { sessionKey } from '../../lib/session-api';
import { confirmTwoFactor, disableTwoFactor, renewRecoveryCodes, startTwoFactor } from './api/two-factor';
import { CodeDialog } from './CodeDialog';
import { PasswordDialog } from './PasswordDialog';

type Step = 'password' | 'setup' | 'renew' | 'disable' | null;

/**
 * Two-step sign-in on the profile: set it up (her current password, then a QR code and the secret
 * as text, then a current code), new recovery codes (a current code), or turn it off (her current
 * password and a current code). Open to everyone; staff may be required to have it (the System
 * Admin's setting), and then the console waits for it.
 */
export function TwoFactorCard() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>(null);
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  if (!user) return null;
  const { enabled, setup_required } = user.two_factor;
  // The console and the session's state follow at once (the guard reads `setup_required`).
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKey });

  // A refusal (wrong password, too many tries, already on) is shown under the password field.
  const begin = async (current_password: string) => {
    setSetup(await startTwoFactor({ current_password }));
    setStep('setup');
  };

  return (
    <Box component="section" aria-labelledby="two-factor-heading">
      <Stack spacing={1.5}>
        <Typography id="two-factor-heading" variant="h6" component="h2">
          Two-step sign-in
        </Typography>
        {setup_required && <Alert severity="warning">{TWO_FACTOR_MSG.setupRequired}</Alert>}
        <Typography color="text.secondary">
          {enabled
            ? 'On: after your password, the sign-in asks for the code your authenticator app shows.'
            : 'Off. With it on, a stolen password alone does not open your account: the sign-in also asks for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, ...).'}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {enabled ? (
            <>
              <Button variant="outlined" onClick={() => setStep('renew')}>
                New recovery codes
              </Button>
              <Button variant="outlined" color="error" onClick={() => setStep('disable')}>
                Turn off
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setStep('password')}>
              Set up two-step sign-in
            </Button>
          )}
        </Stack>
      </Stack>

      <PasswordDialog
        open={step === 'password'}
        title="Confirm your password"
        action="Continue"
        onPassword={begin}
        onClose={() => setStep(null)}
      />
      <CodeDialog
        open={step === 'setup'}
        title="Set up two-step sign-in"
        action="Turn on"
        onCode={async (code) => (await confirmTwoFactor(code)).recovery_codes}
        onClose={() => {
          setStep(null);
          setSetup(null);
          void refresh();
        }}
      >
        {setup && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>Scan this QR code with your authenticator app.</Typography>
            <Box component="img" src={setup.qr_svg} alt="QR code for your authenticator app" sx={{ width: 200 }} />
            <Typography variant="body2">Or type this key into the app:</Typography>
            <Typography
              data-testid="two-factor-secret"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
            >
              {setup.secret}
            </Typography>
          </Stack>
        )}
      </CodeDialog>
      <CodeDialog
        open={step === 'renew'}
        title="New recovery codes"
        action="Make new codes"
        onCode={async (code) => (await renewRecoveryCodes(code)).recovery_codes}
        onClose={() => setStep(null)}
      >
        <Typography>The old recovery codes stop working.</Typography>
      </CodeDialog>
      <CodeDialog
        open={step === 'disable'}
        title="Turn off two-step sign-in"
        action="Turn off"
        askPassword
        onCode={async (code, current_password) => {
          enqueueSnackbar((await disableTwoFactor({ code, current_password })).message, { variant: 'success' });
          await refresh();
          return undefined;
        }}
        onClose={() => setStep(null)}
      />
    </Box>
  );
}
