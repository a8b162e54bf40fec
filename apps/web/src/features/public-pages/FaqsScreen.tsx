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
import { FOUNDER_ELIGIBILITY } from '@portal/contract/eligibility';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { CONTACT_EMAIL } from '../../lib/brand';
import { useProgramDetails } from '../programs';
import { PageSection } from './PageSection';
import { faqDates } from './programme-dates';
import { LEARNING_WEEKS, SUPPORT_MONTHS, TOP_FINALISTS } from './programme-facts';

type FaqDates = ReturnType<typeof faqDates>;

interface Faq {
  q: string;
  a: ReactNode;
}

const cohortLink = (
  <Link component={RouterLink} to="/cohort-8">
    Cohort 8 page
  </Link>
);

/*
 * The FAQ reading of the programme facts (spec 1 §1, spec 3 §9): 12 weeks of incubation, 9 months
 * of support, a grant of KES 1,000,000; the dates are the active programme's (programme-dates.ts).
 * Where the other pages give another figure, the answer names it too.
 */
const applying = (dates: FaqDates): Faq[] => [
  {
    q: 'Who can apply?',
    a: (
      <>
        Women-led technology ventures in Kenya. The principal founder must be {FOUNDER_ELIGIBILITY}, and the venture
        must be headquartered in Kenya. Founders with disabilities are encouraged to apply. The full list is on the{' '}
        {cohortLink}.
      </>
    ),
  },
  {
    q: 'Does my venture need to be registered?',
    a: 'Yes. It must be legally registered as a for-profit business with 1 to 10 employees, and hold a tax compliance certificate. You will upload its registration certificate and CR12 with your application.',
  },
  {
    q: 'How much revenue should my venture have?',
    a: 'Annual revenue between KES 500,000 and KES 1,000,000.',
  },
  {
    q: 'What kind of ventures are you looking for?',
    a: 'Tech-based or tech-enabled ventures with an inclusive business model aligned with the Sustainable Development Goals. At least one founder must be a woman and at least one founder must work full time from Nairobi.',
  },
  {
    q: 'How do I apply?',
    a: (
      <>
        Create an account with Get Started and activate it from the e-mail we send you. Then sign in, open the{' '}
        {cohortLink} and choose Apply Now. The application has five steps: Personal Details, Venture Profile,
        Problem/Solution, Team, and Terms &amp; Conditions.
      </>
    ),
  },
  {
    q: 'When is the application deadline?',
    a: `${dates.deadline} You can save your application as you go and change it up to the deadline day, even after you submit it.`,
  },
  {
    q: 'How are applications assessed?',
    a: 'Judges score each application out of 100 points: eligibility, problem/solution fit, use of technology, customers and users, team, market, business model and impact. Shortlisted ventures are invited to a bootcamp and to pitch.',
  },
];

const programme = (dates: FaqDates): Faq[] => [
  {
    q: 'When does the programme start and end?',
    a: dates.runs,
  },
  {
    q: 'How long does the programme last?',
    a: `${LEARNING_WEEKS} weeks of incubation, and 9 months of support in all, which includes the ${SUPPORT_MONTHS} months of post-incubation support described on the programme page.`,
  },
  {
    q: 'What funding is available?',
    a: `The top ${TOP_FINALISTS} finalists each receive an equity-free grant of KES 1,000,000 (USD 10,000, as stated on the programme page).`,
  },
  {
    q: 'Does the programme take equity in my venture?',
    a: 'No. The seed grant is equity-free.',
  },
  {
    q: 'When are the top contestants announced?',
    a: (
      <>
        The top 15 contestants are announced {dates.topAnnounced}, on the{' '}
        <Link component={RouterLink} to="/cohort-8-top">
          Top Contestants page
        </Link>
        .
      </>
    ),
  },
  {
    q: 'Do I have to attend every session?',
    a: 'Yes. Completing the programme is compulsory, and participants attend all masterclasses, mentoring sessions and meetings, in person and online.',
  },
  {
    q: 'What does the programme give me besides funding?',
    a: 'Immersive learning through masterclasses and a bootcamp, mentorship and coaching, and a network of founders, investors and partners.',
  },
];

function FaqColumn({ title, faqs }: { title: string; faqs: Faq[] }) {
  const id = useId();
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
            <Typography color="text.secondary">{f.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** FAQs (spec 1 §2.8): two columns of questions, a mail contact and links to the programme page. */
export default function FaqsScreen() {
  const program = useProgramDetails().data?.program ?? null;
  const dates = faqDates(program);
  return (
    <>
      <PageBanner
        title="Frequently Asked Questions"
        subtitle="Answers about eligibility, applying, and what happens during the programme."
      >
        <Button component={RouterLink} to="/cohort-8" variant="contained" color="secondary" size="large">
          See the Cohort 8 call
        </Button>
      </PageBanner>

      <Box sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 4 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FaqColumn title="Eligibility and applying" faqs={applying(dates)} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FaqColumn title="The programme" faqs={programme(dates)} />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <PageSection
        title="Still have a question?"
        intro="Write to the programme team and we will get back to you."
        tinted
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button href={`mailto:${CONTACT_EMAIL}`} variant="contained" size="large" startIcon={<EmailOutlined />}>
            Contact us
          </Button>
          <Button component={RouterLink} to="/cohort-8" variant="outlined" size="large">
            Apply to Cohort 8
          </Button>
        </Box>
        {/* The address in words too: not every visitor's device has a mail app. */}
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Our address: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
        </Typography>
      </PageSection>
    </>
  );
}
