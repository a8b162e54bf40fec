import Chip from '@mui/material/Chip';
import type { MenuBadge } from './use-menu-badges';

/** A menu link's count (unread messages, submitted applications); its label is read with the link. */
export function MenuCount({ badge }: { badge: MenuBadge | undefined }) {
  if (!badge) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={badge.count > 99 ? '99+' : badge.count}
      aria-label={badge.label}
      sx={{ ml: 'auto', height: 20, fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
