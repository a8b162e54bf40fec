import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resetRequestBody } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/i18n/messages';
import { requestPasswordReset } from './api/password-reset';
import { fieldProps } from './field-props';
import { FormFailure, useFormFailure } from './use-form-failure';

export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const tm = useMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetRequestBody), mode: 'onTouched', defaultValues: { email: '' } });
  const { failure, clear, fail } = useFormFailure(setError, ['email']);

  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => {
      enqueueSnackbar(tm(answer?.message || MSG.resetLinkSent), { variant: 'success' });
      onDone();
    },
    onError: fail,
  });

  const onSubmit = handleSubmit((values) => {
    clear();
    mutation.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.form')}>
      <Stack spacing={1}>
        <Typography color="text.secondary">{t('auth.forgot.intro')}</Typography>
        <FormFailure message={failure} />
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...fieldProps(register, errors, 'email')}
        />
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
