import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SessionUser } from '@portal/contract/auth';
import { SIGN_IN_DIALOG_WIDTH } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { tk } from '../../lib/i18n/i18n';
import type { SignInMode } from '../../lib/sign-in-dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const TITLES = {
  login: tk('auth.titles.login'),
  create: tk('auth.titles.create'),
  password: tk('auth.titles.password'),
} satisfies Record<SignInMode, string>;

interface Props {
  open: boolean;
  mode: SignInMode;
  onModeChange(mode: SignInMode): void;
  onClose(): void;
  onSignedIn(token: string, user: SessionUser): void;
}

/** The sign-in popup (spec 1 §2.3): persistent, 700 px wide, three modes. Full screen on phones. */
export function SignInDialog({ open, mode, onModeChange, onClose, onSignedIn }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = 'sign-in-dialog-title';
  const { t } = useTranslation();

  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      // Persistent: only the close button or Escape closes it, not a click outside.
      onClose={(_e, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : SIGN_IN_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        {mode === 'login' ? (
          <IconButton aria-label={t('auth.closeSignIn')} onClick={onClose} edge="start">
            <ArrowBack />
          </IconButton>
        ) : (
          <IconButton aria-label={t('auth.backToSignIn')} onClick={() => onModeChange('login')} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Box component="span" sx={{ flex: 1 }}>
          {t(TITLES[mode])}
        </Box>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {mode === 'login' && (
          <LoginForm
            onSignedIn={onSignedIn}
            onCreate={() => onModeChange('create')}
            onForgot={() => onModeChange('password')}
          />
        )}
        {mode === 'create' && (
          <RegisterForm onDone={() => onModeChange('login')} onLogin={() => onModeChange('login')} />
        )}
        {mode === 'password' && <ForgotPasswordForm onDone={() => onModeChange('login')} />}
      </DialogContent>
    </Dialog>
  );
}
