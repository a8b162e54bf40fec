import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BRAND } from '../../components/theme';
import { initialsOf } from './team-format';

/**
 * A member's square picture: the thumbnail in grids, the full image in dialogs, or their initials
 * on the brand's gradient when there is none. The box keeps its square before the image loads, so
 * the page does not jump. The picture is decorative: the name is always written beside it.
 */
export function TeamPortrait({
  member,
  full = false,
  priority = false,
  sx,
}: {
  member: { name: string; image_url: string | null; thumb_url: string | null };
  full?: boolean;
  /** The page's likely largest picture (the first card): fetched at once and first. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}) {
  const src = full ? (member.image_url ?? member.thumb_url) : (member.thumb_url ?? member.image_url);
  return (
    <Box
      sx={[
        {
          position: 'relative',
          width: '100%',
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          borderRadius: 2,
          background: `linear-gradient(135deg, ${BRAND.secondary} 0%, ${BRAND.primary} 100%)`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={400}
          height={400}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            fontWeight: 700,
            fontSize: 'clamp(2rem, 8vw, 4rem)',
            letterSpacing: 2,
          }}
        >
          {initialsOf(member.name)}
        </Box>
      )}
    </Box>
  );
}
