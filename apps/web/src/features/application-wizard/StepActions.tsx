import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

type StepActionsProps = {
  /** Back to the previous step, without saving; absent on step 1. */
  onBack?: () => void;
  /** The submit button's text: 'Save and Continue', or 'Submit' on the last step. */
  submitText?: string;
  pending: boolean;
};

/** The foot of a step: Back (never saves) and the step's submit button, full width on a phone. */
export function StepActions({ onBack, submitText, pending }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 4, justifyContent: 'space-between', '& .MuiButton-root': { minHeight: 48 } }}
    >
      {onBack ? (
        <Button onClick={onBack} variant="outlined" color="inherit" startIcon={<ArrowBackIcon />} disabled={pending}>
          {t('wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitText ?? t('wizard.saveAndContinue')}
      </Button>
    </Stack>
  );
}
