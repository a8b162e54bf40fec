import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useSession } from '../../lib/session';
import {
  readTwoFactorSettings,
  resetTwoFactor,
  saveTwoFactorSettings,
  twoFactorSettingsKey,
} from './api/two-factor-admin';

/** Only a System Admin decides these (the API refuses anyone else). */
const useIsSystemAdmin = () => Boolean(useSession().user?.roles.some((r) => r.name === ROLE_SYSTEM_ADMIN));

/** The users admin's switch: two-step sign-in required for every staff account. */
export function TwoFactorRequirement() {
  const admin = useIsSystemAdmin();
  const settings = useQuery({ queryKey: twoFactorSettingsKey, queryFn: readTwoFactorSettings, enabled: admin });
  const save = useConfirmedAction({
    mutationFn: saveTwoFactorSettings,
    confirm: (v) =>
      v.require_for_staff
        ? 'Require two-step sign-in for all staff? Staff without it are sent to set it up when they next open the console.'
        : 'Stop requiring two-step sign-in for staff? Those who have it keep it.',
    success: (r) => (r.require_for_staff ? 'Two-step sign-in is now required for staff.' : 'No longer required.'),
    invalidate: [twoFactorSettingsKey],
  });
  if (!admin || !settings.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.require_for_staff}
            disabled={save.isPending}
            onChange={(_e, checked) => void save.run({ require_for_staff: checked })}
          />
        }
        label="Require two-step sign-in for all staff"
      />
      <Typography variant="body2" color="text.secondary">
        Staff are everyone with a permission beyond a founder's (judges included). Founders may turn it on from their
        profile.
      </Typography>
    </Paper>
  );
}

/** On a user's page: for someone who lost her phone and her recovery codes. */
export function TwoFactorReset({ userId, name }: { userId: number; name: string }) {
  const admin = useIsSystemAdmin();
  const reset = useConfirmedAction({
    mutationFn: resetTwoFactor,
    confirm: `Reset two-step sign-in for ${name}? She signs in with her password alone and sets it up again. Do this only once you are sure it is her asking.`,
    destructive: true,
    success: (r) => r.message,
    variant: 'warning',
  });
  if (!admin) return null;
  return (
    <Button variant="outlined" color="warning" onClick={() => void reset.run(userId)} loading={reset.isPending}>
      Reset two-step sign-in
    </Button>
  );
}
