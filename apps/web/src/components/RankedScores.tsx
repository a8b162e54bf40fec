import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { RANK_DISAGREEMENT_PLACES, type ScoreRanks } from '@portal/contract/normalised-scores';
import { ScoreChip } from './ScoreChip';

/** What the normalised score is, in a sentence (column headers' tooltips, the sort's help). */
export const NORMALISED_HELP =
  'Normalised: each judge’s scores compared with that judge’s own average and spread, so a strict judge and a generous one count alike, then put back on the 0–100% scale.';

/** A score with its rank under it ("#4"); the rank is read out as "rank 4 of the list". */
export function RankedScore({ score, rank, kind }: { score: number; rank: number | null; kind: 'raw' | 'normalised' }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <ScoreChip score={score} />
      {rank !== null && (
        <Typography
          variant="caption"
          color="text.secondary"
          aria-label={`rank ${rank} by ${kind} score`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          #{rank}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The mark where the raw and normalised ranks are more than RANK_DISAGREEMENT_PLACES apart: an
 * icon and words (not colour alone), focusable, with the explanation as its tooltip and label.
 */
export function RankDisagreement({ ranks }: { ranks: ScoreRanks | null }) {
  if (!ranks?.disagreement) return null;
  const places = Math.abs(ranks.raw - ranks.normalised);
  const explanation = `Ranked #${ranks.raw} by raw score and #${ranks.normalised} by normalised score, more than ${RANK_DISAGREEMENT_PLACES} places apart: its judges score more strictly or generously than others. Check the judges' scores before deciding.`;
  return (
    <Tooltip title={explanation} describeChild enterTouchDelay={0}>
      <Chip
        size="small"
        variant="outlined"
        color="info"
        icon={<SwapVertIcon />}
        label={`Ranks differ by ${places}`}
        tabIndex={0}
        data-testid="rank-disagreement"
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}

/** The normalised score, its rank and the disagreement mark, as one cell. */
export function NormalisedCell({ score, ranks }: { score: number; ranks: ScoreRanks | null }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <RankedScore score={score} rank={ranks?.normalised ?? null} kind="normalised" />
      <RankDisagreement ranks={ranks} />
    </Stack>
  );
}

/** A small (i) button whose tooltip, and accessible name, is `text`: hover, focus or tap shows it. */
export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip title={text} enterTouchDelay={0}>
      <IconButton size="small" aria-label={text} sx={{ p: 0.25 }}>
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/** A column header with the normalised score's explanation. */
export function NormalisedHeader() {
  return (
    <Stack direction="row" spacing={0.25} component="span" sx={{ alignItems: 'center' }}>
      <span>Normalised</span>
      <InfoTip text={NORMALISED_HELP} />
    </Stack>
  );
}
