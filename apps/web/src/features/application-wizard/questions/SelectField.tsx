import { QUESTION_TYPE } from '@portal/contract/questions';
import { OptionCheckboxes, OptionRadios, OtherField } from './ChoiceOptions';
import { ChoiceFieldset, ErrorText, ids, type QuestionKindProps } from './QuestionFrame';
import { hasOtherChosen } from './visibility';

/** A single select question (radios) or a multi select one (checkboxes). */
export function SelectField(props: QuestionKindProps) {
  const { question: q, answers, errors, onChange, disabled, headingId, described, errId, required, error } = props;
  const single = q.question_type_id === QUESTION_TYPE.singleSelect;
  // The description and the error describe the radio group, or the fieldset of the checkboxes.
  const describedBy = ids(described, error && errId);
  return (
    <ChoiceFieldset {...props} describedBy={single ? undefined : describedBy}>
      {single ? (
        <OptionRadios
          name={`question-${q.id}`}
          labelledBy={headingId}
          describedBy={describedBy}
          required={required}
          options={q.multi_choice_options}
          value={answers.single_select[String(q.id)]}
          onPick={(optionId) => onChange({ kind: 'single', id: q.id, optionId })}
          disabled={disabled}
          error={!!error}
        />
      ) : (
        <OptionCheckboxes
          options={q.multi_choice_options}
          value={answers.multi_select[String(q.id)]}
          onToggle={(optionId, checked) => onChange({ kind: 'multi', id: q.id, optionId, checked })}
          disabled={disabled}
        />
      )}
      <ErrorText id={errId} message={error} />
      {hasOtherChosen(answers, q) && (
        <OtherField
          ownerId={q.id}
          questionId={q.id}
          answers={answers}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
        />
      )}
    </ChoiceFieldset>
  );
}
