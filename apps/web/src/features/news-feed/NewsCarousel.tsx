import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PublicNewsFeed } from '@portal/contract/news-feed';
import { NEWS_CAROUSEL_ITEMS, NEWS_CAROUSEL_SLIDES } from '@portal/contract/news-feed-text';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ClampedText, stripHtml } from '../../components/RichTextView';
import { useContentLang, useFormatDate } from '../../lib/i18n/content';
import { usePublicNewsFeed } from './api/public-news-feed';
import { NewsCover } from './NewsCover';
import { splitIntoSlides } from './news-slides';

const fadeIn = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`;

/** Cards sit side by side from `md`; below, each card is a compact row (picture left, text right), stacked. */
const cardLayout = {
  position: 'relative',
  height: '100%',
  display: 'grid',
  gridTemplateColumns: { xs: '104px 1fr', sm: '200px 1fr', md: '1fr' },
  gridTemplateRows: { md: 'auto 1fr' },
  alignItems: 'start',
  transition: 'box-shadow 150ms',
  '&:hover, &:focus-within': { boxShadow: 4 },
} as const;

function CarouselCard({ item }: { item: PublicNewsFeed }) {
  const formatDate = useFormatDate();
  const content = useContentLang();
  return (
    <Card component="article" variant="outlined" sx={cardLayout}>
      <NewsCover
        src={item.thumb_url}
        subject={item.subject}
        sx={{ aspectRatio: { xs: '1 / 1', sm: '4 / 3', md: '16 / 9' } }}
      />
      <Stack spacing={0.75} sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={item.publish_date}>{formatDate(item.publish_date)}</time>
        </Typography>
        <Typography
          component="h3"
          {...content}
          sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.3 }}
        >
          {/* The whole card is the link (its ::after covers the card); its name stays the subject. */}
          <Link
            component={RouterLink}
            to={`/news-feed?item=${item.id}`}
            underline="hover"
            color="inherit"
            sx={{
              overflowWrap: 'anywhere',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', borderRadius: 1 },
            }}
          >
            {item.subject}
          </Link>
        </Typography>
        <ClampedText lines={4} variant="body2" color="text.secondary" {...content}>
          {stripHtml(item.body)}
        </ClampedText>
      </Stack>
    </Card>
  );
}

const slideGrid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

function CarouselSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={slideGrid} aria-busy="true" aria-label={t('news.loading')}>
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined" sx={cardLayout} aria-hidden="true">
          <Skeleton
            variant="rectangular"
            sx={{ height: 'auto', aspectRatio: { xs: '1 / 1', sm: '4 / 3', md: '16 / 9' } }}
          />
          <Box sx={{ p: { xs: 1.5, md: 2 } }}>
            <Skeleton width="40%" />
            <Skeleton height={28} />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The home page's news (spec 1 §2.6, spec 3 §2.5): the newest public items split into
 * NEWS_CAROUSEL_SLIDES slides, each card with its picture, subject, date and a 4-line preview
 * linking to the item on /news-feed. Previous/next buttons and one dot per slide; it never turns
 * by itself. Only the public news call: no carousel library, nothing of the admin.
 */
export function NewsCarousel() {
  const news = usePublicNewsFeed(1, NEWS_CAROUSEL_ITEMS);
  const { t } = useTranslation();
  const slides = splitIntoSlides(news.data?.data ?? [], NEWS_CAROUSEL_SLIDES);
  const [current, setCurrent] = useState(0);
  const at = Math.min(current, Math.max(0, slides.length - 1));
  const slide = slides[at];
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const show = (to: number) => {
    // The arrow just used turns disabled at an end: keep the focus on the other one.
    if (document.activeElement === previousRef.current && to === 0) nextRef.current?.focus();
    if (document.activeElement === nextRef.current && to === slides.length - 1) previousRef.current?.focus();
    setCurrent(to);
  };

  return (
    <Box component="section" aria-labelledby="home-news-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Stack
          direction="row"
          spacing={2}
          sx={{ mb: { xs: 3, md: 4 }, alignItems: 'baseline', justifyContent: 'space-between' }}
        >
          <Typography
            id="home-news-title"
            component="h2"
            variant="h4"
            sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            {t('nav.news')}
          </Typography>
          {slides.length > 0 && (
            <Button component={RouterLink} to="/news-feed" endIcon={<ArrowForwardIcon />}>
              {t('news.all')}
            </Button>
          )}
        </Stack>

        {news.isPending ? (
          <CarouselSkeleton />
        ) : news.isError && !news.data ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary">{t('news.loadFailed')}</Typography>
            <Button variant="outlined" size="small" onClick={() => news.refetch()}>
              {t('home.tryAgain')}
            </Button>
          </Stack>
        ) : !slide ? (
          <Typography color="text.secondary" data-testid="news-carousel-empty">
            {t('news.carouselEmpty')}
          </Typography>
        ) : (
          <Box role="region" aria-roledescription="carousel" aria-label={t('news.latest')}>
            <Box
              key={at}
              role="group"
              aria-roledescription="slide"
              aria-label={t('common.position', { n: at + 1, total: slides.length })}
              data-testid="news-slide"
              sx={{
                ...slideGrid,
                animation: `${fadeIn} 250ms ease-out`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              {slide.map((item) => (
                <CarouselCard key={item.id} item={item} />
              ))}
            </Box>
            {slides.length > 1 && (
              <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'center', justifyContent: 'center' }}>
                <IconButton
                  ref={previousRef}
                  aria-label={t('news.previousSlide')}
                  onClick={() => show(at - 1)}
                  disabled={at === 0}
                  sx={{ border: 1, borderColor: 'divider' }}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {slides.map((_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions, not records
                    <li key={i}>
                      <IconButton
                        size="small"
                        aria-label={t('news.slide', { n: i + 1, total: slides.length })}
                        aria-current={i === at ? 'true' : undefined}
                        onClick={() => show(i)}
                        sx={{ p: 1.25 }}
                      >
                        <Box
                          component="span"
                          sx={{
                            display: 'block',
                            width: 12,
                            height: 12,
                            borderRadius: '50%',
                            border: 2,
                            borderColor: 'primary.main',
                            bgcolor: i === at ? 'primary.main' : 'transparent',
                          }}
                        />
                      </IconButton>
                    </li>
                  ))}
                </Stack>
                <IconButton
                  ref={nextRef}
                  aria-label={t('news.nextSlide')}
                  onClick={() => show(at + 1)}
                  disabled={at >= slides.length - 1}
                  sx={{ border: 1, borderColor: 'divider' }}
                >
                  <ChevronRightIcon />
                </IconButton>
              </Stack>
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
