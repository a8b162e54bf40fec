import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginBody } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/http';
import { login } from './api/login';
import { fieldProps } from './field-props';
import { PasswordField } from './PasswordField';
import { applyServerErrors } from './server-errors';

interface Props {
  onSignedIn(token: string, user: Awaited<ReturnType<typeof login>>['user']): void;
  onCreate(): void;
  onForgot(): void;
}

export function LoginForm({ onSignedIn, onCreate, onForgot }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => onSignedIn(answer.token, answer.user),
    onError: (err) => {
      applyServerErrors(err, setError, ['email', 'password']);
      const message = err instanceof ApiError && err.status === 429 ? err.message : MSG.loginFailed;
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={1}>
        <Typography color="text.secondary">Sign in to apply to the programme or to reach your account.</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...fieldProps(register, errors, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...fieldProps(register, errors, 'password')}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Link component="button" type="button" onClick={onForgot} underline="hover">
            Forgot password?
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          Sign In
        </Button>
        <Typography align="center" sx={{ pt: 1 }}>
          New here?{' '}
          <Link
            component="button"
            type="button"
            onClick={onCreate}
            underline="hover"
            sx={{ verticalAlign: 'baseline' }}
          >
            Create an account
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
