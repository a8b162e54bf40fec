import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME } from '../../lib/brand';
import { cohortPath, useProgramDetails } from '../programs';
import { CheckList, PageSection } from './PageSection';
import { type Fact, useProgrammeFacts } from './programme-facts';

/** About (spec 1 §2.8): the programme, its five components, eligibility and terms of participation. */
export default function AboutScreen() {
  const details = useProgramDetails();
  const { t } = useTranslation();
  const facts = useProgrammeFacts();

  return (
    <>
      <PageBanner title={t('about.title')} subtitle={t('about.subtitle', { name: APP_NAME })} />

      <PageSection title={t('about.whatTitle')}>
        <Stack spacing={2} sx={{ maxWidth: 860, fontSize: '1.05rem' }}>
          <Typography>{t('about.what1', { name: APP_NAME, partners: facts.partners })}</Typography>
          <Typography>{t('about.what2', facts.values)}</Typography>
        </Stack>
      </PageSection>

      <PageSection title={t('about.componentsTitle')} intro={t('about.componentsIntro')} tinted>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {facts.components.map((c: Fact) => (
            <Grid key={c.title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
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
      </PageSection>

      <PageSection title={t('about.eligibilityTitle')} intro={t('about.eligibilityIntro')}>
        <CheckList items={facts.eligibility} />
      </PageSection>

      <PageSection title={t('about.termsTitle')} intro={t('about.termsIntro')} tinted>
        <CheckList items={facts.participationTerms} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, alignItems: 'flex-start' }}>
          <Button component={RouterLink} to={cohortPath(details.data)} variant="contained" size="large">
            {t('about.seeCohort')}
          </Button>
          <Button component={RouterLink} to="/FAQs" variant="outlined" size="large">
            {t('about.readFaqs')}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
