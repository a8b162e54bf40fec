import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
      <DialogTitle>{pending?.title ?? 'Please confirm'}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{pending?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settle(false)} autoFocus={pending?.destructive === true} color="inherit">
          {pending?.cancelText ?? 'Cancel'}
        </Button>
        <Button
          onClick={() => settle(true)}
          autoFocus={pending?.destructive !== true}
          variant="contained"
          color={pending?.destructive ? 'error' : 'primary'}
        >
          {pending?.confirmText ?? 'Yes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
