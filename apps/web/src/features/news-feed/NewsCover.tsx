import NewspaperIcon from '@mui/icons-material/Newspaper';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../components/theme';

type NewsCoverProps = {
  /** The picture's URL (the thumbnail in cards, the full image in the dialog); null draws a placeholder. */
  src: string | null;
  subject: string;
  /** CSS aspect ratio of the box: the layout does not jump while the picture loads. */
  ratio?: string;
  /** Intrinsic size hint for the browser. */
  width?: number;
  height?: number;
  eager?: boolean;
  /** The page's likely largest picture (the first card): fetched at once and first. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/** A news item's cover in a fixed-ratio box, or the brand's gradient with a newspaper when there is none. */
export function NewsCover({
  src,
  subject,
  ratio = '16 / 9',
  width = 400,
  height = 225,
  eager,
  priority,
  sx,
}: NewsCoverProps) {
  const { t } = useTranslation();
  const base = { display: 'block', width: '100%', aspectRatio: ratio, borderRadius: 0 };
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={t('news.noPicture', { title: subject })}
        sx={[
          {
            ...base,
            display: 'grid',
            placeItems: 'center',
            color: 'rgba(255,255,255,0.85)',
            background: `linear-gradient(135deg, ${BRAND.primaryDark}, ${BRAND.secondary})`,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <NewspaperIcon sx={{ fontSize: 48 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={t('news.cover', { title: subject })}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={[
        { ...base, height: 'auto', objectFit: 'cover', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
