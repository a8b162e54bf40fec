import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ELIGIBLE_AGE } from '@portal/contract/eligibility';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { CONTACT_EMAIL } from '../../lib/brand';
import { useProgramDetails } from '../programs';
import { PageSection } from './PageSection';
import { faqDates } from './programme-dates';
import { LEARNING_WEEKS, SUPPORT_MONTHS, TOP_FINALISTS } from './programme-facts';

interface Faq {
  q: string;
  a: string;
}

// Links an answer may hold (<cohort>…</cohort>, <top>…</top> in the catalogue).
const ANSWER_LINKS = {
  cohort: <Link component={RouterLink} to="/cohort-8" />,
  top: <Link component={RouterLink} to="/cohort-8-top" />,
};

/*
 * The FAQ reading of the programme facts (spec 1 §1, spec 3 §9): 12 weeks of incubation, 9 months
 * of support, a grant of KES 1,000,000; the dates are the active programme's (programme-dates.ts).
 * Where the other pages give another figure, the answer names it too. The questions and answers
 * are the catalogue's lists `faqs.applying` and `faqs.programme`.
 */
function FaqColumn({ title, listKey, values }: { title: string; listKey: string; values: Record<string, unknown> }) {
  const id = useId();
  const { t } = useTranslation();
  const faqs = t(listKey, { returnObjects: true }) as unknown as Faq[];
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {faqs.map((f, i) => (
        <Accordion key={f.q} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-q${i}`} aria-controls={`${id}-a${i}`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {f.q}
            </Typography>
          </AccordionSummary>
          {/* The Accordion makes this a region named by the question, an h3 under the column's h2. */}
          <AccordionDetails>
            <Typography color="text.secondary">
              <Trans i18nKey={`${listKey}.${i}.a`} values={values} components={ANSWER_LINKS} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** FAQs (spec 1 §2.8): two columns of questions, a mail contact and links to the programme page. */
export default function FaqsScreen() {
  const program = useProgramDetails().data?.program ?? null;
  const { t } = useTranslation();
  const dates = faqDates(program, t);
  const values = {
    ...dates,
    founder: t('facts.founderEligibility', ELIGIBLE_AGE),
    weeks: LEARNING_WEEKS,
    months: SUPPORT_MONTHS,
    top: TOP_FINALISTS,
  };
  return (
    <>
      <PageBanner title={t('faqs.title')} subtitle={t('faqs.subtitle')}>
        <Button component={RouterLink} to="/cohort-8" variant="contained" color="secondary" size="large">
          {t('faqs.seeCall')}
        </Button>
      </PageBanner>

      <Box sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 4 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FaqColumn title={t('faqs.applyingTitle')} listKey="faqs.applying" values={values} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FaqColumn title={t('faqs.programmeTitle')} listKey="faqs.programme" values={values} />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <PageSection title={t('faqs.stillTitle')} intro={t('faqs.stillIntro')} tinted>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button href={`mailto:${CONTACT_EMAIL}`} variant="contained" size="large" startIcon={<EmailOutlined />}>
            {t('faqs.contactUs')}
          </Button>
          <Button component={RouterLink} to="/cohort-8" variant="outlined" size="large">
            {t('faqs.applyCohort')}
          </Button>
        </Box>
        {/* The address in words too: not every visitor's device has a mail app. */}
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('faqs.address')} <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
        </Typography>
      </PageSection>
    </>
  );
}
