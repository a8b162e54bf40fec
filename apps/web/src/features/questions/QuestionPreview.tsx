import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Answers, emptyAnswers } from '@portal/contract/applications';
import type { AnyQuestion, Question } from '@portal/contract/questions';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { type AnswerChange, applyAnswer, cleanAnswers, QuestionList } from '../application-wizard';

const byNumber = (a: AnyQuestion, b: AnyQuestion) => a.number - b.number || a.id - b.id;

/**
 * What to preview for a question, as step 3 shows it: a top-level question with its active child
 * questions; a child question under its parent, among the parent's other active children. `all`
 * is the whole set (`type=all`); `q` may be the form's unsaved version of a stored question.
 */
export function previewTree(all: Question[], q: AnyQuestion): Question[] {
  if (q.parent_id === null) {
    const stored = all.find((x) => x.id === q.id);
    const children = (stored?.child_questions ?? []).filter((c) => c.active === 1);
    return [{ ...q, child_questions: children }];
  }
  const parent = all.find((x) => x.id === q.parent_id);
  if (!parent) return [{ ...q, parent_id: null, child_questions: [] }];
  const siblings = parent.child_questions.filter((c) => c.id !== q.id && c.active === 1);
  return [{ ...parent, child_questions: [...siblings, q].sort(byNumber) }];
}

type QuestionPreviewProps = {
  questions: Question[];
  /** Notes above the questions (inactive, how to reveal a child ...). */
  notes?: ReactNode;
  /** Width of the form beside it (the form's live preview). */
  maxWidth?: number;
};

/**
 * A live, read-only preview of questions exactly as applicants get them in step 3: the wizard's
 * own QuestionList and QuestionField. Choices work (Yes reveals child questions, 'Other' asks
 * 'Please specify') but nothing is saved; Clear starts again.
 */
export function QuestionPreview({ questions, notes, maxWidth }: QuestionPreviewProps) {
  const headingId = useId();
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  // The questions may change under the answers (the form's live preview): keep what still fits.
  useEffect(() => setAnswers((current) => cleanAnswers(questions, current)), [questions]);
  const onChange = useCallback(
    (change: AnswerChange) => setAnswers((current) => applyAnswer(questions, current, change)),
    [questions],
  );
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="question-preview"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
        maxWidth,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          Preview
        </Typography>
        <Button size="small" color="inherit" onClick={() => setAnswers(emptyAnswers())}>
          Clear answers
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        As applicants see it in step 3, Problem/Solution. Try the answers: nothing is saved.
      </Typography>
      {notes && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {notes}
        </Stack>
      )}
      <QuestionList questions={questions} answers={answers} errors={{}} onChange={onChange} />
    </Box>
  );
}

/** An info note of the preview. */
export const PreviewNote = ({ children }: { children: ReactNode }) => (
  <Alert severity="info" variant="outlined">
    {children}
  </Alert>
);
