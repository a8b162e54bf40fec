import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PublicVideo } from '@portal/contract/stories';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumericDate } from '../../lib/format';
import { useContentLang } from '../../lib/i18n/content';

/** Spec 3 §9: the video dialog is at most 1500 px wide. */
const PLAYER_MAX_WIDTH = 1500;

type VideoPlayerDialogProps = {
  /** The videos of the page the dialog walks through. */
  videos: PublicVideo[];
  /** The video playing; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The public Stories player (spec 1 §2.11, spec 3 §2.4): the video with its controls, playing at
 * once, its cover as the poster; previous and next arrows through the page's videos, disabled at
 * the ends (the arrow keys too); closing pauses it and rewinds it to the start.
 */
export function VideoPlayerDialog({ videos, index, onIndexChange, onClose }: VideoPlayerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const player = useRef<HTMLVideoElement>(null);
  const { t } = useTranslation();
  const content = useContentLang();
  const video = index === null ? undefined : videos[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < videos.length - 1;

  const go = (to: number) => {
    if (to >= 0 && to < videos.length) onIndexChange(to);
  };
  const close = () => {
    const el = player.current;
    if (el) {
      el.pause();
      el.currentTime = 0;
    }
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (index === null) return;
    // The player's own keys (seeking with the arrows) come first while it has focus.
    if (e.target instanceof HTMLVideoElement) return;
    if (e.key === 'ArrowLeft' && hasPrevious) go(index - 1);
    if (e.key === 'ArrowRight' && hasNext) go(index + 1);
  };
  const titleId = 'video-player-title';
  // Beside the video on wide screens; under it, beside the counter, on phones.
  const previous = (
    <IconButton
      aria-label={t('stories.previous')}
      disabled={!hasPrevious}
      onClick={() => index !== null && go(index - 1)}
      sx={arrowSx}
    >
      <ChevronLeft fontSize="large" />
    </IconButton>
  );
  const next = (
    <IconButton
      aria-label={t('stories.next')}
      disabled={!hasNext}
      onClick={() => index !== null && go(index + 1)}
      sx={arrowSx}
    >
      <ChevronRight fontSize="large" />
    </IconButton>
  );

  return (
    <Dialog
      open={video !== undefined}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: { sx: { maxWidth: PLAYER_MAX_WIDTH, bgcolor: 'grey.900', color: '#fff', justifyContent: 'flex-start' } },
      }}
    >
      {video && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            <span {...content}>{video.name}</span>
            {video.date && (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'grey.400' }}>
                {formatNumericDate(video.date)}
              </Typography>
            )}
          </DialogTitle>
          <IconButton
            aria-label={t('common.close')}
            onClick={close}
            sx={{ position: 'absolute', right: 8, top: 8, color: '#fff' }}
          >
            <Close />
          </IconButton>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', px: phone ? 0 : 1, pb: 2, gap: 1, flex: phone ? 1 : undefined }}
          >
            {!phone && previous}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {video.video_url ? (
                <Box
                  component="video"
                  ref={player}
                  // A new video is a new element: nothing of the previous one carries over.
                  key={video.id}
                  src={video.video_url}
                  poster={video.cover_url ?? undefined}
                  autoPlay
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={video.name}
                  {...content}
                  sx={{ display: 'block', width: '100%', maxHeight: '75vh', aspectRatio: '16 / 9', bgcolor: '#000' }}
                />
              ) : (
                <Stack
                  sx={{ position: 'relative', aspectRatio: '16 / 9', alignItems: 'center', justifyContent: 'center' }}
                >
                  {video.cover_url && (
                    <Box
                      component="img"
                      src={video.cover_url}
                      alt=""
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        width: '100%',
                        height: '100%',
                        objectFit: 'cover',
                        opacity: 0.4,
                      }}
                    />
                  )}
                  <Typography sx={{ position: 'relative' }}>{t('stories.soon')}</Typography>
                </Stack>
              )}
            </Box>
            {!phone && next}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, pb: 2 }}>
            {phone && previous}
            <Typography variant="body2" sx={{ color: 'grey.400' }} aria-live="polite">
              {index !== null ? t('common.position', { n: index + 1, total: videos.length }) : ''}
            </Typography>
            {phone && next}
          </Stack>
        </>
      )}
    </Dialog>
  );
}

const arrowSx = {
  color: '#fff',
  flexShrink: 0,
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.3)' },
} as const;
