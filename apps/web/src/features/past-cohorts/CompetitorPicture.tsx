import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../components/theme';

type CompetitorPictureProps = {
  name: string;
  /** The picture's URL (the thumbnail in cards, the full image in a detail); null draws the initial. */
  src: string | null;
  /** Intrinsic size hint (a square): the box keeps its shape while the picture loads. */
  size?: number;
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/** The first letter of a venture's name, for its placeholder. */
export const initialOf = (name: string) => (name.trim().match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();

/** A venture's logo in a square box, or its initial on the brand's gradient when it has none. */
export function CompetitorPicture({ name, src, size = 400, eager, sx }: CompetitorPictureProps) {
  const { t } = useTranslation();
  const base = { display: 'block', width: '100%', aspectRatio: '1 / 1' };
  const extra = Array.isArray(sx) ? sx : [sx];
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={t('pastCohorts.noPicture', { name })}
        sx={[
          {
            ...base,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            fontWeight: 800,
            fontSize: `clamp(2rem, ${Math.round(size / 5)}px, 6rem)`,
            background: `linear-gradient(135deg, ${BRAND.primaryDark}, ${BRAND.secondary})`,
          },
          ...extra,
        ]}
      >
        <span aria-hidden="true">{initialOf(name)}</span>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={t('pastCohorts.logo', { name })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[{ ...base, height: 'auto', objectFit: 'cover', bgcolor: 'grey.100' }, ...extra]}
    />
  );
}
