import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '../../app/brand';
import { useSession } from '../../app/session';
import { useSignInDialog } from '../../app/sign-in-dialog';
import { BRAND } from '../../app/theme';
import { formatDate } from '../../lib/format';
import { cohortPath, useProgramDetails } from '../programs/api/program-details';

/** The programme's components (spec 1 §1). */
const COMPONENTS = [
  { title: 'Acceleration', text: 'Hands-on support to grow your venture during the programme.' },
  { title: 'Immersive learning', text: '12 weeks of learning, with masterclasses and bootcamp sessions.' },
  {
    title: 'Mentorship and coaching',
    text: 'Mentoring and coaching sessions with the programme’s mentors and coaches.',
  },
  { title: 'Seed financing', text: 'The top 7 startups can secure an equity-free seed grant of $10,000.' },
  { title: 'Networking', text: 'Meet fellow founders and the programme’s partners.' },
];

/** The call to action under the banner, driven by the programme's details and its application flag. */
function ProgrammeCall() {
  const details = useProgramDetails();
  const { user } = useSession();
  const signIn = useSignInDialog();

  if (details.isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading programme details">
        <Skeleton variant="text" width={280} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
        <Skeleton variant="rounded" width={160} height={48} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
      </Stack>
    );
  }

  if (details.isError) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>We couldn’t load the programme’s details.</Typography>
        <Button variant="outlined" color="inherit" onClick={() => details.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  const { program, application } = details.data;
  if (program && application === 1) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontSize: '1.1rem' }} data-testid="programme-call">
          Applications for <strong>{program.name}</strong> are open until{' '}
          <strong>{formatDate(program.application_deadline)}</strong>.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button component={RouterLink} to="/cohort-8" variant="contained" color="secondary" size="large">
            Apply Now
          </Button>
          {!user && (
            <Button variant="outlined" color="inherit" size="large" onClick={() => signIn.open('create')}>
              Create an Account
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  if (program) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontSize: '1.1rem' }} data-testid="programme-call">
          Applications for <strong>{program.name}</strong> closed on{' '}
          <strong>{formatDate(program.application_deadline)}</strong>.
        </Typography>
        <Button component={RouterLink} to={cohortPath(details.data)} variant="contained" color="secondary" size="large">
          View the Cohort
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontSize: '1.1rem' }} data-testid="programme-call">
        There is no open call for applications right now. Follow our news for the next one.
      </Typography>
      <Button component={RouterLink} to="/news-feed" variant="contained" color="secondary" size="large">
        Read the News
      </Button>
    </Stack>
  );
}

/** Home (spec 1 §2.6), first cut: banner, strap line, about text and the programme's call to action. */
export default function HomeScreen() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          color: '#fff',
          background: `radial-gradient(circle at 85% 20%, rgba(216,27,96,0.55), transparent 45%), linear-gradient(135deg, ${BRAND.footer} 0%, ${BRAND.primaryDark} 45%, ${BRAND.primary} 100%)`,
          // A solid colour under the gradient: white text stays readable where gradients don't paint.
          backgroundColor: BRAND.primaryDark,
          pt: { xs: 14, md: 18 },
          pb: { xs: 8, md: 12 },
          minHeight: { md: '78vh' },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Container maxWidth="lg">
          <Typography
            sx={{
              textTransform: 'uppercase',
              letterSpacing: { xs: 1, sm: 2 },
              fontSize: { xs: '0.8rem', sm: '1rem' },
              fontWeight: 700,
              opacity: 0.9,
              mb: 1,
            }}
          >
            Women-led tech ventures · Kenya
          </Typography>
          <Typography
            id="home-title"
            component="h1"
            sx={{ fontSize: { xs: '2.2rem', sm: '3rem', md: '3.75rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            {APP_TAGLINE}
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, maxWidth: 680, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95 }}>
            The {APP_NAME} supports women-led technology ventures in Kenya with 12 weeks of learning, mentorship and
            coaching, and equity-free seed funding for the top 7 finalists. It is run with a bank, a venture-capital
            partner and a university innovation hub.
          </Typography>
          <ProgrammeCall />
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-title" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography
            id="about-title"
            component="h2"
            variant="h4"
            sx={{ mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            About the programme
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
            Founders take part in five components over the programme, followed by 6 months of post-incubation support.
          </Typography>
          <Grid container spacing={2}>
            {COMPONENTS.map((c) => (
              <Grid key={c.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography component="h3" variant="h6" sx={{ color: 'primary.main', mb: 0.5 }}>
                      {c.title}
                    </Typography>
                    <Typography color="text.secondary">{c.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Button component={RouterLink} to="/about" variant="outlined" size="large" sx={{ mt: 4 }}>
            Learn more about the programme
          </Button>
        </Container>
      </Box>
    </>
  );
}
