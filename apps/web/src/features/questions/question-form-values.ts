import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminQuestion,
  type AnyQuestion,
  hasOptions,
  hasParts,
  minOptions,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type QuestionOption,
  type QuestionPayload,
  type QuestionTypeId,
  questionInput,
} from '@portal/contract/questions';
import type { Resolver } from 'react-hook-form';

/** One option row of the form: its stored id (null while new), its text and its Swahili text. */
export type OptionValue = { id: number | null; value: string; value_sw: string };
export type PartValue = OptionValue & { options: OptionValue[] };

/**
 * What the question form holds. Field names are the payload's (spec 2 §3), so that the shared
 * schema's messages and a 422's field errors land on the right field; numbers are typed as text.
 */
export type QuestionFormValues = {
  question_type_id: number | '';
  number: string;
  question: string;
  description: string;
  /** The Swahili texts (issue 19): optional, the wizard shows the English one when blank. */
  question_sw: string;
  description_sw: string;
  length: string;
  required: boolean;
  parent_id: number | '';
  single_select_multiple_choice_options: OptionValue[];
  multi_part_single_select_multiple_choice_questions: PartValue[];
};

export const OPTIONS = 'single_select_multiple_choice_options' as const;
export const PARTS = 'multi_part_single_select_multiple_choice_questions' as const;

export const newOption = (): OptionValue => ({ id: null, value: '', value_sw: '' });
export const newPart = (type: number | ''): PartValue => ({
  id: null,
  value: '',
  value_sw: '',
  options: Array.from({ length: minOptions(type === '' ? null : type) }, newOption),
});

export const emptyQuestionValues = (): QuestionFormValues => ({
  question_type_id: '',
  number: '',
  question: '',
  description: '',
  question_sw: '',
  description_sw: '',
  length: '',
  required: true,
  parent_id: '',
  single_select_multiple_choice_options: [],
  multi_part_single_select_multiple_choice_questions: [],
});

const optionValueOf = (o: QuestionOption): OptionValue => ({ id: o.id, value: o.option, value_sw: o.option_sw ?? '' });

/** The form's values for a stored question. */
export function valuesOf(q: AdminQuestion): QuestionFormValues {
  return {
    question_type_id: q.question_type_id,
    number: String(q.number),
    question: q.question,
    description: q.description ?? '',
    question_sw: q.question_sw ?? '',
    description_sw: q.description_sw ?? '',
    length: q.length === null ? '' : String(q.length),
    required: q.required === 1,
    parent_id: q.parent_id ?? '',
    single_select_multiple_choice_options: q.multi_choice_options.map(optionValueOf),
    multi_part_single_select_multiple_choice_questions: q.multi_part_questions.map((p) => ({
      id: p.id,
      value: p.question,
      value_sw: p.question_sw ?? '',
      options: p.multi_part_options.map(optionValueOf),
    })),
  };
}

const wholeOrMissing = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

const optionPayload = (o: OptionValue) => ({ id: o.id, value: o.value, value_sw: o.value_sw });

/**
 * The payload for the form's values: numbers as numbers (an empty one missing, so that the
 * schema says 'Input is required'), and only what the type uses (length for open-ended questions,
 * options for single and multi select, sub-questions for multi-part ones).
 */
export function toPayload(v: QuestionFormValues): QuestionPayload {
  const type = v.question_type_id === '' ? undefined : v.question_type_id;
  const length = wholeOrMissing(v.length);
  return {
    question_type_id: type as QuestionTypeId,
    number: wholeOrMissing(v.number) as number,
    question: v.question,
    description: v.description,
    question_sw: v.question_sw,
    description_sw: v.description_sw,
    length: type === QUESTION_TYPE.openEnded ? (length ?? null) : null,
    required: v.required ? 1 : 0,
    open_ended: type === QUESTION_TYPE.openEnded ? 1 : 0,
    parent_id: v.parent_id === '' ? null : v.parent_id,
    single_select_multiple_choice_options: hasOptions(type)
      ? v.single_select_multiple_choice_options.map(optionPayload)
      : [],
    multi_part_single_select_multiple_choice_questions: hasParts(type)
      ? v.multi_part_single_select_multiple_choice_questions.map((p) => ({
          ...optionPayload(p),
          options: p.options.map(optionPayload),
        }))
      : [],
  };
}

const check = zodResolver(questionInput);

/**
 * Validates the form with the contract's `questionInput` (the server's own rules) and hands the
 * payload to the submit handler. Errors keep the payload's paths, which are the form's names.
 */
export const questionResolver: Resolver<QuestionFormValues, unknown, QuestionPayload> = async (
  values,
  context,
  options,
) => {
  const payload = toPayload(values);
  // The schema's input is the payload; its messages are keyed by the same paths as the form.
  const result = await check(payload as never, context, options as never);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as never };
  return { values: payload, errors: {} };
};

/**
 * Every field name the form can have (up to the contract's 50 options and 20 sub-questions of
 * 50 options), to place a 422's messages next to their fields.
 */
export const FIELD_NAMES: readonly string[] = (() => {
  const names = [
    'question_type_id',
    'number',
    'question',
    'description',
    'question_sw',
    'description_sw',
    'length',
    'required',
    'parent_id',
    OPTIONS,
    PARTS,
  ];
  for (let i = 0; i < 50; i++) names.push(`${OPTIONS}.${i}.value`, `${OPTIONS}.${i}.value_sw`);
  for (let i = 0; i < 20; i++) {
    names.push(`${PARTS}.${i}.value`, `${PARTS}.${i}.value_sw`, `${PARTS}.${i}.options`);
    for (let j = 0; j < 50; j++) names.push(`${PARTS}.${i}.options.${j}.value`, `${PARTS}.${i}.options.${j}.value_sw`);
  }
  return names;
})();

/**
 * The question as applicants would get it, from the form's values (the live preview beside the
 * form): new options and parts get stand-in ids that no stored row has.
 */
export function previewQuestion(v: QuestionFormValues, id: number): AnyQuestion | null {
  const type = v.question_type_id;
  if (type === '') return null;
  let fake = -1;
  const idOf = (stored: number | null) => stored ?? fake--;
  const length = wholeOrMissing(v.length);
  return {
    id,
    question_type_id: type,
    question_type: { id: type, name: QUESTION_TYPE_NAMES[type as QuestionTypeId] },
    number: wholeOrMissing(v.number) ?? 0,
    question: v.question.trim() || 'Your question',
    description: v.description.trim() || null,
    question_sw: v.question_sw.trim() || null,
    description_sw: v.description_sw.trim() || null,
    required: v.required ? 1 : 0,
    length: type === QUESTION_TYPE.openEnded && length !== undefined && !Number.isNaN(length) ? length : null,
    active: 1,
    parent_id: v.parent_id === '' ? null : v.parent_id,
    multi_choice_options: hasOptions(type)
      ? v.single_select_multiple_choice_options.map((o, i) => ({
          id: idOf(o.id),
          option: o.value.trim() || `Option ${i + 1}`,
          option_sw: o.value_sw.trim() || null,
        }))
      : [],
    multi_part_questions: hasParts(type)
      ? v.multi_part_single_select_multiple_choice_questions.map((p, i) => ({
          id: idOf(p.id),
          question: p.value.trim() || `Sub-question ${i + 1}`,
          question_sw: p.value_sw.trim() || null,
          multi_part_options: p.options.map((o, j) => ({
            id: idOf(o.id),
            option: o.value.trim() || `Option ${j + 1}`,
            option_sw: o.value_sw.trim() || null,
          })),
        }))
      : [],
  };
}
