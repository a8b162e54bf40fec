import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicNewsFeed } from '@portal/contract/news-feed';
import { lastPage } from '@portal/contract/paging';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/list-screen/Pager';
import { PageBanner } from '../../components/PageBanner';
import { ClampedText, stripHtml } from '../../components/RichTextView';
import { formatNumber } from '../../lib/format';
import { useContentLang, useFormatDate } from '../../lib/i18n/content';
import { usePublicNewsFeed } from './api/public-news-feed';
import { NewsCover } from './NewsCover';
import { NewsDialog } from './NewsDialog';

/** Where a news item's card sits: `?page=` and, to open one at once (from the home carousel), `?item=`. */
function usePageParams() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const itemParam = Number(params.get('item'));
  const item = Number.isInteger(itemParam) && itemParam > 0 ? itemParam : null;
  const update = (next: { page?: number; item?: number | null }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        if (next.item !== undefined) {
          if (next.item) out.set('item', String(next.item));
          else out.delete('item');
        }
        return out;
      },
      { replace: next.page === undefined },
    );
  return { page, item, update };
}

function NewsCard({ item, onRead, first }: { item: PublicNewsFeed; onRead: () => void; first: boolean }) {
  const titleId = `news-${item.id}-title`;
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const content = useContentLang();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <NewsCover src={item.thumb_url} subject={item.subject} priority={first} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={item.publish_date}>{formatDate(item.publish_date)}</time> ·{' '}
          <span {...content}>{item.author}</span>
        </Typography>
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          {...content}
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {item.subject}
        </Typography>
        <ClampedText lines={4} color="text.secondary" {...content}>
          {stripHtml(item.body)}
        </ClampedText>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            onClick={onRead}
            endIcon={<ArrowForwardIcon />}
            aria-label={t('news.readMoreOf', { title: item.subject })}
          >
            {t('news.readMore')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function NewsCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton width="45%" />
        <Skeleton height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </CardContent>
    </Card>
  );
}

/**
 * /news-feed (spec 1 §2.12, spec 3 §2.5): banner; cards with picture, subject, author, publish
 * date, a 4-line preview and Read More; the dialog with previous/next over the page's items;
 * pager and Total.
 */
export default function NewsFeedScreen() {
  const { page, item, update } = usePageParams();
  const news = usePublicNewsFeed(page);
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useTranslation();
  const items = news.data?.data ?? [];

  // `?item=<id>` (a card of the home carousel) opens that item once the page holds it.
  useEffect(() => {
    if (item === null || news.isPlaceholderData) return;
    const at = items.findIndex((n) => n.id === item);
    if (at >= 0) setOpen(at);
  }, [item, items, news.isPlaceholderData]);

  const close = () => {
    setOpen(null);
    if (item !== null) update({ item: null });
  };
  const count = news.data ? lastPage(news.data.total, news.data.per_page) : 0;

  return (
    <>
      <PageBanner title={t('news.title')} subtitle={t('news.subtitle')} />
      <Box component="section" aria-label={t('news.items')} sx={{ py: { xs: 4, md: 8 } }}>
        <Container maxWidth="lg">
          {news.isPending ? (
            <Grid container spacing={3} aria-busy="true" aria-label={t('news.loading')}>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <NewsCardSkeleton />
                </Grid>
              ))}
            </Grid>
          ) : news.isError && !news.data ? (
            <LoadError onRetry={() => news.refetch()} />
          ) : items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography component="h2" variant="h6">
                {t('news.empty')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('news.emptyText')}
              </Typography>
            </Paper>
          ) : (
            <Stack spacing={4}>
              <Grid container spacing={3} sx={{ opacity: news.isPlaceholderData ? 0.6 : 1 }}>
                {items.map((n, i) => (
                  <Grid key={n.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <NewsCard item={n} onRead={() => setOpen(i)} first={i === 0} />
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
                    update({ page: p, item: null });
                    window.scrollTo({ top: 0 });
                  }}
                  label={t('news.pages')}
                  disabled={news.isFetching}
                />
                <Typography color="text.secondary" data-testid="news-total">
                  {t('common.total', { total: formatNumber(news.data?.total ?? 0) })}
                </Typography>
              </Stack>
            </Stack>
          )}
        </Container>
      </Box>
      <NewsDialog items={items} index={open} onIndexChange={setOpen} onClose={close} />
    </>
  );
}
