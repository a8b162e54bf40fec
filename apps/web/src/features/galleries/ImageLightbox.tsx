import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Image } from '@portal/contract/galleries';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type ImageLightboxProps = {
  images: readonly Image[];
  /** The open picture's index in `images`; null closes the dialog. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The alternative text of a picture. */
  altOf: (image: Image, index: number) => string;
  /** Shown under the picture ('Pitch Finals · 3 of 12'). */
  captionOf?: (image: Image, index: number) => string;
};

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.5)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)', bgcolor: 'rgba(0,0,0,0.25)' },
} as const;

/**
 * The full-size picture of a gallery (spec 1 §2.10): previous and next buttons (disabled at the
 * ends of the page) and the arrow keys, the thumbnail shown until the full picture arrives, a
 * box of the picture's shape so nothing jumps.
 */
export function ImageLightbox({ images, index, onIndexChange, onClose, altOf, captionOf }: ImageLightboxProps) {
  const { t } = useTranslation();
  const image = index !== null ? images[index] : undefined;
  const open = index !== null && image !== undefined;
  const hasPrev = open && index > 0;
  const hasNext = open && index < images.length - 1;
  const go = (delta: number) => {
    if (index === null) return;
    const next = index + delta;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth={false}
      slotProps={{
        paper: {
          // The paper is the dialog (role, focus): its name goes there, not on the backdrop's root.
          'aria-label': t('gallery.viewer'),
          sx: {
            bgcolor: '#111',
            color: '#fff',
            m: { xs: 1, sm: 3 },
            maxWidth: 'calc(100vw - 16px)',
            // The dialog takes the focus to trap it; its frame needs no focus ring.
            '&:focus, &:focus-visible': { outline: 'none' },
          },
        },
      }}
    >
      {image && index !== null && (
        <Box sx={{ position: 'relative' }}>
          <Box
            sx={{
              aspectRatio: `${image.width} / ${image.height}`,
              width: `min(calc(100vw - 32px), calc(80vh * ${image.width / image.height}), ${image.width}px)`,
              backgroundImage: image.thumb_url ? `url("${image.thumb_url}")` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          >
            <Box
              component="img"
              key={image.id}
              src={image.image_url ?? image.thumb_url ?? ''}
              alt={altOf(image, index)}
              width={image.width}
              height={image.height}
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Box>
          <IconButton
            aria-label={t('common.close')}
            onClick={onClose}
            sx={{ ...navButton, top: 8, right: 8, transform: 'none' }}
          >
            <CloseIcon />
          </IconButton>
          <IconButton
            aria-label={t('gallery.previous')}
            disabled={!hasPrev}
            onClick={() => go(-1)}
            sx={{ ...navButton, left: 8 }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton
            aria-label={t('gallery.next')}
            disabled={!hasNext}
            onClick={() => go(1)}
            sx={{ ...navButton, right: 8 }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
          <Stack direction="row" sx={{ px: 2, py: 1, justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" aria-live="polite">
              {captionOf ? captionOf(image, index) : t('common.position', { n: index + 1, total: images.length })}
            </Typography>
          </Stack>
        </Box>
      )}
    </Dialog>
  );
}
