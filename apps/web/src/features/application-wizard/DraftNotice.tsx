import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MSG } from '@portal/contract/messages';
import type { Draft } from './use-draft';

/** "You have unsaved changes from ...": Restore puts them back into the form, Discard drops them. */
export function DraftNotice<T>({ draft, onRestore }: { draft: Draft<T>; onRestore: (values: T) => void }) {
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
            Restore
          </Button>
          <Button color="inherit" size="small" onClick={draft.discard}>
            Discard
          </Button>
        </Stack>
      }
      sx={{ mb: 2 }}
    >
      {MSG.draftFound.replace('{when}', when)}
    </Alert>
  );
}
