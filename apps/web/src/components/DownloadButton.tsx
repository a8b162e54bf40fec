import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { saveBlob } from '../lib/download';
import type { HttpFile } from '../lib/http';
import { describeError } from './useConfirmedAction';

type DownloadButtonProps = {
  /** 'Download CSV', 'Download PDF'. */
  children: string;
  /** Fetches the file (with the bearer token). */
  fetchFile: () => Promise<HttpFile>;
  /** The name to save under when the server sends none. */
  fallbackName: string;
  /** Say nothing when the download fails (the application PDF, spec 2 §8). */
  silentFailure?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/**
 * Fetches a file from the API and saves it under the server's file name (Content-Disposition).
 * While it downloads the button is busy and disabled, so a second click does not start another.
 */
export function DownloadButton({
  children,
  fetchFile,
  fallbackName,
  silentFailure = false,
  variant = 'outlined',
  size,
}: DownloadButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? fallbackName),
    onError: (error) => {
      if (!silentFailure) enqueueSnackbar(describeError(error).message, { variant: 'error' });
    },
  });
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      aria-busy={mutation.isPending}
      startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {children}
    </Button>
  );
}
