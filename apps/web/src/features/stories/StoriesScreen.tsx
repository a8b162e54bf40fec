import MovieFilterIcon from '@mui/icons-material/MovieFilter';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PublicStory, PublicVideo } from '@portal/contract/stories';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/list-screen/Pager';
import { PageBanner } from '../../components/PageBanner';
import { SOCIAL_LINKS } from '../../lib/brand';
import { formatNumber, formatNumericDate } from '../../lib/format';
import { useContentLang } from '../../lib/i18n/content';
import { useScreenQuery } from '../../lib/use-media-query';
import { usePublicStories } from './api/public-stories';
import { PUBLIC_VIDEOS_PER_PAGE, usePublicVideos } from './api/public-videos';
import { VideoPlayerDialog } from './VideoPlayerDialog';

const CARD_GRID = { xs: 12, sm: 6, lg: 4 } as const;

/** Read by screen readers, not shown. */
const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * /stories (spec 1 §2.11, spec 3 §2.4): the banner; the active stories (name and year) beside the
 * grid, the one shown highlighted (a scroller of chips above the grid on phones); its videos as
 * cards (cover and name) with a pager; a dialog player; a link to the programme's YouTube
 * channel. The first story is selected once the stories load.
 */
export default function StoriesScreen() {
  const stories = usePublicStories();
  const list = stories.data?.data;
  const [picked, setPicked] = useState<number | null>(null);
  const current = list?.find((s) => s.id === picked) ?? list?.[0];
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();

  const choose = (story: PublicStory) => {
    setPicked(story.id);
    setPage(1);
    setOpen(null);
  };

  return (
    <>
      <PageBanner title={t('stories.title')} subtitle={t('stories.subtitle')}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<YouTube />}
          href={SOCIAL_LINKS.youtube}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('stories.youtube')}
        </Button>
      </PageBanner>
      <Container ref={top} maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 80 }}>
        {stories.isError && !list ? (
          <LoadError onRetry={() => stories.refetch()} />
        ) : !list ? (
          <Grid container spacing={4} aria-busy="true" aria-label={t('stories.loading')}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <VideoSkeletons />
            </Grid>
          </Grid>
        ) : list.length === 0 || !current ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <MovieFilterIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h5" component="h2">
              {t('stories.empty')}
            </Typography>
            <Typography color="text.secondary">{t('stories.emptyText')}</Typography>
          </Stack>
        ) : (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 3 }}>
              <StoryPicker stories={list} current={current} onChoose={choose} />
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <StoryVideos
                story={current}
                page={page}
                onPage={(p) => {
                  setOpen(null);
                  setPage(p);
                  top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                }}
                open={open}
                onOpen={setOpen}
              />
            </Grid>
          </Grid>
        )}
      </Container>
    </>
  );
}

