import Diversity3 from '@mui/icons-material/Diversity3';
import Payments from '@mui/icons-material/Payments';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BANNER_BACKGROUND } from '../../components/PageBanner';
import { APP_NAME } from '../../lib/brand';
import { useFormatDate } from '../../lib/i18n/content';
import { useSession } from '../../lib/session';
import { useSignInDialog } from '../../lib/sign-in-dialog';
import { MyApplicationSection } from '../my-application';
import { cohortPath, useProgramDetails } from '../programs';
import { type Fact, useProgrammeFacts } from '../public-pages';

const WHAT_YOU_GET_ICONS = [School, Diversity3, Payments];

// Below the fold on every screen: its code (cards, rich-text preview, news query) loads after the
// first paint instead of with it.
const NewsCarousel = lazy(() => import('../news-feed').then((m) => ({ default: m.NewsCarousel })));

/** The call to action under the banner, driven by the programme's details and its application flag. */
function ProgrammeCall() {
  const details = useProgramDetails();
  const { user } = useSession();
  const signIn = useSignInDialog();
  const { t } = useTranslation();
  const formatDay = useFormatDate();

  if (details.isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('home.loadingDetails')}>
        <Skeleton variant="text" width={280} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
        <Skeleton variant="rounded" width={160} height={48} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
      </Stack>
    );
  }

  if (details.isError) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('home.loadFailed')}</Typography>
        <Button variant="outlined" color="inherit" onClick={() => details.refetch()}>
          {t('home.tryAgain')}
        </Button>
      </Stack>
    );
  }

  const { program, application } = details.data;
  if (program && application === 1) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontSize: '1.1rem' }} data-testid="programme-call">
          <Trans
            i18nKey="home.openUntil"
            values={{ name: program.name, date: formatDay(program.application_deadline) }}
            components={{ strong: <strong />, name: <strong translate="no" /> }}
          />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button component={RouterLink} to="/cohort-8" variant="contained" color="secondary" size="large">
            {t('home.applyNow')}
          </Button>
          {!user && (
            <Button variant="outlined" color="inherit" size="large" onClick={() => signIn.open('create')}>
              {t('home.createAccount')}
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
          <Trans
            i18nKey="home.closedOn"
            values={{ name: program.name, date: formatDay(program.application_deadline) }}
            components={{ strong: <strong />, name: <strong translate="no" /> }}
          />
        </Typography>
        <Button component={RouterLink} to={cohortPath(details.data)} variant="contained" color="secondary" size="large">
          {t('home.viewCohort')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontSize: '1.1rem' }} data-testid="programme-call">
        {t('home.noCall')}
      </Typography>
      <Button component={RouterLink} to="/news-feed" variant="contained" color="secondary" size="large">
        {t('home.readNews')}
      </Button>
    </Stack>
  );
}

/**
 * Home (spec 1 §2.6): banner with the programme's call to action (the Cohort 8 announcement), the
 * strap-line strip, about text, What You Get, then the news carousel.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const facts = useProgrammeFacts();
  const strip = t('home.strip', { ...facts.values, returnObjects: true }) as unknown as {
    figure: string;
    text: string;
  }[];
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          ...BANNER_BACKGROUND,
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
            {t('home.kicker')}
          </Typography>
          <Typography
            id="home-title"
            component="h1"
            sx={{ fontSize: { xs: '2.2rem', sm: '3rem', md: '3.75rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            <span translate="no">{APP_NAME}</span>
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, maxWidth: 680, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
            {t('home.intro', { ...facts.values, partners: facts.partners })}
          </Typography>
          <ProgrammeCall />
        </Container>
      </Box>

      <MyApplicationSection />

      <Box
        component="section"
        aria-labelledby="strip-title"
        sx={{ bgcolor: 'secondary.main', color: '#fff', py: { xs: 4, md: 5 } }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 2.5, md: 4 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography
                id="strip-title"
                component="h2"
                sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, lineHeight: 1.15 }}
              >
                {t('home.tagline')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
                  gap: { xs: 1.5, sm: 3 },
                }}
              >
                {strip.map((f) => (
                  <li key={f.figure}>
                    <Typography component="span" sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 800 }}>
                      {f.figure}
                    </Typography>
                    <Typography component="span">{f.text}</Typography>
                  </li>
                ))}
              </Box>
            </Grid>
          </Grid>
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
            {t('home.aboutTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
            {t('home.aboutIntro', facts.values)}
          </Typography>
          <Grid container spacing={2}>
            {facts.components.map((c: Fact) => (
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
            {t('home.learnMore')}
          </Button>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="what-you-get-title"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Typography
            id="what-you-get-title"
            component="h2"
            variant="h4"
            sx={{ mb: 4, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            {t('home.whatYouGet')}
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {facts.whatYouGet.map((w: Fact, i) => {
              const Icon = WHAT_YOU_GET_ICONS[i] ?? School;
              return (
                <Grid key={w.title} size={{ xs: 12, md: 4 }} component="li">
                  <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <Box
                      sx={{
                        width: 56,
                        height: 56,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: '#fff',
                      }}
                    >
                      <Icon />
                    </Box>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {w.title}
                    </Typography>
                    <Typography color="text.secondary">{w.text}</Typography>
                  </Stack>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
      <Suspense fallback={null}>
        <NewsCarousel />
      </Suspense>
    </>
  );
}
