import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../../components/PageBanner';
import { APP_NAME } from '../../lib/brand';
import { cohortPath, useProgramDetails } from '../programs';
import { CheckList, PageSection } from './PageSection';
import {
  COMPONENTS,
  ELIGIBILITY,
  GRANT_USD,
  LEARNING_WEEKS,
  PARTICIPATION_TERMS,
  PROGRAMME_PARTNERS,
  SUPPORT_MONTHS,
  TOP_FINALISTS,
} from './programme-facts';

/** About (spec 1 §2.8): the programme, its five components, eligibility and terms of participation. */
export default function AboutScreen() {
  const details = useProgramDetails();

  return (
    <>
      <PageBanner
        title="About the Programme"
        subtitle={`The ${APP_NAME} helps women-led technology ventures in Kenya grow: learning, mentorship, networks and seed funding, in one programme.`}
      />

      <PageSection title="What the programme is">
        <Stack spacing={2} sx={{ maxWidth: 860, fontSize: '1.05rem' }}>
          <Typography>
            The {APP_NAME} is run with {PROGRAMME_PARTNERS}. Each year it selects a cohort of early-stage, women-led
            ventures that use technology to solve real problems, and works with their founders to make those ventures
            investment-ready.
          </Typography>
          <Typography>
            Founders take part in {LEARNING_WEEKS} weeks of learning, followed by {SUPPORT_MONTHS} months of
            post-incubation support. At the end of the programme, the top {TOP_FINALISTS} finalists can secure an
            equity-free seed grant of {GRANT_USD} each.
          </Typography>
        </Stack>
      </PageSection>

      <PageSection title="Five components" intro="What every venture in the cohort goes through." tinted>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {COMPONENTS.map((c) => (
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

      <PageSection title="Eligibility" intro="Ventures that apply must meet all of the following.">
        <CheckList items={ELIGIBILITY} />
      </PageSection>

      <PageSection title="Terms of participation" intro="Joining the cohort is a commitment." tinted>
        <CheckList items={PARTICIPATION_TERMS} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, alignItems: 'flex-start' }}>
          <Button component={RouterLink} to={cohortPath(details.data)} variant="contained" size="large">
            See the current cohort
          </Button>
          <Button component={RouterLink} to="/FAQs" variant="outlined" size="large">
            Read the FAQs
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
