import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { PageHeading } from '../PageHeading';

type FormCardProps = {
  title: string;
  /** None while the form cannot be filled in yet (its form data loading or failed). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Save stays disabled while the form is invalid (spec 3 §5) or saving. */
  canSave?: boolean;
  pending?: boolean;
  children: ReactNode;
  maxWidth?: number;
};

const noSubmit: FormEventHandler<HTMLFormElement> = (e) => e.preventDefault();

/**
 * The frame of every admin create/edit form: title, fields, Cancel and Save (with a spinner).
 * `useAdminForm(...).card` gives it everything but the children and the width.
 */
export function FormCard({
  title,
  onSubmit = noSubmit,
  onCancel,
  canSave = false,
  pending = false,
  children,
  maxWidth = 900,
}: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
      <PageHeading>{title}</PageHeading>
      <Box sx={{ mb: 3 }} />
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
