import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH, MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http';
import { useMessage } from '../lib/i18n/messages';
import { shrinkImage } from '../lib/shrink-image';
import { observeUploads } from '../lib/upload-progress';
import { describeError } from './useConfirmedAction';

type UploadDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** As for <input accept>: 'image/*', '.pdf,image/*', 'video/*'. */
  accept: string;
  /** Size limit per file (default MAX_IMAGE_BYTES, 5 MB). */
  maxBytes?: number;
  multiple?: boolean;
  /** Does the upload (and its snackbar); reject to keep the dialog open. The dialog closes on success. */
  onUpload: (files: File[]) => Promise<void>;
  /** Label of the upload button (default 'Upload' in the page's language). */
  submitText?: string;
};

/** 5242880 -> '5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Does the file match an accept list ('image/*', '.pdf', 'application/pdf')? */
export function accepts(accept: string, file: File): boolean {
  const rules = accept
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * The upload dialog of pictures, covers, videos and documents (max width 600): a drop area that is
 * also a file picker, previews of images, 'Kindly Select a File' when none, the size limit, a
 * spinner while uploading. The server decides the type from the bytes; the checks here only spare
 * the user a wasted upload.
 */
export function UploadDialog({
  open,
  onClose,
  title,
  accept,
  maxBytes = MAX_IMAGE_BYTES,
  multiple = false,
  onUpload,
  submitText,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [files, setFiles] = useState<File[]>([]);
  // A contract message (said in the page's language), and the file it is about.
  const [error, setError] = useState<{ message: string; file?: string; cancelled?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  // A failed or cancelled upload offers Retry, with the same files.
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (open) {
      setFiles([]);
      setError(null);
      setBusy(false);
      setFailed(false);
    }
  }, [open]);

  const pick = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    const picked = multiple ? chosen : chosen.slice(0, 1);
    const wrongType = picked.find((f) => !accepts(accept, f));
    if (wrongType) {
      setError({ message: MSG.fileTypeNotAllowed.replace('{filename}', wrongType.name) });
      return;
    }
    // Photos larger than needed are made to fit before anything is sent (issue 20).
    setPreparing(true);
    const candidates = await Promise.all(picked.map((f) => shrinkImage(f, maxBytes)));
    setPreparing(false);
    const tooBig = candidates.find((f) => f.size > maxBytes);
    if (tooBig) {
      setError({ file: tooBig.name, message: MSG.fileTooLarge.replace('{limit}', formatBytes(maxBytes)) });
      return;
    }
    setError(null);
    setFailed(false);
    setFiles((prev) => {
      if (!multiple) return candidates;
      const seen = new Set(prev.map(fileKey));
      return [...prev, ...candidates.filter((f) => !seen.has(fileKey(f)))];
    });
  };

  const submit = async () => {
    if (files.length === 0) {
      setError({ message: MSG.fileRequired });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setError(null);
    setProgress(null);
    try {
      await observeUploads(
        { signal: controller.signal, onProgress: (sent, total) => setProgress({ sent, total }) },
        () => onUpload(files),
      );
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setFailed(true);
      // Cancelled: the server kept nothing (an interrupted upload is never stored); the files stay for Retry.
      if (controller.signal.aborted) setError({ message: t('upload.cancelled'), cancelled: true });
      // No answer at all: the network. Retry resumes a large file (lib/resumable-upload.ts).
      else if (e instanceof ApiError && e.status === 0) setError({ message: t('upload.connectionLost') });
      else setError({ message: describeError(e).message });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy && !preparing) void pick(e.dataTransfer.files);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: DIALOG_WIDTH, m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } },
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box
            component="label"
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              p: 3,
              border: 2,
              borderStyle: 'dashed',
              borderRadius: 2,
              borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : 'transparent',
              cursor: busy ? 'default' : 'pointer',
              textAlign: 'center',
              '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            <CloudUploadIcon color="primary" sx={{ fontSize: 40 }} />
            <Typography>
              <Trans i18nKey={multiple ? 'upload.dropMany' : 'upload.dropOne'} components={{ u: <u /> }} />
            </Typography>
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t(multiple ? 'upload.limitEach' : 'upload.limit', {
                types: describeAccept(accept, { images: t('upload.images'), videos: t('upload.videos') }),
                size: formatBytes(maxBytes),
              })}
            </Typography>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={accept}
              multiple={multiple}
              disabled={busy}
              aria-describedby={hintId}
              onChange={(e) => {
                // The list is read before the input is emptied for the next pick.
                void pick(e.target.files);
                e.target.value = '';
              }}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
          </Box>

          {files.length > 0 && (
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('upload.selected')}>
              {files.map((file) => (
                <FileRow
                  key={fileKey(file)}
                  file={file}
                  disabled={busy}
                  onRemove={() => setFiles((prev) => prev.filter((f) => f !== file))}
                />
              ))}
            </Stack>
          )}

          {busy && progress && <UploadProgress {...progress} />}

          {preparing && (
            <Typography role="status" variant="body2" color="text.secondary">
              {t('upload.preparing')}
            </Typography>
          )}

          {error && (
            <Alert severity={error.cancelled ? 'info' : 'error'} role="alert">
              {error.file ? `${error.file}: ${tm(error.message)}` : tm(error.message)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {busy ? (
          <Button onClick={() => abort.current?.abort()} color="inherit">
            {t('upload.stop')}
          </Button>
        ) : (
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy || preparing}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <CloudUploadIcon />}
        >
          {busy ? t('upload.uploading') : failed ? t('upload.retry') : (submitText ?? t('upload.upload'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The bytes sent so far, as a bar screen readers hear (its value) and as words. */
function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <Stack spacing={0.5}>
      <LinearProgress variant="determinate" value={percent} aria-label={t('upload.progress')} />
      <Typography variant="body2" color="text.secondary" aria-hidden="true">
        {t('upload.sent', { percent, sent: formatBytes(sent), total: formatBytes(total) })}
      </Typography>
    </Stack>
  );
}

function FileRow({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const isImage = file.type.startsWith('image/');
  // Made and revoked by the same effect, so React's StrictMode re-run gets a fresh URL.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file, isImage]);
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt=""
          sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <InsertDriveFileIcon color="action" sx={{ fontSize: 40 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={file.name}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBytes(file.size)}
        </Typography>
      </Box>
      <IconButton aria-label={t('upload.remove', { name: file.name })} onClick={onRemove} disabled={disabled}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

const fileKey = (f: File) => `${f.name}-${f.size}-${f.lastModified}`;

/** What an accept list takes, as people read it: '.pdf,application/pdf,image/*' is 'PDF, Images'. */
export function describeAccept(accept: string, names = { images: 'Images', videos: 'Videos' }): string {
  const parts = accept.split(',').map((p) => p.trim());
  const nameOf = (p: string) => {
    if (p === 'image/*') return names.images;
    if (p === 'video/*') return names.videos;
    if (p.startsWith('.')) return p.slice(1).toUpperCase();
    // 'application/pdf' -> 'PDF', so that '.pdf,application/pdf' reads 'PDF' once.
    const sub = p.split('/')[1];
    return sub ? sub.toUpperCase() : p;
  };
  return [...new Set(parts.map(nameOf))].join(', ');
}
