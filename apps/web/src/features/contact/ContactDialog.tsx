import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CONTACT_DIALOG_WIDTH } from '@portal/contract/constants';
import { contactBody } from '@portal/contract/contact';
import { MSG } from '@portal/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/RichTextEditor';
import { placeFieldErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { useMessage } from '../../lib/i18n/messages';
import { sendContact } from './api/send-contact';

const TITLE_ID = 'contact-dialog-title';

/** The contact popup (spec 1 §2.4): Subject and a rich-text Message; Send is disabled while invalid. */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const tm = useMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm({ resolver: zodResolver(contactBody), mode: 'onChange', defaultValues: { subject: '', message: '' } });

  const mutation = useMutation({
    mutationFn: sendContact,
    onSuccess: () => {
      enqueueSnackbar(tm(MSG.contactSent), { variant: 'success' });
      reset();
      onClose();
    },
    onError: (err) => {
      const api = err instanceof ApiError ? err : undefined;
      placeFieldErrors(api?.errors, setError, ['subject', 'message']);
      // Too many messages: the server says when to try again; any other failure keeps the spec's words.
      enqueueSnackbar(tm(api?.status === 429 ? api.message : MSG.contactFailed), { variant: 'error' });
    },
  });

  const { ref: subjectRef, ...subject } = register('subject');

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : CONTACT_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('contact.title')}
        </Box>
        <IconButton aria-label={t('common.close')} onClick={onClose} disabled={mutation.isPending}>
          <Close />
        </IconButton>
      </DialogTitle>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={t('contact.subject')}
              required
              inputRef={subjectRef}
              {...subject}
              error={Boolean(errors.subject)}
              helperText={tm(errors.subject?.message)}
              disabled={mutation.isPending}
            />
            <Controller
              control={control}
              name="message"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('contact.message')}
                  value={field.value}
                  onChange={(html) => field.onChange(html)}
                  error={Boolean(fieldState.error)}
                  helperText={tm(fieldState.error?.message)}
                  disabled={mutation.isPending}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid} loading={mutation.isPending}>
            {t('common.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
