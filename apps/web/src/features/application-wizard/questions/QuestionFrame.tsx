import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Answers } from '@portal/contract/applications';
import type { AnyQuestion } from '@portal/contract/questions';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useMessage } from '../../../lib/i18n/messages';
import { useQuestionText } from './question-text';
import type { AnswerChange } from './visibility';

/** The element id of the place where an error key's input lives (for scrolling and focus). */
export const answerAnchorId = (key: string) => `answer-${key}`;

export type QuestionFieldProps = {
  question: AnyQuestion;
  /** Its display number: '5', or '5.1' for a child question. */
  label: string;
  answers: Answers;
  /** Messages by error key (`question_<id>`, `part_<id>`, `other_<id>`). */
  errors: Record<string, string>;
  onChange: (change: AnswerChange) => void;
  disabled?: boolean;
};

/** What the input of each kind gets: the question's props and the element ids made once per question. */
export type QuestionKindProps = QuestionFieldProps & {
  headingId: string;
  descId: string;
  errId: string;
  inputId: string;
  /** `descId` when the question has a description. */
  described?: string;
  required: boolean;
  /** The question's own error key, and its message. */
  anchor: string;
  error?: string;
};

export const ids = (...list: (string | false | undefined | null)[]) => list.filter(Boolean).join(' ') || undefined;

/** "5. Question text *": the asterisk is for the eye; screen readers hear "(required)". */
export function QuestionHeading({
  component,
  id,
  htmlFor,
  label,
  text,
  required,
}: {
  component: ElementType;
  id: string;
  htmlFor?: string;
  label: string;
  text: ReactNode;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Typography
      component={component}
      id={id}
      htmlFor={htmlFor}
      sx={{
        display: 'block',
        p: 0,
        mb: 0.5,
        fontWeight: 600,
        fontSize: '1rem',
        lineHeight: 1.5,
        color: 'text.primary',
        // MUI colours a focused or failed legend; the question stays readable in ink.
        '&.Mui-focused, &.Mui-error': { color: 'text.primary' },
      }}
    >
      <Box component="span" sx={{ color: 'primary.main' }}>
        {label}.
      </Box>{' '}
      {text}
      {required && (
        <>
          {' '}
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
            *
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('form.required')}
          </Box>
        </>
      )}
    </Typography>
  );
}

export function Description({ id, text }: { id: string; text: ReactNode }) {
  if (!text) return null;
  return (
    <Typography id={id} variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary', mb: 1 }}>
      {text}
    </Typography>
  );
}

export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  const tm = useMessage();
  if (!message) return null;
  return (
    <FormHelperText id={id} error sx={{ mx: 0, fontSize: '0.875rem' }}>
      {tm(message)}
    </FormHelperText>
  );
}

/** A fieldset whose legend is the question, then its description (single, multi and multi-part questions). */
export function ChoiceFieldset({
  question: q,
  label,
  headingId,
  descId,
  required,
  anchor,
  error,
  describedBy,
  children,
}: Pick<QuestionKindProps, 'question' | 'label' | 'headingId' | 'descId' | 'required' | 'anchor' | 'error'> & {
  describedBy?: string;
  children: ReactNode;
}) {
  const text = useQuestionText();
  return (
    <FormControl
      component="fieldset"
      id={answerAnchorId(anchor)}
      error={!!error}
      fullWidth
      aria-describedby={describedBy}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <QuestionHeading
        component="legend"
        id={headingId}
        label={label}
        text={text(q.question, q.question_sw)}
        required={required}
      />
      <Description id={descId} text={text(q.description, q.description_sw)} />
      {children}
    </FormControl>
  );
}
