import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MSG } from '@portal/contract/messages';

type LoadErrorProps = {
  onRetry: () => void;
  /** Defaults to the generic MSG.error. */
  message?: string;
  sx?: SxProps<Theme>;
};

/** A failed load: the error and a Retry button. */
export function LoadError({ onRetry, message = MSG.error, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
