import BlockIcon from '@mui/icons-material/Block';
import SaveIcon from '@mui/icons-material/Save';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { richTextIsEmpty } from '@portal/contract/common';
import {
  type GroupVentureDetail,
  type GroupVentureRow,
  individualScore,
  isStarValue,
  type RatingCriterion,
} from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { LazyRichTextEditor } from '../../../components/LazyRichTextEditor';
import { ScoreChip } from '../../../components/ScoreChip';
import { StarRating } from '../../../components/StarRating';
import { fetchNextVenture } from '../api/group-ventures';
import { useDeclareConflict, useSaveRating } from '../api/venture-rating';
import { scoringDeadlineText } from '../deadline';

type Value = number | string | null;

type RatingFormProps = {
  detail: GroupVentureDetail;
  criteria: RatingCriterion[];
  /** Saved (or conflict declared): back to the ventures list (spec 2 §4). */
  onDone: () => void;
  /** Save and next: the judge's next unrated venture, or null when none is left. */
  onNext: (next: GroupVentureRow | null) => void;
};

const answered = (c: RatingCriterion, v: Value) =>
  c.type === 'radio' ? isStarValue(v) : typeof v === 'string' && !richTextIsEmpty(v);

/**
 * The judge's rating of a venture (spec 2 §2.3 Rating sub-tab): each criterion with its name,
 * description and weight; stars in half steps (x/5, -/5) for radio criteria, rich text for the
 * others; every one required ('Input is required'). Save Rating asks 'Are you sure you want to
 * Submit your Rating?', shows the server's message and goes back to the list; Save and next opens
 * the judge's next unrated venture. A judge may instead declare a conflict of interest. After the
 * group's scoring deadline the saved rating shows read-only.
 */
export function RatingForm({ detail, criteria, onDone, onNext }: RatingFormProps) {
  const [values, setValues] = useState<Record<string, Value>>(() =>
    Object.fromEntries(criteria.map((c) => [String(c.id), detail.ratings[String(c.id)] ?? null])),
  );
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const save = useSaveRating();
  const declare = useDeclareConflict();
  const { enqueueSnackbar } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const { group_venture: gv, open } = detail;
  const readOnly = !open;
  const missing = criteria.filter((c) => !answered(c, values[String(c.id)] ?? null));
  const score = individualScore(criteria, values as Record<string, unknown>);

  const set = (id: number, v: Value) => {
    setValues((prev) => ({ ...prev, [String(id)]: v }));
    setTouched((prev) => ({ ...prev, [String(id)]: true }));
  };

  const submit = async (next: boolean) => {
    setSubmitted(true);
    if (missing.length) {
      // The first unanswered criterion takes the focus (its first star, or its editor).
      const first = formRef.current?.querySelector<HTMLElement>(
        `[data-criterion="${missing[0]!.id}"] input, [data-criterion="${missing[0]!.id}"] [contenteditable="true"]`,
      );
      first?.focus();
      return;
    }
    const responses = Object.fromEntries(criteria.map((c) => [String(c.id), values[String(c.id)] as number | string]));
    const outcome = await save.run({ group_id: gv.group_id, venture_id: gv.venture_id, responses });
    if (outcome.status !== 'done') return;
    if (!next) return onDone();
    try {
      const answer = await fetchNextVenture(gv.group_id, gv.id);
      if (!answer.group_venture) enqueueSnackbar(MSG.noNextVenture, { variant: 'info' });
      onNext(answer.group_venture);
    } catch {
      onDone();
    }
  };

  if (detail.conflict) {
    return (
      <Alert severity="info">
        You declared a conflict of interest with this venture: it is not on your list and your rating does not count.
      </Alert>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Your rating"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
    >
      <Stack spacing={3}>
        {readOnly ? (
          <Alert severity="info">
            Scoring for {detail.group.name} closed at {scoringDeadlineText(detail.deadline)}. Your saved rating is shown
            below.
          </Alert>
        ) : (
          <Typography color="text.secondary">
            Rate every criterion. You can change your rating until {scoringDeadlineText(detail.deadline)}.
          </Typography>
        )}
        <Paper variant="outlined">
          {criteria.map((c, i) => {
            const key = String(c.id);
            const v = values[key] ?? null;
            const showError = (submitted || touched[key]) && !answered(c, v);
            return (
              <div key={c.id} data-criterion={c.id}>
                {i > 0 && <Divider />}
                <Stack spacing={1} sx={{ p: { xs: 2, sm: 2.5 } }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {c.type === 'radio' ? `${c.weight} points` : 'No points'}
                    </Typography>
                  </Stack>
                  {c.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                      {c.description}
                    </Typography>
                  )}
                  {c.type === 'radio' ? (
                    <StarRating
                      label={`${c.name} (required)`}
                      name={`criterion-${c.id}`}
                      value={typeof v === 'number' ? v : null}
                      onChange={readOnly ? undefined : (next) => set(c.id, next)}
                      readOnly={readOnly}
                      size="large"
                      error={showError}
                      helperText={showError ? MSG.requiredLower : undefined}
                    />
                  ) : (
                    <LazyRichTextEditor
                      label={c.name}
                      value={typeof v === 'string' ? v : ''}
                      onChange={(html) => set(c.id, html)}
                      disabled={readOnly}
                      required
                      error={showError}
                      helperText={showError ? MSG.requiredLower : undefined}
                    />
                  )}
                </Stack>
              </div>
            );
          })}
        </Paper>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-live="polite">
            <Typography variant="body2">Your score:</Typography>
            <ScoreChip score={missing.length === criteria.length ? 0 : score} />
            {missing.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {missing.length} of {criteria.length} criteria left
              </Typography>
            )}
          </Stack>
          {!readOnly && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                color="warning"
                startIcon={<BlockIcon />}
                disabled={declare.isPending || save.isPending}
                onClick={() =>
                  void declare
                    .run({ group_id: gv.group_id, venture_id: gv.venture_id, reason: null })
                    .then((o) => o.status === 'done' && onDone())
                }
              >
                Declare conflict of interest
              </Button>
              <Button
                variant="outlined"
                startIcon={<SkipNextIcon />}
                disabled={save.isPending}
                onClick={() => void submit(true)}
              >
                Save and next
              </Button>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending}>
                Save Rating
              </Button>
            </Stack>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
