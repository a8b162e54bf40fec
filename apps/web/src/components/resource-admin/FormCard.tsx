import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

type FormCardProps = {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Save stays disabled while the form is invalid (spec 3 §5) or saving. */
  canSave: boolean;
  pending: boolean;
  children: ReactNode;
  maxWidth?: number;
};

/** The frame of every admin create/edit form: title, fields, Cancel and Save (with a spinner). */
export function FormCard({ title, onSubmit, onCancel, canSave, pending, children, maxWidth = 900 }: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} color="inherit" disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSave || pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
