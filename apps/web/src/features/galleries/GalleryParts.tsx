import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Image } from '@portal/contract/galleries';
import { useTranslation } from 'react-i18next';
import { splitIntoColumns } from './columns';

// The pieces of /gallery (GalleryScreen): a picture's tile, the empty states and the skeletons.

export function ImageTile({
  image,
  alt,
  onOpen,
  eager,
  priority,
}: {
  image: Image;
  alt: string;
  onOpen: () => void;
  eager: boolean;
  priority: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={t('gallery.open', { alt })}
      sx={{
        display: 'block',
        width: '100%',
        p: 0,
        border: 0,
        borderRadius: 2,
        overflow: 'hidden',
        cursor: 'zoom-in',
        bgcolor: 'action.hover',
        aspectRatio: `${image.width} / ${image.height}`,
        '& img': { transition: 'transform 300ms ease' },
        '&:hover img': { transform: 'scale(1.04)' },
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={image.thumb_url ?? image.image_url ?? ''}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        width={image.width}
        height={image.height}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <PhotoLibraryOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}

const SKELETON_RATIOS = [0.75, 1.33, 1, 0.66, 1.5, 0.75, 1, 1.33, 0.66];

export function ColumnsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  const columns = splitIntoColumns(
    SKELETON_RATIOS.map((r) => ({ width: 100, height: r * 100 })),
    count,
  );
  return (
    <Box
      aria-busy="true"
      aria-label={t('gallery.loadingPhotos')}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, gap: { xs: 1, sm: 2 } }}
    >
      {columns.map((column, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Stack key={c} spacing={{ xs: 1, sm: 2 }}>
          {column.map(({ item, index }) => (
            <Skeleton
              key={index}
              variant="rounded"
              sx={{ width: '100%', height: 'auto', aspectRatio: `${item.width} / ${item.height}` }}
            />
          ))}
        </Stack>
      ))}
    </Box>
  );
}

export function GallerySkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('gallery.loading')}>
      <Stack direction="row" spacing={3} sx={{ mb: 3 }}>
        <Skeleton width={180} height={48} />
        <Skeleton width={200} height={48} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
        <Skeleton variant="rounded" height={220} sx={{ display: { xs: 'none', md: 'block' } }} />
        <ColumnsSkeleton count={3} />
      </Box>
    </Box>
  );
}
