import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Draft } from './use-draft';

/** "You have unsaved changes from ...": Restore puts them back into the form, Discard drops them. */
export function DraftNotice<T>({ draft, onRestore }: { draft: Draft<T>; onRestore: (values: T) => void }) {
  const { t } = useTranslation();
  if (!draft.offered) return null;
  const when = new Date(draft.offered.savedAt).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const values = draft.restore();
              if (values) onRestore(values);
            }}
          >
            {t('wizard.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={draft.discard}>
            {t('wizard.discard')}
          </Button>
        </Stack>
      }
      sx={{
        mb: 2,
        // On a phone the buttons go under the text rather than squeezing it.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: 'initial' } },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 4, sm: 2 }, pt: { xs: 0, sm: 0.5 } },
        '& .MuiAlert-action .MuiButton-root': { minHeight: 40 },
      }}
    >
      {t('msg.draftFound', { when })}
    </Alert>
  );
}
