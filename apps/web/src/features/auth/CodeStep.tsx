import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LoginAnswer } from '@portal/contract/auth';
import { loginCodeBody, TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginWithCode } from './api/login';
import { fieldProps } from './field-props';
import { FormFailure, useFormFailure } from './use-form-failure';

interface Props {
  challenge: string;
  onSignedIn(token: string, user: LoginAnswer['user']): void;
  /** Back to the password step (the challenge expired, or she wants another account). */
  onBack(): void;
}

/** The sign-in's second step for an account with two-step sign-in: the app's code or a recovery code. */
export function CodeStep({ challenge, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginCodeBody),
    mode: 'onSubmit',
    defaultValues: { challenge, code: '' },
  });
  const { failure, clear, fail } = useFormFailure(setError, ['code'], { fallback: TWO_FACTOR_MSG.codeWrong });
  const mutation = useMutation({
    mutationFn: (code: string) => loginWithCode({ challenge, code }),
    onSuccess: (answer) => onSignedIn(answer.token, answer.user),
    onError: fail,
  });
  const onSubmit = handleSubmit((values) => {
    clear();
    mutation.mutate(values.code);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.code.form')}>
      <Stack spacing={1}>
        <Typography color="text.secondary">{t('auth.code.intro')}</Typography>
        <FormFailure message={failure} />
        <TextField
          label={t('auth.code.label')}
          autoComplete="one-time-code"
          autoFocus
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40, autoCapitalize: 'off', spellCheck: false } }}
          {...fieldProps(register, errors, 'code')}
        />
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.code.submit')}
        </Button>
        <Button type="button" onClick={onBack}>
          {t('auth.code.back')}
        </Button>
      </Stack>
    </form>
  );
}
