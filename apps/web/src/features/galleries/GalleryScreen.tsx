import InstagramIcon from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Image, PublicGallery } from '@portal/contract/galleries';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/list-screen/Pager';
import { PageBanner } from '../../components/PageBanner';
import { SOCIAL_LINKS } from '../../lib/brand';
import { formatNumber, formatNumericDate } from '../../lib/format';
import { useContentLang } from '../../lib/i18n/content';
import { useScreenQuery } from '../../lib/use-media-query';
import { usePublicGalleries } from './api/public-galleries';
import { usePublicImages } from './api/public-images';
import { splitIntoColumns } from './columns';
import { ColumnsSkeleton, EmptyState, GallerySkeleton, ImageTile } from './GalleryParts';
import { ImageLightbox } from './ImageLightbox';

type PublicAlbum = PublicGallery['albums'][number];

/**
 * /gallery (spec 1 §2.10, spec 3 §2.2): one tab per gallery, the albums of the chosen gallery
 * (the current one highlighted), the album's pictures in three columns of near-equal height
 * (two on phones), a pager, a full-size dialog with previous/next, and a link to the
 * programme's social page. Once the galleries load, the first gallery and its first album are
 * shown.
 */
export default function GalleryScreen() {
  const galleriesQuery = usePublicGalleries();
  const galleries = galleriesQuery.data;
  const [galleryId, setGalleryId] = useState<number | null>(null);
  const [albumId, setAlbumId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const { t } = useTranslation();
  const content = useContentLang();

  const gallery = galleries?.find((g) => g.id === galleryId) ?? galleries?.[0];
  const album = gallery?.albums.find((a) => a.id === albumId) ?? gallery?.albums[0];

  const chooseGallery = (id: number) => {
    setGalleryId(id);
    setAlbumId(null);
    setPage(1);
  };
  const chooseAlbum = (id: number) => {
    setAlbumId(id);
    setPage(1);
  };

  return (
    <>
      <PageBanner title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        {galleriesQuery.isError && !galleries ? (
          <LoadError onRetry={() => galleriesQuery.refetch()} />
        ) : !galleries ? (
          <GallerySkeleton />
        ) : !gallery ? (
          <EmptyState title={t('gallery.empty')} text={t('gallery.emptyText')} />
        ) : (
          <>
            <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 } }}>
              <Tabs
                value={gallery.id}
                onChange={(_, id: number) => chooseGallery(id)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={t('gallery.galleries')}
                sx={{ '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
              >
                {galleries.map((g) => (
                  <Tab
                    key={g.id}
                    value={g.id}
                    label={<span {...content}>{g.name}</span>}
                    id={`gallery-tab-${g.id}`}
                    aria-controls="gallery-panel"
                    sx={{ textTransform: 'none', fontWeight: 600, fontSize: '1rem' }}
                  />
                ))}
              </Tabs>
            </Box>
            <Box role="tabpanel" id="gallery-panel" aria-labelledby={`gallery-tab-${gallery.id}`}>
              {gallery.albums.length === 0 || !album ? (
                <EmptyState title={t('gallery.noAlbums')} text={t('gallery.noAlbumsText')} />
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: { xs: 2, md: 4 },
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
                    alignItems: 'start',
                  }}
                >
                  <AlbumPicker albums={gallery.albums} current={album.id} onChoose={chooseAlbum} />
                  <AlbumImages album={album} page={page} onPage={setPage} />
                </Box>
              )}
            </Box>
          </>
        )}
        <Stack sx={{ alignItems: 'center', mt: { xs: 4, md: 6 }, textAlign: 'center' }} spacing={1.5}>
          <Typography color="text.secondary">{t('gallery.more')}</Typography>
          <Button
            variant="outlined"
            size="large"
            startIcon={<InstagramIcon />}
            href={SOCIAL_LINKS.instagram}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('gallery.instagram')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}

