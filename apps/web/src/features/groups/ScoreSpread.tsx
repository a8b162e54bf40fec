import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ScoreSpread as Spread, WIDE_SPREAD } from '@portal/contract/judging';

const pct = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * The spread of the judges' scores of a venture (staff): lowest to highest, a "Wide spread" chip
 * from WIDE_SPREAD points apart, and each judge's score (or "not rated", "conflict").
 */
export function ScoreSpread({ spread }: { spread: Spread }) {
  const { min, max, range, wide, judges } = spread;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {min === null || max === null ? 'No scores' : min === max ? pct(min) : `${pct(min)} – ${pct(max)}`}
        </Typography>
        {wide && (
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberIcon />}
            label={`Wide spread (${Number(range.toFixed(2))} points)`}
            title={`The judges' scores are ${WIDE_SPREAD} points or more apart`}
          />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {judges.map((j) => (
          <li key={j.user_id}>
            {j.first_name} {j.last_name}:{' '}
            {j.conflict ? 'conflict of interest' : j.score === null ? 'not rated' : pct(j.score)}
          </li>
        ))}
      </Typography>
    </Stack>
  );
}
