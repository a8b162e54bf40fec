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
import { FOUNDER_ELIGIBILITY } from '@portal/contract/eligibility';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME, APPLY_PATH, SOCIAL_LINKS } from '../../lib/brand';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useSignInDialog } from '../../lib/sign-in-dialog';
import { useProgramDetails } from '../programs';
import { CheckList, PageSection } from './PageSection';
import {
  ELIGIBILITY,
  GRANT_USD,
  LEARNING_WEEKS,
  PARTICIPATION_TERMS,
  PROGRAMME_PARTNERS,
  SUPPORT_MONTHS,
  TOP_FINALISTS,
  WHAT_YOU_GET,
} from './programme-facts';

const LOOKING_FOR = [
  {
    title: 'Women founders',
    text: `A principal founder who is ${FOUNDER_ELIGIBILITY}, leading the venture day to day.`,
  },
  {
    title: 'Technology with purpose',
    text: 'Tech-based or tech-enabled ventures with an inclusive business model that serves real customers.',
  },
  {
    title: 'Early traction',
    text: 'A registered business already earning revenue, with a small team ready to grow.',
  },
];

const BENEFITS = [
  ...WHAT_YOU_GET.map((b) => `${b.title}: ${b.text}`),
  `${SUPPORT_MONTHS} months of post-incubation support after the ${LEARNING_WEEKS} weeks of learning.`,
  'A network of fellow founders, investors and the programme’s partners, and a demo day to pitch your venture.',
];

const WIZARD_STEPS = ['Personal Details', 'Venture Profile', 'Problem/Solution', 'Team', 'Terms & Conditions'];

/**
 * Apply Now: signed-out visitors get the sign-in popup first, signed-in users go to the
 * application. Once applications close, it points at the top contestants instead.
 */
function ApplyAction({ color }: { color: 'primary' | 'secondary' }) {
  const details = useProgramDetails();
  const { user, loading } = useSession();
  const signIn = useSignInDialog();

  if (details.data && details.data.application !== 1) {
    return (
      <Button component={RouterLink} to="/cohort-8-top" variant="contained" color={color} size="large">
        See the Top Contestants
      </Button>
    );
  }
  // While a stored token's profile loads, the application's own guard waits for it.
  if (user || loading) {
    return (
      <Button component={RouterLink} to={APPLY_PATH} variant="contained" color={color} size="large">
        Apply Now
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
      Apply Now
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

  let status: string | null = null;
  if (open && program) status = `Applications are open until ${formatDate(program.application_deadline)}.`;
  else if (closed && program) status = `Applications closed on ${formatDate(program.application_deadline)}.`;
  else if (closed) status = 'Applications are closed.';

  return (
    <>
      <PageBanner
        title={name}
        subtitle={
          <>
            {LEARNING_WEEKS} weeks of learning, mentorship and an equity-free seed grant for women-led tech ventures in
            Kenya.
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
            Create an Account
          </Button>
        )}
      </PageBanner>

      <PageSection title="The programme">
        <Stack spacing={2} sx={{ maxWidth: 860, fontSize: '1.05rem' }}>
          <Typography>
            {name} of the {APP_NAME} is a programme for early-stage, women-led technology ventures in Kenya, run with{' '}
            {PROGRAMME_PARTNERS}. Over {LEARNING_WEEKS} weeks, founders sharpen their business model, their product and
            their pitch with masterclasses, mentors and coaches, alongside a cohort of peers.
          </Typography>
          <Typography>
            The programme ends with a demo day, where the top {TOP_FINALISTS} finalists can secure an equity-free seed
            grant of {GRANT_USD} each. Support continues for {SUPPORT_MONTHS} months after the incubation.
          </Typography>
        </Stack>
      </PageSection>

      <PageSection title="Who we are looking for" tinted>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LOOKING_FOR.map((l) => (
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

      <PageSection title="Eligibility" intro="Your venture must meet all of the following.">
        <CheckList items={ELIGIBILITY} />
      </PageSection>

      <PageSection title="What you get" tinted>
        <CheckList items={BENEFITS} />
      </PageSection>

      <PageSection title="How to apply">
        {closed && (
          <Alert severity="info" sx={{ mb: 3, maxWidth: 860 }}>
            {status} The top contestants are announced on the Top Contestants page.
          </Alert>
        )}
        <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: 860, display: 'grid', gap: 1.25 }}>
          <li>
            Create an account with <strong>Get Started</strong>, then activate it from the link in the e-mail we send
            you.
          </li>
          <li>
            Sign in and choose <strong>Apply Now</strong>.
          </li>
          <li>Complete the five steps of the application: {WIZARD_STEPS.join(', ')}.</li>
          <li>Submit before the deadline. You can change your application up to the deadline day.</li>
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
            endIcon={<OpenInNew fontSize="small" titleAccess="(opens in a new tab)" />}
          >
            Watch how to apply
          </Button>
        </Stack>
      </PageSection>

      <PageSection title="Terms of participation" tinted>
        <CheckList items={PARTICIPATION_TERMS} />
        <Typography sx={{ mt: 3 }}>
          Applying means accepting the programme’s{' '}
          <Link component={RouterLink} to="/terms-and-conditions">
            Terms and Conditions
          </Link>
          . Questions? Read the{' '}
          <Link component={RouterLink} to="/FAQs">
            FAQs
          </Link>
          .
        </Typography>
      </PageSection>
    </>
  );
}
