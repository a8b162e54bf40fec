import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { activateAccount, activateKey } from '../features/auth/api/activate';
import { ApiError } from '../lib/http';
import { useMessage } from '../lib/i18n/messages';
import { useSession } from '../lib/session';
import { useSignInDialog } from '../lib/sign-in-dialog';
import { AuthCard } from './AuthCard';

/** `/activate/:token`: the mailed activation link. Activates, says so, and opens the sign-in popup. */
export default function ActivateScreen() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const signIn = useSignInDialog();
  const { t } = useTranslation();
  const tm = useMessage();
  // A query, not an effect: it runs once per token even when React mounts twice in development.
  const activation = useQuery({
    queryKey: activateKey(token),
    queryFn: () => activateAccount(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const opened = useRef(false);
  useEffect(() => {
    if (activation.isSuccess && !user && !opened.current) {
      opened.current = true;
      signIn.open('login');
    }
  }, [activation.isSuccess, user, signIn]);

  return (
    <AuthCard title={t('auth.activate.title')}>
      {activation.isPending && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress aria-label={t('auth.activate.activating')} />
          <Typography>{t('auth.activate.activating')}</Typography>
        </Stack>
      )}
      {activation.isSuccess && (
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircle color="success" sx={{ fontSize: 56 }} />
          <Typography role="status">{tm(activation.data?.message || MSG.activated)}</Typography>
          {!user && (
            <Button variant="contained" size="large" fullWidth onClick={() => signIn.open('login')}>
              {t('auth.login.submit')}
            </Button>
          )}
          <Button component={RouterLink} to="/" fullWidth>
            {t('common.home')}
          </Button>
        </Stack>
      )}
      {activation.isError && (
        <Stack spacing={3}>
          <Alert severity="error" role="alert">
            {activation.error instanceof ApiError && activation.error.status >= 400 && activation.error.status < 500
              ? tm(activation.error.message)
              : t('msg.error')}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
            {t('common.home')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
