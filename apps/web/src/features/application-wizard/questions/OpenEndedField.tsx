import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MSG } from '@portal/contract/messages';
import { isShortAnswer } from '@portal/contract/questions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HelperWithCount } from '../../../components/form-fields/CharacterCount';
import { LazyRichTextEditor, preloadRichTextEditor } from '../../../components/LazyRichTextEditor';
import {
  answerAnchorId,
  Description,
  ids,
  type QuestionFieldProps,
  QuestionHeading,
  type QuestionKindProps,
} from './QuestionFrame';
import { useQuestionText } from './question-text';
import { answerLength, errorKey } from './validation';

type InputProps = Omit<QuestionFieldProps, 'label'> & { headingId: string; descId?: string };

/** An open-ended question: a line, or rich text for a long answer. */
export function OpenEndedField(props: QuestionKindProps) {
  const { question: q, label, headingId, descId, inputId, described, required } = props;
  const text = useQuestionText();
  return (
    <Box>
      {/* A line is labelled by a <label>; the rich-text editor (no input) by the heading's id. */}
      <QuestionHeading
        component={isShortAnswer(q.length) ? 'label' : 'div'}
        htmlFor={isShortAnswer(q.length) ? inputId : undefined}
        id={headingId}
        label={label}
        text={text(q.question, q.question_sw)}
        required={required}
      />
      <Description id={descId} text={text(q.description, q.description_sw)} />
      <OpenEndedInput {...props} headingId={headingId} descId={described} inputId={inputId} />
    </Box>
  );
}

function OpenEndedInput({
  question: q,
  answers,
  errors,
  onChange,
  disabled,
  headingId,
  descId,
  inputId,
}: InputProps & { inputId: string }) {
  const { t } = useTranslation();
  const key = errorKey.question(q.id);
  const error = errors[key];
  const value = answers.open_ended[String(q.id)] ?? '';
  const short = isShortAnswer(q.length);
  const count = q.length != null ? t('form.count', { length: answerLength(q, value), max: q.length }) : undefined;
  useEffect(() => {
    if (!short) preloadRichTextEditor();
  }, [short]);
  const over = q.length != null && answerLength(q, value) > q.length;
  // Past the limit the text stays as typed, in red with the server's message, rather than cut.
  const tooLong = over && q.length != null ? MSG.answerTooLong.replace('{max}', String(q.length)) : undefined;

  if (short) {
    const helper =
      q.length != null ? (
        <HelperWithCount text={error ?? tooLong} length={answerLength(q, value)} max={q.length} />
      ) : (
        error
      );
    return (
      <Box id={answerAnchorId(key)}>
        <TextField
          id={inputId}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange({ kind: 'text', id: q.id, value: e.target.value })}
          error={!!error || over}
          helperText={helper}
          fullWidth
          slotProps={{
            htmlInput: {
              required: q.required === 1,
              'aria-labelledby': headingId,
              'aria-describedby': ids(descId, helper && `${inputId}-helper-text`),
            },
          }}
        />
      </Box>
    );
  }
  return (
    <Box id={answerAnchorId(key)}>
      <LazyRichTextEditor
        value={value}
        onChange={(html) => onChange({ kind: 'text', id: q.id, value: html })}
        labelledBy={headingId}
        describedBy={descId}
        required={q.required === 1}
        disabled={disabled}
        error={!!error || over}
        helperText={error ?? (tooLong ? `${tooLong} · ${count}` : count)}
      />
    </Box>
  );
}
