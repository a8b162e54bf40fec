import Chip, { type ChipProps } from '@mui/material/Chip';
import { type ScoreBand, scoreBand } from '@portal/contract/constants';

/** The chip colour of each band (spec 2 §9): none while pending, then red, orange, green. */
export const SCORE_BAND_COLOURS: Record<ScoreBand, ChipProps['color']> = {
  pending: 'default',
  red: 'error',
  orange: 'warning',
  green: 'success',
};

/** `72.5` -> `72.5%`, at most two decimals; 0 -> 'Pending' (nobody has rated yet). */
export function formatScore(score: number, zero = 'Pending'): string {
  if (scoreBand(score) === 'pending') return zero;
  return `${Number(score.toFixed(2))}%`;
}

type ScoreChipProps = {
  /** 0 to 100. */
  score: number;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
  /** The text at 0 (default 'Pending'; a judge's Progress says '0%'). */
  zeroLabel?: string;
};

/**
 * A score coloured by its band (spec 2 §9): 'Pending' at 0, red up to 33.33, orange up to 66.66,
 * green above. Used for application ratings, judges' scores, Progress and Average.
 */
export function ScoreChip({ score, size = 'small', sx, zeroLabel }: ScoreChipProps) {
  const band = scoreBand(score);
  const text = formatScore(score, zeroLabel);
  return (
    <Chip
      size={size}
      label={text}
      color={SCORE_BAND_COLOURS[band]}
      variant={band === 'pending' ? 'outlined' : 'filled'}
      data-band={band}
      sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
