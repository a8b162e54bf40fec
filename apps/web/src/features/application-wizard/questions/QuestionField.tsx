import type { Answers } from '@portal/contract/applications';
import { type AnyQuestion, QUESTION_TYPE } from '@portal/contract/questions';
import { memo, useId } from 'react';
import { MultiPartField } from './MultiPartField';
import { OpenEndedField } from './OpenEndedField';
import type { QuestionFieldProps, QuestionKindProps } from './QuestionFrame';
import { useQuestionText } from './question-text';
import { SelectField } from './SelectField';
import { errorKey } from './validation';

export { answerAnchorId, Description, type QuestionFieldProps, QuestionHeading } from './QuestionFrame';

/**
 * One question (spec 1 §2.15 "Question rendering"): its number, a required marker, the italic
 * description, and the input of its type: a line or rich text (open ended, by length), radios
 * (single select), checkboxes (multi select), or each part with its options (multi part); a
 * chosen 'Other' asks 'Please specify'. Errors show next to the input they are about.
 */
export const QuestionField = memo(QuestionFieldView, sameQuestionProps);

/** The answers and errors that concern one question, as a comparable text. */
function concerning(q: AnyQuestion, answers: Answers, errors: Record<string, string>): string {
  const own = String(q.id);
  const parts = q.multi_part_questions.map((p) => String(p.id));
  return JSON.stringify([
    answers.open_ended[own],
    answers.single_select[own],
    answers.multi_select[own],
    parts.map((p) => [answers.multi_part_single_select[p], answers.multi_part_multi_select[p], answers.other[p]]),
    answers.other[own],
    [errorKey.question(q.id), errorKey.other(q.id)].map((k) => errors[k]),
    q.multi_part_questions.map((p) => [errors[errorKey.part(p.id)], errors[errorKey.other(p.id)]]),
  ]);
}

/** A question re-renders only when its own answers or errors change (typing stays quick on a phone). */
function sameQuestionProps(a: QuestionFieldProps, b: QuestionFieldProps): boolean {
  return (
    a.question === b.question &&
    a.label === b.label &&
    a.disabled === b.disabled &&
    a.onChange === b.onChange &&
    concerning(a.question, a.answers, a.errors) === concerning(b.question, b.answers, b.errors)
  );
}

function QuestionFieldView(props: QuestionFieldProps) {
  const q = props.question;
  const headingId = useId();
  const descId = useId();
  const errId = useId();
  const inputId = useId();
  const text = useQuestionText();
  const key = errorKey.question(q.id);
  const kind: QuestionKindProps = {
    ...props,
    headingId,
    descId,
    errId,
    inputId,
    described: text(q.description, q.description_sw) ? descId : undefined,
    required: q.required === 1,
    anchor: key,
    error: props.errors[key],
  };
  if (q.question_type_id === QUESTION_TYPE.openEnded) return <OpenEndedField {...kind} />;
  if (q.question_type_id === QUESTION_TYPE.singleSelect || q.question_type_id === QUESTION_TYPE.multiSelect) {
    return <SelectField {...kind} />;
  }
  // Multi-part single or multi select: each part a group of its own.
  return <MultiPartField {...kind} />;
}