/** The stories: a side list on wide screens, a row of chips that scrolls sideways on phones. */
function StoryPicker({
  stories,
  current,
  onChoose,
}: {
  stories: PublicStory[];
  current: PublicStory;
  onChoose: (story: PublicStory) => void;
}) {
  const theme = useTheme();
  const wide = useScreenQuery(theme.breakpoints.up('md'));
  const { t } = useTranslation();
  const content = useContentLang();
  return (
    <nav aria-label={t('stories.title')}>
      {wide ? (
        <Paper variant="outlined" sx={{ position: 'sticky', top: 96 }}>
          <Typography
            variant="overline"
            component="h2"
            sx={{ px: 2, pt: 1.5, display: 'block', color: 'text.secondary' }}
          >
            {t('stories.title')}
          </Typography>
          <List dense disablePadding sx={{ pb: 1 }}>
            {stories.map((s) => {
              const selected = s.id === current.id;
              return (
                <ListItem key={s.id} disablePadding>
                  <ListItemButton
                    selected={selected}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onChoose(s)}
                    sx={{
                      borderLeft: 4,
                      borderColor: selected ? 'secondary.main' : 'transparent',
                      '&.Mui-selected': { bgcolor: 'rgba(106,27,154,0.10)' },
                    }}
                  >
                    <ListItemText
                      {...content}
                      primary={s.name}
                      secondary={s.year}
                      slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            listStyle: 'none',
            p: 0,
            m: 0,
            pb: 1,
            scrollSnapType: 'x proximity',
          }}
        >
          {stories.map((s) => {
            const selected = s.id === current.id;
            return (
              <Box component="li" key={s.id} sx={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
                <Button
                  variant={selected ? 'contained' : 'outlined'}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onChoose(s)}
                  sx={{ borderRadius: 5, whiteSpace: 'nowrap' }}
                >
                  <span {...content}>{s.name}</span> · {s.year}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </nav>
  );
}

function StoryVideos({
  story,
  page,
  onPage,
  open,
  onOpen,
}: {
  story: PublicStory;
  page: number;
  onPage: (page: number) => void;
  open: number | null;
  onOpen: (index: number | null) => void;
}) {
  const query = usePublicVideos(story.id, page);
  const data = query.data;
  const videos = data?.data ?? [];
  const count = data ? Math.ceil(data.total / Math.max(1, data.per_page)) : 0;
  const { t } = useTranslation();
  const content = useContentLang();

  return (
    <Box component="section" aria-labelledby="story-heading">
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2.5 }}
      >
        <Typography id="story-heading" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          <span {...content}>{story.name}</span>{' '}
          <Typography component="span" variant="h6" color="text.secondary">
            {story.year}
          </Typography>
        </Typography>
        {data && (
          <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 500 }}>
            {t('common.total', { total: formatNumber(data.total) })}
          </Typography>
        )}
      </Stack>
      {query.isError && !data ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !data ? (
        <VideoSkeletons />
      ) : videos.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('stories.noVideos')}
        </Typography>
      ) : (
        <Stack spacing={3}>
          <Grid
            container
            spacing={3}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('stories.videos')}
          >
            {videos.map((v, i) => (
              <Grid key={v.id} size={CARD_GRID} component="li" sx={{ display: 'flex' }}>
                <VideoCard video={v} onOpen={() => onOpen(i)} />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pager page={page} count={count} hideWhenSingle label={t('stories.pages')} onChange={onPage} />
          </Box>
        </Stack>
      )}
      <VideoPlayerDialog videos={videos} index={open} onIndexChange={onOpen} onClose={() => onOpen(null)} />
    </Box>
  );
}

function VideoCard({ video, onOpen }: { video: PublicVideo; onOpen: () => void }) {
  const { t } = useTranslation();
  const content = useContentLang();
  return (
    <Card component="article" variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
      {/* The button is named by its text: "Play", the video's name and its date. */}
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'primary.dark', overflow: 'hidden' }}>
          {video.thumb_url && (
            <Box
              component="img"
              src={video.thumb_url}
              // The name is written under the picture: the cover itself says nothing more.
              alt=""
              loading="lazy"
              width={400}
              height={225}
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'linear-gradient(to top, rgba(0,0,0,0.35), transparent 60%)',
            }}
          >
            <Box
              sx={{
                width: 56,
                height: 56,
                borderRadius: '50%',
                bgcolor: 'rgba(255,255,255,0.92)',
                color: 'secondary.main',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                boxShadow: 3,
              }}
            >
              <PlayArrowRounded sx={{ fontSize: 40 }} />
            </Box>
          </Box>
        </Box>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <Box component="span" sx={SR_ONLY}>
              {t('stories.play')}
            </Box>{' '}
            <span {...content}>{video.name}</span>
          </Typography>
          {video.date && (
            <Typography variant="body2" color="text.secondary">
              {formatNumericDate(video.date)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function VideoSkeletons() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} aria-busy="true" aria-label={t('stories.loadingVideos')}>
      {Array.from({ length: PUBLIC_VIDEOS_PER_PAGE > 6 ? 6 : PUBLIC_VIDEOS_PER_PAGE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Grid key={i} size={CARD_GRID}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          <Skeleton width="70%" height={28} sx={{ mt: 1 }} />
        </Grid>
      ))}
    </Grid>
  );
}
