import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME, APPLY_PATH, SOCIAL_LINKS } from '../../lib/brand';
import { useFormatDate } from '../../lib/i18n/content';
import { useSession } from '../../lib/session';
import { useSignInDialog } from '../../lib/sign-in-dialog';
import { useProgramDetails } from '../programs';
import { CheckList, PageSection } from './PageSection';
import { type Fact, useProgrammeFacts } from './programme-facts';

/**
 * Apply Now: signed-out visitors get the sign-in popup first, signed-in users go to the
 * application. Once applications close, it points at the top contestants instead.
 */
function ApplyAction({ color }: { color: 'primary' | 'secondary' }) {
  const details = useProgramDetails();
  const { user, loading } = useSession();
  const signIn = useSignInDialog();
  const { t } = useTranslation();

  if (details.data && details.data.application !== 1) {
    return (
      <Button component={RouterLink} to="/cohort-8-top" variant="contained" color={color} size="large">
        {t('cohort.topContestants')}
      </Button>
    );
  }
  // While a stored token's profile loads, the application's own guard waits for it.
  if (user || loading) {
    return (
      <Button component={RouterLink} to={APPLY_PATH} variant="contained" color={color} size="large">
        {t('cohort.applyNow')}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      color={color}
      size="large"
      onClick={() => signIn.open('login', { returnTo: APPLY_PATH })}
    >
      {t('cohort.applyNow')}
    </Button>
  );
}

/** Programme page (spec 1 §2.7): the call for applications of the current cohort. */
export default function CohortScreen() {
  const details = useProgramDetails();
  const { user } = useSession();
  const signIn = useSignInDialog();
  const program = details.data?.program ?? null;
  const open = details.data?.application === 1;
  const closed = details.data !== undefined && !open;
  const name = program?.name ?? 'Cohort 8';
  const { t } = useTranslation();
  const formatDay = useFormatDate();
  const facts = useProgrammeFacts();
  const values = facts.values;
  const lookingFor = t('cohort.lookingFor', { ...values, returnObjects: true }) as unknown as Fact[];
  const benefits = [
    ...facts.whatYouGet.map((b) => `${b.title}: ${b.text}`),
    ...(t('cohort.benefitsExtra', { ...values, returnObjects: true }) as unknown as string[]),
  ];
  const steps = (t('wizard.steps', { returnObjects: true }) as unknown as string[]).join(', ');

  let status: string | null = null;
  if (open && program) status = t('cohort.openUntil', { date: formatDay(program.application_deadline) });
  else if (closed && program) status = t('cohort.closedOn', { date: formatDay(program.application_deadline) });
  else if (closed) status = t('cohort.closed');

  return (
    <>
      <PageBanner
        title={<span translate="no">{name}</span>}
        subtitle={
          <>
            {t('cohort.subtitle', values)}
            {status && (
              <Box component="strong" data-testid="cohort-status" sx={{ display: 'block', mt: 1 }}>
                {status}
              </Box>
            )}
          </>
        }
      >
        <ApplyAction color="secondary" />
        {!user && !closed && (
          <Button variant="outlined" color="inherit" size="large" onClick={() => signIn.open('create')}>
            {t('cohort.createAccount')}
          </Button>
        )}
      </PageBanner>

      <PageSection title={t('cohort.programmeTitle')}>
        <Stack spacing={2} sx={{ maxWidth: 860, fontSize: '1.05rem' }}>
          <Typography>
            {t('cohort.programme1', { ...values, name, app: APP_NAME, partners: facts.partners })}
          </Typography>
          <Typography>{t('cohort.programme2', values)}</Typography>
        </Stack>
      </PageSection>

      <PageSection title={t('cohort.lookingForTitle')} tinted>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lookingFor.map((l) => (
            <Grid key={l.title} size={{ xs: 12, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h6" sx={{ color: 'primary.main', mb: 0.5 }}>
                    {l.title}
                  </Typography>
                  <Typography color="text.secondary">{l.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <PageSection title={t('cohort.eligibilityTitle')} intro={t('cohort.eligibilityIntro')}>
        <CheckList items={facts.eligibility} />
      </PageSection>

      <PageSection title={t('cohort.whatYouGetTitle')} tinted>
        <CheckList items={benefits} />
      </PageSection>

      <PageSection title={t('cohort.howTitle')}>
        {closed && (
          <Alert severity="info" sx={{ mb: 3, maxWidth: 860 }}>
            {t('cohort.closedAlert', { status })}
          </Alert>
        )}
        <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: 860, display: 'grid', gap: 1.25 }}>
          <li>
            <Trans i18nKey="cohort.how1" components={{ strong: <strong /> }} />
          </li>
          <li>
            <Trans i18nKey="cohort.how2" components={{ strong: <strong /> }} />
          </li>
          <li>{t('cohort.how3', { steps })}</li>
          <li>{t('cohort.how4')}</li>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, alignItems: 'flex-start' }}>
          <ApplyAction color="primary" />
          <Button
            href={SOCIAL_LINKS.youtube}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<PlayCircle />}
            endIcon={<OpenInNew fontSize="small" titleAccess={t('cohort.opensInNewTab')} />}
          >
            {t('cohort.watch')}
          </Button>
        </Stack>
      </PageSection>

      <PageSection title={t('cohort.termsTitle')} tinted>
        <CheckList items={facts.participationTerms} />
        <Typography sx={{ mt: 3 }}>
          <Trans
            i18nKey="cohort.acceptTerms"
            components={{
              terms: <Link component={RouterLink} to="/terms-and-conditions" />,
              faqs: <Link component={RouterLink} to="/FAQs" />,
            }}
          />
        </Typography>
      </PageSection>
    </>
  );
}
