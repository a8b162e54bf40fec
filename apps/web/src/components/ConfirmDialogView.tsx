import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/i18n/messages';
import type { Pending } from './ConfirmDialog';

/** The dialog of ConfirmProvider (loaded on the first question). */
export default function ConfirmDialogView({
  open,
  pending,
  messageId,
  settle,
  onExited,
}: {
  open: boolean;
  pending: Pending | null;
  messageId: string;
  settle(ok: boolean): void;
  onExited(): void;
}) {
  // The defaults and a contract message in the current language (an applicant's dialog); the
  // staff console's own wordings show as they came.
  const { t } = useTranslation();
  const tm = useMessage();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-describedby={messageId}
      onClose={() => settle(false)}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{pending?.title ?? t('common.pleaseConfirm')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{tm(pending?.message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settle(false)} autoFocus={pending?.destructive === true} color="inherit">
          {pending?.cancelText ?? t('common.cancel')}
        </Button>
        <Button
          onClick={() => settle(true)}
          autoFocus={pending?.destructive !== true}
          variant="contained"
          color={pending?.destructive ? 'error' : 'primary'}
        >
          {pending?.confirmText ?? t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
