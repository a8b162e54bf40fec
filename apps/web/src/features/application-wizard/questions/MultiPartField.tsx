import FormControl from '@mui/material/FormControl';
import Typography from '@mui/material/Typography';
import { type MultiPartQuestion, QUESTION_TYPE } from '@portal/contract/questions';
import { useId } from 'react';
import { OptionCheckboxes, OptionRadios, OtherField } from './ChoiceOptions';
import {
  answerAnchorId,
  ChoiceFieldset,
  ErrorText,
  ids,
  type QuestionFieldProps,
  type QuestionKindProps,
} from './QuestionFrame';
import { useQuestionText } from './question-text';
import { errorKey } from './validation';
import { hasOtherChosen } from './visibility';

/** A multi-part single or multi select question: each part a group of its own. */
export function MultiPartField(props: QuestionKindProps) {
  const { question: q, answers, errors, onChange, disabled, described, errId, error } = props;
  return (
    <ChoiceFieldset {...props} describedBy={ids(described, error && errId)}>
      <ErrorText id={errId} message={error} />
      {q.multi_part_questions.map((part) => (
        <PartFields
          key={part.id}
          question={q}
          part={part}
          answers={answers}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </ChoiceFieldset>
  );
}

function PartFields({
  question: q,
  part,
  answers,
  errors,
  onChange,
  disabled,
}: Omit<QuestionFieldProps, 'label'> & { part: MultiPartQuestion }) {
  const partHeadingId = useId();
  const text = useQuestionText();
  const errId = useId();
  const key = errorKey.part(part.id);
  const error = errors[key];
  const single = q.question_type_id === QUESTION_TYPE.multiPartSingleSelect;
  const required = q.required === 1;
  return (
    <FormControl
      component="fieldset"
      id={answerAnchorId(key)}
      error={!!error}
      fullWidth
      aria-describedby={single ? undefined : ids(error && errId)}
      sx={{ border: 0, m: 0, p: 0, mt: 1.5, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={partHeadingId}
        sx={{ p: 0, fontWeight: 500, color: 'text.primary', fontSize: '0.95rem' }}
      >
        {text(part.question, part.question_sw)}
      </Typography>
      {single ? (
        <OptionRadios
          row
          name={`part-${part.id}`}
          labelledBy={partHeadingId}
          describedBy={ids(error && errId)}
          required={required}
          options={part.multi_part_options}
          value={answers.multi_part_single_select[String(part.id)]}
          onPick={(optionId) => onChange({ kind: 'partSingle', id: q.id, partId: part.id, optionId })}
          disabled={disabled}
          error={!!error}
        />
      ) : (
        <OptionCheckboxes
          row
          options={part.multi_part_options}
          value={answers.multi_part_multi_select[String(part.id)]}
          onToggle={(optionId, checked) =>
            onChange({ kind: 'partMulti', id: q.id, partId: part.id, optionId, checked })
          }
          disabled={disabled}
        />
      )}
      <ErrorText id={errId} message={error} />
      {hasOtherChosen(answers, q, part) && (
        <OtherField
          ownerId={part.id}
          questionId={q.id}
          partId={part.id}
          answers={answers}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
        />
      )}
    </FormControl>
  );
}
