import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ScoreSpread as Spread, WIDE_SPREAD } from '@portal/contract/judging';
import { useSession } from '../../lib/session';
import { useWithdrawConflict } from './api/venture-rating';

const pct = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * The spread of the judges' scores of a venture (staff): lowest to highest, a "Wide spread" chip
 * from WIDE_SPREAD points apart, and each judge's score (or "not rated", "conflict"). Staff who
 * assign judges (user_group_create) may withdraw a declared conflict, so that the judge rates it.
 */
export function ScoreSpread({ spread, groupId, ventureId }: { spread: Spread; groupId: number; ventureId: number }) {
  const { min, max, range, wide, judges } = spread;
  const { can } = useSession();
  const withdraw = useWithdrawConflict();
  const mayWithdraw = can('user_group_create');
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
            {j.conflict && mayWithdraw && (
              <Button
                size="small"
                disabled={withdraw.isPending}
                onClick={() => void withdraw.run({ group_id: groupId, venture_id: ventureId, user_id: j.user_id })}
                aria-label={`Withdraw the conflict of ${j.first_name} ${j.last_name}`}
                sx={{ ml: 0.5, minHeight: 0, py: 0, px: 0.5, fontSize: 'inherit', verticalAlign: 'baseline' }}
              >
                Withdraw
              </Button>
            )}
          </li>
        ))}
      </Typography>
    </Stack>
  );
}
