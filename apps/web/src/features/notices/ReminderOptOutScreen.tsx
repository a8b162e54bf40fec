import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { optOutOfReminders } from './api/reminder-opt-out';

/**
 * `/reminders/stop/:token`: the link of a deadline reminder. No sign-in: the founder confirms with
 * a button (a mail scanner that opens links must not stop her reminders), and the page says it is
 * done. In English and Kiswahili, as the reminders are.
 */
export default function ReminderOptOutScreen() {
  const { token = '' } = useParams();
  const stop = useMutation({ mutationFn: () => optOutOfReminders(token) });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            Reminder mails · Vikumbusho
          </Typography>
          {stop.isSuccess ? (
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
              <CheckCircle color="success" sx={{ fontSize: 56 }} />
              <Typography>{stop.data.message}</Typography>
              <Typography lang="sw">Hutatumiwa tena vikumbusho.</Typography>
            </Stack>
          ) : (
            <>
              <Typography>
                Stop the mails that remind you of the application deadline? Other mails about your application still
                come.
              </Typography>
              <Typography lang="sw">
                Ungependa kuacha kupokea barua pepe za kukukumbusha tarehe ya mwisho ya maombi? Barua nyingine kuhusu
                maombi yako bado zitakufikia.
              </Typography>
              {stop.isError && <Alert severity="error">{stop.error.message}</Alert>}
              <Button variant="contained" size="large" onClick={() => stop.mutate()} disabled={stop.isPending}>
                Stop reminders · Acha vikumbusho
              </Button>
            </>
          )}
          <Button component={RouterLink} to="/">
            Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
