import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerForm as registerFormSchema } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n/locale';
import { useMessage } from '../../lib/i18n/messages';
import { register as registerAccount } from './api/register';
import { fieldProps } from './field-props';
import { PasswordField } from './PasswordField';
import { FormFailure, useFormFailure } from './use-form-failure';

const FIELDS = ['f_name', 'm_name', 'l_name', 'phone_number', 'email', 'password', 'confirm_password'] as const;

export function RegisterForm({ onDone, onLogin }: { onDone(): void; onLogin(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const tm = useMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      f_name: '',
      m_name: '',
      l_name: '',
      phone_number: '',
      email: '',
      password: '',
      confirm_password: '',
    },
  });
  const { failure, clear, fail } = useFormFailure(setError, FIELDS, {
    fallback: MSG.registerFailed,
    serverMessage: (err) => err.status === 409 || err.status === 429,
    quietOnFieldErrors: true,
  });

  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (answer) => {
      enqueueSnackbar(tm(answer?.message || MSG.registered), { variant: 'success' });
      onDone();
    },
    onError: fail,
  });

  const onSubmit = handleSubmit((values) => {
    clear();
    const { confirm_password: _confirm, ...body } = values;
    mutation.mutate({ ...body, locale: currentLocale() });
  });

  const f = (name: (typeof FIELDS)[number], options?: Parameters<typeof register>[1]) =>
    fieldProps(register, errors, name, options);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.register.form')}>
      <Stack spacing={1}>
        <Typography color="text.secondary">{t('auth.register.intro')}</Typography>
        <FormFailure message={failure} />
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t('auth.register.firstName')} autoComplete="given-name" required {...f('f_name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t('auth.register.middleName')} autoComplete="additional-name" {...f('m_name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t('auth.register.lastName')} autoComplete="family-name" required {...f('l_name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('auth.register.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              {...f('phone_number')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('auth.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              {...f('email')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label={t('auth.password')}
              autoComplete="new-password"
              required
              {...f('password', { deps: ['confirm_password'] })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              required
              {...f('confirm_password')}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary">
          {t('auth.register.passwordRules')}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={!isValid} loading={mutation.isPending}>
          {t('auth.register.submit')}
        </Button>
        <Typography align="center" sx={{ pt: 1 }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component="button" type="button" onClick={onLogin} underline="hover" sx={{ verticalAlign: 'baseline' }}>
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
