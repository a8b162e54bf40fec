import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_DOCUMENT_BYTES } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import { CERTIFICATES, type CertificateField, type Venture } from '@portal/contract/ventures';
import { useSnackbar } from 'notistack';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDialog } from '../../../components/UploadDialog';
import { useMessage } from '../../../lib/i18n/messages';
import { useUploadVentureFile } from '../api/upload-venture-file';
import { CertificateViewer } from './CertificateViewer';

const UPLOADED: Record<CertificateField, string> = {
  cr12: MSG.cr12Uploaded,
  registration_cetificate: MSG.registrationCertificateUploaded,
};

type CertificateRowProps = {
  venture: Venture | null;
  field: CertificateField;
  /** The save's check failed here ('Please upload a CR12 Certificate'). */
  error?: string;
  onUploaded: () => void;
  /** The row's button, for the focus after a failed check. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
};

/** One certificate (spec 1 §2.15): Upload when absent; View (with Print and Delete) when present. */
export function CertificateRow({ venture, field, error, onUploaded, buttonRef }: CertificateRowProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const { upload: uploadType } = CERTIFICATES[field];
  const label = t(`wizard.certificate.${field}`);
  const stored = venture?.[field] ?? null;
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState(false);
  const upload = useUploadVentureFile();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const errorId = useId();
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = buttonRef ?? ownRef;

  // After a delete the viewer is gone with its View button: the focus goes to Upload.
  const deleted = useRef(false);
  useEffect(() => {
    if (!stored && deleted.current) {
      deleted.current = false;
      ref.current?.focus();
    }
  }, [stored, ref]);

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      sx={{ p: 2, borderColor: error ? 'error.main' : undefined }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
            {label} <span aria-hidden="true">*</span>
          </Typography>
          {stored ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
              <CheckCircleIcon fontSize="small" />
              <Typography variant="body2">{t('wizard.certificate.uploaded')}</Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('wizard.certificate.hint')}
            </Typography>
          )}
        </div>
        {stored && venture ? (
          <Button
            ref={ref}
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={() => setViewing(true)}
            sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
          >
            {t('wizard.certificate.view', { label })}
          </Button>
        ) : (
          <Button
            ref={ref}
            variant="outlined"
            color={error ? 'error' : 'primary'}
            startIcon={<UploadFileIcon />}
            onClick={() => setUploading(true)}
            aria-describedby={error ? errorId : undefined}
            sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
          >
            {t('wizard.certificate.upload', { label })}
          </Button>
        )}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error sx={{ mt: 1 }}>
          {tm(error)}
        </FormHelperText>
      )}
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        title={t('wizard.certificate.upload', { label })}
        accept=".pdf,application/pdf,image/*"
        maxBytes={MAX_DOCUMENT_BYTES}
        onUpload={async ([file]) => {
          if (!file) return;
          await upload.mutateAsync({ type: uploadType, file });
          enqueueSnackbar(tm(UPLOADED[field]), { variant: 'success' });
          onUploaded();
        }}
      />
      {stored && venture && (
        <CertificateViewer
          open={viewing}
          onClose={() => setViewing(false)}
          onDeleted={() => {
            deleted.current = true;
          }}
          ventureId={venture.id}
          field={field}
          fileName={stored}
        />
      )}
    </Paper>
  );
}
