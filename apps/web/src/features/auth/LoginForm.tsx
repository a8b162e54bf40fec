import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LoginAnswer, loginBody } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { login } from './api/login';
import { CodeStep } from './CodeStep';
import { fieldProps } from './field-props';
import { PasswordField } from './PasswordField';
import { FormFailure, useFormFailure } from './use-form-failure';

interface Props {
  onSignedIn(token: string, user: LoginAnswer['user']): void;
  onCreate(): void;
  onForgot(): void;
}

export function LoginForm({ onSignedIn, onCreate, onForgot }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { failure, clear, fail } = useFormFailure(setError, ['email', 'password'], {
    fallback: MSG.loginFailed,
    serverMessage: (err) => err.status === 429,
  });

  // Set when the password was right for an account with two-step sign-in: the code step shows.
  const [challenge, setChallenge] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) =>
      'two_factor_required' in answer ? setChallenge(answer.challenge) : onSignedIn(answer.token, answer.user),
    onError: fail,
  });

  const onSubmit = handleSubmit((values) => {
    clear();
    mutation.mutate(values);
  });

  if (challenge) return <CodeStep challenge={challenge} onSignedIn={onSignedIn} onBack={() => setChallenge(null)} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.login.form')}>
      <Stack spacing={1}>
        <Typography color="text.secondary">{t('auth.login.intro')}</Typography>
        <FormFailure message={failure} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...fieldProps(register, errors, 'email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...fieldProps(register, errors, 'password')}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Link component="button" type="button" onClick={onForgot} underline="hover">
            {t('auth.login.forgot')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Typography align="center" sx={{ pt: 1 }}>
          {t('auth.login.newHere')}{' '}
          <Link
            component="button"
            type="button"
            onClick={onCreate}
            underline="hover"
            sx={{ verticalAlign: 'baseline' }}
          >
            {t('auth.login.create')}
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
