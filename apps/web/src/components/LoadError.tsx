import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MSG } from '@portal/contract/messages';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/i18n/messages';

type LoadErrorProps = {
  onRetry: () => void;
  /** Defaults to the generic MSG.error. */
  message?: string;
  sx?: SxProps<Theme>;
};

/** A failed load: the error and a Retry button (a contract message in the current language). */
export function LoadError({ onRetry, message = MSG.error, sx }: LoadErrorProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {tm(message)}
    </Alert>
  );
}
