import AssignmentIcon from '@mui/icons-material/Assignment';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/LoadError';
import { ApplicationStanding, ApplicationStandingSkeleton, useApplicationStanding } from '../application-wizard';

/** The home page's "My application" card for a signed-in founder: where she stands, and what to do next. */
export default function MyApplicationCard() {
  const { standing, failed, retry } = useApplicationStanding();
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="my-application-title" sx={{ py: { xs: 3, md: 4 } }}>
      <Card variant="outlined" sx={{ borderRadius: 3, borderColor: 'primary.light' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <AssignmentIcon color="primary" aria-hidden />
            <Typography id="my-application-title" variant="h5" component="h2">
              My application
            </Typography>
          </Stack>
          {standing?.program && (
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
              {standing.program.name}
            </Typography>
          )}
          {failed ? (
            <LoadError onRetry={retry} />
          ) : standing ? (
            <ApplicationStanding standing={standing} />
          ) : (
            <ApplicationStandingSkeleton />
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
