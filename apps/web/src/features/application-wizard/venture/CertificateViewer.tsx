import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIALOG_WIDTH } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import type { CertificateField } from '@portal/contract/ventures';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { isClientError } from '../../../lib/http';
import { useMessage } from '../../../lib/i18n/messages';
import { useCertificateFile } from '../api/certificate-file';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useOwnApplication } from '../api/own-application';

type CertificateViewerProps = {
  open: boolean;
  onClose: () => void;
  /** Called once the certificate is deleted (before the dialog closes). */
  onDeleted?: () => void;
  ventureId: number;
  field: CertificateField;
  /** The stored file name: a new upload is a new file. */
  fileName: string;
  /** Staff and judges read the certificate: Print and Close only, no Delete. */
  readOnly?: boolean;
};

/**
 * A private certificate in a dialog (600 px, full screen on a phone): fetched with the bearer
 * token into a blob URL, shown in a frame (PDF) or as a picture, with Print and, for its owner,
 * Delete (`readOnly` leaves Delete out: the application detail of staff and judges). The blob
 * URL is revoked when the dialog closes.
 */
export function CertificateViewer({
  open,
  onClose,
  onDeleted,
  ventureId,
  field,
  fileName,
  readOnly = false,
}: CertificateViewerProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { maxWidth: DIALOG_WIDTH } } }}
    >
      <ViewerContent
        titleId={titleId}
        onClose={onClose}
        onDeleted={onDeleted}
        ventureId={ventureId}
        field={field}
        fileName={fileName}
        fullScreen={fullScreen}
        readOnly={readOnly}
      />
    </Dialog>
  );
}

function ViewerContent({
  titleId,
  onClose,
  onDeleted,
  ventureId,
  field,
  fileName,
  fullScreen,
  readOnly,
}: Omit<CertificateViewerProps, 'open'> & { titleId: string; fullScreen: boolean }) {
  const { t } = useTranslation();
  const label = t(`wizard.certificate.${field}`);
  const file = useCertificateFile(ventureId, field, fileName, true);
  const [url, setUrl] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [deleting, setDeleting] = useState(false);

  // Made and revoked by the same effect: closing the dialog (unmounting) frees the blob.
  useEffect(() => {
    if (!file.data || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file.data]);

  const type = file.data?.type ?? '';
  const isPdf = type === 'application/pdf';
  const isImage = type.startsWith('image/');

  const print = () => {
    if (!url) return;
    if (isPdf) {
      frameRef.current?.contentWindow?.print();
      return;
    }
    // A picture prints alone from a hidden frame, not the whole page.
    const frame = document.createElement('iframe');
    frame.title = t('wizard.certificate.printTitle', { label });
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
    frame.src = url;
    frame.onload = () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      setTimeout(() => frame.remove(), 60_000);
    };
    document.body.appendChild(frame);
  };

  return (
    <>
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: { xs: 1, sm: 2 } }}>
        {file.isError ? (
          <LoadError
            message={isClientError(file.error) ? file.error.message : MSG.error}
            onRetry={() => file.refetch()}
          />
        ) : !url ? (
          <Box
            role="status"
            aria-label={t('wizard.certificate.loading', { label })}
            sx={{ display: 'grid', placeItems: 'center', py: 8 }}
          >
            <CircularProgress />
          </Box>
        ) : isPdf ? (
          <>
            <Box
              component="iframe"
              ref={frameRef}
              src={`${url}#navpanes=0&view=FitH`}
              title={label}
              sx={{ border: 0, width: '100%', flex: 1, minHeight: fullScreen ? 0 : '65vh', bgcolor: 'grey.100' }}
            />
            {/* Some phone browsers show no PDF inside a page: the file can be opened on its own. */}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('wizard.certificate.notShowing')}{' '}
              <Link href={url} target="_blank" rel="noopener" download={fileName}>
                {t('wizard.certificate.open')}
              </Link>
            </Typography>
          </>
        ) : isImage ? (
          <Box
            component="img"
            src={url}
            alt={label}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: fullScreen ? 'none' : '70vh', mx: 'auto' }}
          />
        ) : (
          <Alert severity="info">
            {t('wizard.certificate.cannotShow')}{' '}
            <a href={url} download={fileName}>
              {t('wizard.certificate.download')}
            </a>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
        {!readOnly && (
          <DeleteButton
            ventureId={ventureId}
            field={field}
            onDeleted={onDeleted}
            onClose={onClose}
            onPending={setDeleting}
          />
        )}
        <Button startIcon={<PrintIcon />} onClick={print} disabled={!url || deleting} sx={{ ml: 'auto' }}>
          {t('wizard.certificate.print')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('wizard.certificate.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The owner's Delete: asks first, deletes, says so and closes the viewer. */
function DeleteButton({
  ventureId,
  field,
  onDeleted,
  onClose,
  onPending,
}: {
  ventureId: number;
  field: CertificateField;
  onDeleted?: () => void;
  onClose: () => void;
  onPending: (pending: boolean) => void;
}) {
  const confirm = useConfirm();
  const { t } = useTranslation();
  const tm = useMessage();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteCertificate();
  // A submitted application needs the certificate: deleting is how she replaces it, so warn.
  const submitted = useOwnApplication().data?.status === 1;

  const onDelete = async () => {
    const message = submitted ? MSG.confirmDeleteSubmittedCertificate : MSG.confirmDeleteCertificate;
    // The dialog says a contract message in the current language itself.
    if (!(await confirm({ message, destructive: true, confirmText: t('wizard.certificate.delete') }))) return;
    onPending(true);
    try {
      onDeleted?.();
      await remove.mutateAsync({ ventureId, field });
      enqueueSnackbar(tm(MSG.certificateDeleted), { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(tm(isClientError(error) && error.message ? error.message : MSG.error), { variant: 'error' });
    } finally {
      onPending(false);
    }
  };

  return (
    <Button
      color="error"
      startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" /> : <DeleteIcon />}
      onClick={onDelete}
      disabled={remove.isPending}
    >
      {t('wizard.certificate.delete')}
    </Button>
  );
}
