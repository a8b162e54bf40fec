import Alert from '@mui/material/Alert';
import { MSG } from '@portal/contract/messages';

/** Shown in place of a screen the user may not open (the route itself only needs sign-in). */
export function NoAccess({ message = MSG.noAccess }: { message?: string }) {
  return (
    <Alert severity="info" sx={{ maxWidth: 640 }}>
      {message}
    </Alert>
  );
}
