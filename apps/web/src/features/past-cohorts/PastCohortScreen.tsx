import HomeIcon from '@mui/icons-material/Home';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { lastPage } from '@portal/contract/paging';
import type { PublicCompetitor } from '@portal/contract/past-cohorts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/list-screen/Pager';
import { PageBanner } from '../../components/PageBanner';
import { ClampedText, stripHtml } from '../../components/RichTextView';
import { SocialLinks, safeExternalUrl } from '../../components/SocialLinks';
import { formatNumber } from '../../lib/format';
import { isApiError } from '../../lib/http';
import { useContentLang } from '../../lib/i18n/content';
import { useMessage } from '../../lib/i18n/messages';
import { useCohortCompetitors } from './api/public-competitors';
import { CompetitorPicture } from './CompetitorPicture';
import { CARD_NETWORKS, socialLinksOf } from './competitor-links';

const SKELETON_CARDS = 6;

function usePage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
  return { page, setPage };
}

/** One venture: logo (or initial), name, its link, a 4-line description and its social icons. */
export function CompetitorCard({ competitor: c }: { competitor: PublicCompetitor }) {
  const titleId = `competitor-${c.id}-name`;
  const href = safeExternalUrl(c.link);
  const { t } = useTranslation();
  const content = useContentLang();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* Phones (one card per row): a logo tile; two or three per row: the picture fills the card's top. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          py: { xs: 2.5, sm: 0 },
          bgcolor: { xs: 'background.default', sm: 'transparent' },
        }}
      >
        <Box sx={{ width: { xs: 180, sm: '100%' }, borderRadius: { xs: 2, sm: 0 }, overflow: 'hidden' }}>
          <CompetitorPicture name={c.name} src={c.thumb_url} />
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          translate="no"
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {c.name}
        </Typography>
        {href && (
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {t('pastCohorts.visit', { name: c.name })}
            <OpenInNewIcon sx={{ fontSize: 16 }} titleAccess={t('common.newTab')} />
          </Link>
        )}
        <ClampedText lines={4} color="text.secondary" {...content}>
          {stripHtml(c.description)}
        </ClampedText>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <SocialLinks links={socialLinksOf(c, CARD_NETWORKS)} name={c.name} size="small" />
        </Box>
      </CardContent>
    </Card>
  );
}

function CompetitorCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true" data-testid="competitor-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent>
        <Skeleton height={32} width="70%" />
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}

function CohortNotFound() {
  const { t } = useTranslation();
  const tm = useMessage();
  return (
    <>
      <PageBanner title={t('pastCohorts.notFound')} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography component="h2" variant="h6">
            {tm(MSG.cohortNotFound)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('pastCohorts.notFoundText')}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
            {t('common.home')}
          </Button>
        </Paper>
      </Container>
    </>
  );
}

/**
 * /past-cohorts/:slug (spec 1 §2.13, spec 3 §2.6): banner with the cohort's name; a grid of its
 * ventures (logo, name, link, description clamped to 4 lines, social icons only when present);
 * pager and Total; skeleton cards while loading; a not-found state for an unknown link.
 */
export default function PastCohortScreen() {
  const { slug = '' } = useParams();
  const { page, setPage } = usePage();
  const query = useCohortCompetitors(slug, page);
  const { t } = useTranslation();
  const content = useContentLang();

  if (isApiError(query.error) && query.error.status === 404) return <CohortNotFound />;

  const data = query.data;
  const items = data?.data ?? [];
  const count = data ? lastPage(data.total, data.per_page) : 0;
  const name = data?.past_cohort.name;

  return (
    <>
      <PageBanner
        title={
          name ? (
            <span {...content}>{name}</span>
          ) : (
            <Skeleton variant="text" width={260} sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />
          )
        }
        subtitle={name ? t('pastCohorts.subtitle', { name }) : t('pastCohorts.subtitleUnknown')}
      />
      <Box component="section" aria-label={t('pastCohorts.ventures')} sx={{ py: { xs: 4, md: 8 } }}>
        <Container maxWidth="lg">
          {query.isPending ? (
            <Grid container spacing={3} aria-busy="true" aria-label={t('pastCohorts.loading')}>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CompetitorCardSkeleton />
                </Grid>
              ))}
            </Grid>
          ) : query.isError && !data ? (
            <LoadError onRetry={() => query.refetch()} />
          ) : items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography component="h2" variant="h6">
                {t('pastCohorts.empty')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('pastCohorts.emptyText')}
              </Typography>
            </Paper>
          ) : (
            <Stack spacing={4}>
              <Grid
                container
                spacing={3}
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
              >
                {items.map((c) => (
                  <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                    <CompetitorCard competitor={c} />
                  </Grid>
                ))}
              </Grid>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Pager
                  page={page}
                  count={count}
                  onChange={(p) => {
                    setPage(p);
                    window.scrollTo({ top: 0 });
                  }}
                  label={t('pastCohorts.pages')}
                  disabled={query.isFetching}
                />
                <Typography color="text.secondary" data-testid="competitors-total">
                  {t('common.total', { total: formatNumber(data?.total ?? 0) })}
                </Typography>
              </Stack>
            </Stack>
          )}
        </Container>
      </Box>
    </>
  );
}
