import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetForm as resetFormSchema } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { checkResetToken, resetPassword, resetTokenKey } from '../features/auth/api/password-reset';
import { fieldProps } from '../features/auth/field-props';
import { PasswordField } from '../features/auth/PasswordField';
import { FormFailure, useFormFailure } from '../features/auth/use-form-failure';
import { ApiError } from '../lib/http';
import { useSession } from '../lib/session';
import { AuthCard } from './AuthCard';

function HomeButton({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
      {label}
    </Button>
  );
}

function ResetForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { failure, clear, fail } = useFormFailure(setError, ['password'], { fallback: MSG.resetFailed });
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: resetPassword, onError: fail });

  if (mutation.isSuccess) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} />
        <Typography role="status">{t('msg.resetDone')}</Typography>
        <HomeButton label={t('common.backHome')} />
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => {
        clear();
        mutation.mutate({ token, password });
      })}
    >
      <Stack spacing={1}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('auth.reset.intro')}
        </Typography>
        <FormFailure message={failure} />
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          required
          {...fieldProps(register, errors, 'password', { deps: ['confirm_password'] })}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          {...fieldProps(register, errors, 'confirm_password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!isValid} loading={mutation.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/reset-password/:token` (spec 1 §2.5): token check, form, success. */
export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const { user, loading } = useSession();
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: resetTokenKey(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !user,
  });

  if (user) return <Navigate to="/redirector" replace />;

  if (check.isPending || loading) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack spacing={2} aria-busy="true" aria-label={t('auth.reset.checking')}>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      </AuthCard>
    );
  }

  if (check.isError) {
    const network = check.error instanceof ApiError && (check.error.status === 0 || check.error.status >= 500);
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack spacing={3}>
          <Alert severity="error" role="alert">
            {network ? t('msg.error') : t('msg.invalidToken')}
          </Alert>
          <HomeButton label={t('common.home')} />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      <ResetForm token={token} />
    </AuthCard>
  );
}
