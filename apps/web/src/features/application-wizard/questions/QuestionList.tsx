import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Answers } from '@portal/contract/applications';
import type { Question } from '@portal/contract/questions';
import { QuestionField } from './QuestionField';
import { type AnswerChange, visibleChildren } from './visibility';

type QuestionListProps = {
  questions: Question[];
  answers: Answers;
  errors: Record<string, string>;
  onChange: (change: AnswerChange) => void;
  disabled?: boolean;
};

/** The questions in order, each revealed child indented under its parent and numbered 5.1, 5.2 ... */
export function QuestionList({ questions, answers, errors, onChange, disabled }: QuestionListProps) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {questions.map((q) => {
        const children = visibleChildren(q, answers);
        return (
          <Box key={q.id} data-question-id={q.id}>
            <QuestionField
              question={q}
              label={String(q.number)}
              answers={answers}
              errors={errors}
              onChange={onChange}
              disabled={disabled}
            />
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
                {children.map((child, i) => (
                  <Box key={child.id} data-question-id={child.id}>
                    <QuestionField
                      question={child}
                      label={`${q.number}.${i + 1}`}
                      answers={answers}
                      errors={errors}
                      onChange={onChange}
                      disabled={disabled}
                    />
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