/** The albums of the gallery: a side list on wide screens, a row of chips on phones. */
function AlbumPicker({
  albums,
  current,
  onChoose,
}: {
  albums: PublicAlbum[];
  current: number;
  onChoose: (id: number) => void;
}) {
  const theme = useTheme();
  const wide = useScreenQuery(theme.breakpoints.up('md'));
  const { t } = useTranslation();
  const content = useContentLang();
  if (!wide) {
    return (
      <Box
        component="nav"
        aria-label={t('gallery.albums')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, mx: -0.5, px: 0.5, scrollbarWidth: 'thin' }}
      >
        {albums.map((a) => (
          <Chip
            key={a.id}
            label={<span {...content}>{a.name}</span>}
            clickable
            onClick={() => onChoose(a.id)}
            color={a.id === current ? 'primary' : 'default'}
            variant={a.id === current ? 'filled' : 'outlined'}
            aria-current={a.id === current ? 'true' : undefined}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        ))}
      </Box>
    );
  }
  return (
    <Paper
      component="nav"
      aria-label={t('gallery.albums')}
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1.5, display: 'block', color: 'text.secondary' }}>
        {t('gallery.albums')}
      </Typography>
      <List disablePadding>
        {albums.map((a) => {
          const selected = a.id === current;
          return (
            <ListItem key={a.id} disablePadding>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(a.id)}
                sx={{
                  borderLeft: 4,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&.Mui-selected': { bgcolor: 'action.selected' },
                }}
              >
                <ListItemText
                  primary={<span {...content}>{a.name}</span>}
                  secondary={formatNumericDate(a.date)}
                  slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/** One album's page of pictures in balanced columns, its pager and the full-size dialog. */
function AlbumImages({ album, page, onPage }: { album: PublicAlbum; page: number; onPage: (page: number) => void }) {
  const theme = useTheme();
  const columnsCount = useScreenQuery(theme.breakpoints.up('sm')) ? 3 : 2;
  const query = usePublicImages(album.id, page);
  const data = query.data;
  const images = data?.data ?? [];
  const columns = useMemo(() => splitIntoColumns(images, columnsCount), [images, columnsCount]);
  const [open, setOpen] = useState<number | null>(null);
  const top = useRef<HTMLElement>(null);
  const { t } = useTranslation();
  const content = useContentLang();
  const offset = data ? (data.current_page - 1) * data.per_page : 0;
  const total = data?.total ?? images.length;
  const altOf = (_: Image, i: number) => t('gallery.alt', { album: album.name, n: offset + i + 1, total });

  return (
    <Box component="section" ref={top} aria-labelledby="album-title" sx={{ scrollMarginTop: 88, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2, gap: 0.5 }}
      >
        <Typography
          id="album-title"
          variant="h5"
          component="h2"
          {...content}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {album.name}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          {formatNumericDate(album.date)}
          {data ? ` · ${t('gallery.photos', { count: data.total, number: formatNumber(data.total) })}` : ''}
        </Typography>
      </Stack>

      {query.isError && !data ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !data ? (
        <ColumnsSkeleton count={columnsCount} />
      ) : images.length === 0 ? (
        <EmptyState title={t('gallery.noImages')} text={t('gallery.noImagesText')} />
      ) : (
        <Box
          role="group"
          aria-label={t('gallery.photosOf', { album: album.name })}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columnsCount}, minmax(0, 1fr))`,
            gap: { xs: 1, sm: 2 },
            alignItems: 'start',
            opacity: query.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {columns.map((column, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions, not records.
            <Box key={c} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1, sm: 2 } }}>
              {column.map(({ item, index }, row) => (
                <ImageTile
                  key={item.id}
                  image={item}
                  alt={altOf(item, index)}
                  onOpen={() => setOpen(index)}
                  // The top of every column is on screen: no lazy loading; the first column's leads.
                  eager={row === 0}
                  priority={row === 0 && c === 0}
                />
              ))}
            </Box>
          ))}
        </Box>
      )}

      {data && data.last_page > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pager
            page={page}
            count={data.last_page}
            label={t('gallery.pagesOf', { album: album.name })}
            onChange={(p) => {
              setOpen(null);
              onPage(p);
              top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Box>
      )}

      <ImageLightbox
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        altOf={altOf}
        captionOf={(_, i) => t('gallery.caption', { album: album.name, n: offset + i + 1, total })}
      />
    </Box>
  );
}
