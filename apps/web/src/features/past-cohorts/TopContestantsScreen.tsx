import CampaignIcon from '@mui/icons-material/Campaign';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { DEFAULT_TOP_COUNT, type PublicCompetitor } from '@portal/contract/past-cohorts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageBanner } from '../../components/PageBanner';
import { RichTextView } from '../../components/RichTextView';
import { SocialLinks, safeExternalUrl } from '../../components/SocialLinks';
import { useContentLang } from '../../lib/i18n/content';
import { useMessage } from '../../lib/i18n/messages';
import { useProgramDetails } from '../programs';
import { cohortTimeline } from '../public-pages';
import { useCurrentContestants } from './api/current-contestants';
import { CompetitorPicture } from './CompetitorPicture';
import { socialLinksOf } from './competitor-links';

/** One ranked contestant; odd places put the picture on the right on wide screens. */
function ContestantCard({ competitor: c, place }: { competitor: PublicCompetitor; place: number }) {
  const titleId = `contestant-${c.id}-name`;
  const href = safeExternalUrl(c.link);
  const flip = place % 2 === 0;
  const { t } = useTranslation();
  const content = useContentLang();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        overflow: 'hidden',
        display: 'flex',
        flexDirection: { xs: 'column', md: flip ? 'row-reverse' : 'row' },
      }}
    >
      {/* Phones: a logo tile above the text; wide screens: the picture fills its side of the card. */}
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: '100%', md: 260 },
          display: 'flex',
          justifyContent: 'center',
          py: { xs: 2.5, md: 0 },
          bgcolor: { xs: 'background.default', md: 'transparent' },
        }}
      >
        <Box sx={{ width: { xs: 180, md: '100%' }, borderRadius: { xs: 2, md: 0 }, overflow: 'hidden' }}>
          <CompetitorPicture name={c.name} src={c.thumb_url} size={400} />
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ p: { xs: 2.5, md: 4 }, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-label={t('pastCohorts.top.rank', { place })}
            role="img"
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 800,
              fontSize: '1.25rem',
            }}
          >
            <span aria-hidden="true">{place}</span>
          </Box>
          <Typography
            id={titleId}
            component="h2"
            variant="h5"
            translate="no"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
                {c.name}
                <OpenInNewIcon
                  sx={{ fontSize: 18, ml: 0.75, verticalAlign: 'middle' }}
                  titleAccess={t('common.newTab')}
                />
              </Link>
            ) : (
              c.name
            )}
          </Typography>
        </Stack>
        <RichTextView html={c.description} sx={{ color: 'text.secondary' }} {...content} />
        <SocialLinks links={socialLinksOf(c)} name={c.name} />
      </Stack>
    </Paper>
  );
}

function ContestantSkeleton({ flip }: { flip: boolean }) {
  return (
    <Paper
      variant="outlined"
      aria-hidden="true"
      data-testid="contestant-skeleton"
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: { xs: 'column', md: flip ? 'row-reverse' : 'row' } }}
    >
      <Skeleton variant="rectangular" sx={{ width: { xs: '100%', md: 260 }, height: 'auto', aspectRatio: '1 / 1' }} />
      <Box sx={{ p: { xs: 2.5, md: 4 }, flex: 1 }}>
        <Skeleton height={48} width="50%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Box>
    </Paper>
  );
}

/**
 * The active programme's timeline (spec 1 §1, spec 3 §9), on its own dates, as an ordered list
 * drawn as a vertical timeline.
 */
export function CohortTimeline() {
  const id = useId();
  const program = useProgramDetails().data?.program ?? null;
  const { t } = useTranslation();
  const timeline = cohortTimeline(program, t);
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 8 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <Typography id={id} component="h2" variant="h4" sx={{ mb: 4, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          {t('pastCohorts.timeline.title', { name: program?.name ?? 'Cohort 8' })}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
          {timeline.map((step, i) => (
            <Box
              component="li"
              key={step.what}
              sx={{
                position: 'relative',
                pl: 5,
                pb: i === timeline.length - 1 ? 0 : 3.5,
                // The line between the dots.
                '&::before':
                  i === timeline.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        left: 11,
                        top: 24,
                        bottom: 0,
                        width: 2,
                        bgcolor: 'primary.light',
                      },
                // The dot.
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 4,
                  top: 6,
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  boxShadow: (t) => `0 0 0 4px ${t.palette.background.default}`,
                },
              }}
            >
              <Typography
                component="p"
                variant="overline"
                sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.6 }}
              >
                {step.when}
              </Typography>
              <Typography component="p" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
                {step.what}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * /cohort-8-top (spec 1 §2.14, spec 3 §2.6): banner 'Top 15', or 'Top N' once the list is known;
 * 'Contestant Announcement Pending' while the focus cohort has no contestants; otherwise the
 * ranked cards, alternating picture left and right on wide screens; then the cohort timeline.
 */
export default function TopContestantsScreen() {
  const query = useCurrentContestants();
  const contestants = query.data?.data ?? [];
  const known = query.data !== undefined && contestants.length > 0;
  const cohortName = query.data?.past_cohort?.name ?? 'Cohort 8';
  const { t } = useTranslation();
  const tm = useMessage();

  return (
    <>
      <PageBanner
        title={t('pastCohorts.top.title', { top: known ? contestants.length : DEFAULT_TOP_COUNT })}
        subtitle={t('pastCohorts.top.subtitle', { name: cohortName })}
      />
      <Box component="section" aria-label={t('pastCohorts.top.contestants')} sx={{ py: { xs: 4, md: 8 } }}>
        <Container maxWidth="lg">
          {query.isPending ? (
            <Stack spacing={3} aria-busy="true" aria-label={t('pastCohorts.top.loading')}>
              {[0, 1, 2].map((i) => (
                <ContestantSkeleton key={i} flip={i % 2 === 1} />
              ))}
            </Stack>
          ) : query.isError ? (
            <LoadError onRetry={() => query.refetch()} />
          ) : !known ? (
            <Paper
              variant="outlined"
              sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}
              data-testid="contestants-pending"
            >
              <CampaignIcon color="secondary" sx={{ fontSize: 56 }} aria-hidden="true" />
              <Typography component="h2" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
                {tm(MSG.contestantsPending)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('pastCohorts.top.pendingText', { top: DEFAULT_TOP_COUNT })}
              </Typography>
            </Paper>
          ) : (
            <Stack component="ol" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {contestants.map((c, i) => (
                <li key={c.id}>
                  <ContestantCard competitor={c} place={i + 1} />
                </li>
              ))}
            </Stack>
          )}
        </Container>
      </Box>
      <CohortTimeline />
    </>
  );
}
