import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';

/** Focus Yes/No: the cohort of the top contestants page. */
export function FocusChip({ current }: { current: number }) {
  return current ? (
    <Chip size="small" icon={<StarIcon />} label="Yes" color="secondary" />
  ) : (
    <Chip size="small" label="No" variant="outlined" />
  );
}
