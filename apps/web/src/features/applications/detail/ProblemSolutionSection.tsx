import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Answers } from '@portal/contract/applications';
import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { type AnyQuestion, isShortAnswer, QUESTION_TYPE, type Question } from '@portal/contract/questions';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { RichTextView } from '../../../components/RichTextView';
import { Description, QuestionHeading } from '../../application-wizard';
import { type ChosenOption, chosenOptions, chosenPartOptions, readOnlyQuestions } from './read-only-answers';
import { NA } from './Section';

type ProblemSolutionSectionProps = {
  answers: Answers;
  /** Every question (`?type=all`); undefined while loading. */
  questions: Question[] | undefined;
  questionsFailed?: boolean;
  onRetryQuestions?: () => void;
};

/**
 * The applicant's answers, read-only (spec 2 §2.1): numbered as she saw them, with the required
 * marker and the description in italics; revealed child questions under their parent.
 */
export function ProblemSolutionSection({
  answers,
  questions,
  questionsFailed,
  onRetryQuestions,
}: ProblemSolutionSectionProps) {
  if (!questions) {
    if (questionsFailed) return <LoadError message={MSG.formDataFailed} onRetry={() => onRetryQuestions?.()} />;
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the questions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  const shown = readOnlyQuestions(questions, answers);
  if (shown.length === 0) return <Typography color="text.secondary">{NA}</Typography>;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {shown.map(({ question, label, children }) => (
        <Box key={question.id} data-question-id={question.id}>
          <ReadOnlyQuestion question={question} label={label} answers={answers} level="h2" />
          {children.length > 0 && (
            <Stack
              spacing={3}
              sx={{
                mt: 2,
                ml: { xs: 0.5, sm: 2 },
                pl: { xs: 1.5, sm: 2.5 },
                borderLeft: 3,
                borderColor: 'primary.light',
              }}
            >
              {children.map((child) => (
                <Box key={child.question.id} data-question-id={child.question.id}>
                  <ReadOnlyQuestion question={child.question} label={child.label} answers={answers} level="h3" />
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * One question: heading with number and required marker, italic description, then the answer.
 * Top-level questions are level 2 headings under the page's title, their children level 3.
 */
function ReadOnlyQuestion({
  question: q,
  label,
  answers,
  level,
}: {
  question: AnyQuestion;
  label: string;
  answers: Answers;
  level: 'h2' | 'h3';
}) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-describedby={q.description ? descriptionId : undefined}>
      <QuestionHeading component={level} id={headingId} label={label} text={q.question} required={q.required === 1} />
      {q.active === 0 && (
        // Deactivated after she answered it: her answer stays part of the application.
        <Chip size="small" variant="outlined" label="No longer asked" sx={{ mb: 0.75 }} />
      )}
      <Description id={descriptionId} text={q.description} />
      <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
        <Answer question={q} answers={answers} />
      </Box>
    </Box>
  );
}

function Answer({ question: q, answers }: { question: AnyQuestion; answers: Answers }) {
  switch (q.question_type_id) {
    case QUESTION_TYPE.openEnded: {
      const text = answers.open_ended[String(q.id)];
      // Short questions were a one-line box; longer ones a rich-text editor (spec 2 §9).
      if (isShortAnswer(q.length))
        return <Typography sx={{ overflowWrap: 'anywhere' }}>{text?.trim() || NA}</Typography>;
      return richTextIsEmpty(text) ? <Typography>{NA}</Typography> : <RichTextView html={text} />;
    }
    case QUESTION_TYPE.singleSelect:
    case QUESTION_TYPE.multiSelect:
      return <Options chosen={chosenOptions(q, answers)} />;
    case QUESTION_TYPE.multiPartSingleSelect:
    case QUESTION_TYPE.multiPartMultiSelect:
      return (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {q.multi_part_questions.map((part) => (
            <Box key={part.id} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ fontWeight: 500, mt: { xs: 1, sm: 0 } }}
              >
                {part.question}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Options chosen={chosenPartOptions(q, part, answers)} />
              </Box>
            </Box>
          ))}
        </Box>
      );
    default:
      return <Typography>{NA}</Typography>;
  }
}

/** One chosen option as a line, several as a list; an 'Other' carries its text. */
function Options({ chosen }: { chosen: ChosenOption[] }) {
  if (chosen.length === 0) return <Typography>{NA}</Typography>;
  const text = (o: ChosenOption) => (o.other ? `${o.text}: ${o.other}` : o.text);
  if (chosen.length === 1) return <Typography sx={{ overflowWrap: 'anywhere' }}>{text(chosen[0]!)}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {chosen.map((o) => (
        <Typography component="li" key={o.id} sx={{ overflowWrap: 'anywhere' }}>
          {text(o)}
        </Typography>
      ))}
    </Box>
  );
}
