import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationRating } from '@portal/contract/application-review';
import type { RatingCriterion } from '@portal/contract/judging';
import { InfoTip, NORMALISED_HELP } from '../../../components/RankedScores';
import { RichTextView } from '../../../components/RichTextView';
import { ScoreChip } from '../../../components/ScoreChip';
import { StarRating } from '../../../components/StarRating';
import { fullName } from '../../../lib/format';
import { Section } from './Section';

/**
 * Rating (spec 2 §2.1): the overall rating ('Pending' at 0, else the percentage in its band's
 * colour), the normalised score beside it when given, and each judge's full name with their own score in the same colours; opening a judge
 * shows each criterion's name, description and weight with the judge's answer: read-only stars
 * (x/5, -/5) for radio criteria, rich text for the others.
 */
export function RatingSection({
  score,
  normalised,
  ratings,
  criteria,
}: {
  score: number;
  /** The normalised score, beside the overall rating (staff). */
  normalised?: number;
  ratings: ApplicationRating[];
  /** The rating criteria (form data); without them only the names and scores show. */
  criteria?: RatingCriterion[];
}) {
  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Overall rating
        </Typography>
        <ScoreChip score={score} size="medium" />
        {normalised !== undefined && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="span">Normalised</Typography>
            <InfoTip text={NORMALISED_HELP} />
            <ScoreChip score={normalised} size="medium" />
          </Stack>
        )}
      </Stack>
      <Section title="Judges' ratings">
        {ratings.length === 0 ? (
          <Typography color="text.secondary">No ratings yet</Typography>
        ) : (
          <Box component="ul" aria-label="Judges' ratings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ratings.map((r, i) => (
              // A judge of two groups holding the venture has two ratings: the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a given detail
              <li key={`${r.judge.id}-${i}`}>
                <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Stack
                      direction="row"
                      spacing={2}
                      sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%', pr: 1 }}
                    >
                      <Typography>{fullName(r.judge)}</Typography>
                      <ScoreChip score={r.individualScore} />
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails>
                    {criteria ? (
                      <Stack divider={<Divider />} spacing={1.5}>
                        {criteria.map((c) => {
                          const v = r.ventureRatings[String(c.id)];
                          return (
                            <Stack key={c.id} spacing={0.5}>
                              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                                <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
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
                                  label={c.name}
                                  value={typeof v === 'number' ? v : null}
                                  readOnly
                                  size="small"
                                />
                              ) : (
                                <RichTextView html={typeof v === 'string' ? v : ''} />
                              )}
                            </Stack>
                          );
                        })}
                      </Stack>
                    ) : (
                      <Typography color="text.secondary">Loading the criteria…</Typography>
                    )}
                  </AccordionDetails>
                </Accordion>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}
