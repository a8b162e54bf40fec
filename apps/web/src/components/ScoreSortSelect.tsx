import TextField from '@mui/material/TextField';
import { SCORE_SORTS, type ScoreSort } from '@portal/contract/normalised-scores';

/** The list orders staff choose from: the list's own order (newest first), or a score, best first. */
export const LIST_SORTS = ['newest', ...SCORE_SORTS] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const LABELS: Record<ListSort, string> = {
  newest: 'Date added, newest first',
  raw: 'Raw score, best first',
  normalised: 'Normalised score, best first',
};

/** The `sort` a list call sends: nothing for its own order. */
export const scoreSortParam = (s: ListSort): ScoreSort | undefined => (s === 'newest' ? undefined : s);

/**
 * A native select of the list's order (the screen keeps it in the address: `?sort=normalised`);
 * `ownOrder` names the list's own order when it is not newest first.
 */
export function ScoreSortSelect({
  value,
  onChange,
  ownOrder = LABELS.newest,
}: {
  value: ListSort;
  onChange: (s: ListSort) => void;
  ownOrder?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(e) => onChange(e.target.value as ListSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 280 }, alignSelf: 'flex-start' }}
    >
      {LIST_SORTS.map((s) => (
        <option key={s} value={s}>
          {s === 'newest' ? ownOrder : LABELS[s]}
        </option>
      ))}
    </TextField>
  );
}
