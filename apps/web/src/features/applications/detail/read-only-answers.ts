import type { Answers } from '@portal/contract/applications';
import {
  type AnyQuestion,
  isOtherOption,
  type MultiPartQuestion,
  QUESTION_TYPE,
  type Question,
  type QuestionOption,
} from '@portal/contract/questions';
import { answerItems, type ShownQuestion, shownQuestions } from '../../application-wizard';

/**
 * What the read-only Problem/Solution shows (spec 2 §2.1), built on the wizard's own rules so that
 * staff and judges see what the applicant saw: the questions that are active or answered (a
 * question deactivated after she answered it still shows her answer), each child under its parent
 * only while the parent's answer reveals it, numbered as on her page (5, 5.1, 5.2).
 */

/** Whether the applicant answered `q` (a text, a choice, or a choice in any part). */
export const isAnswered = (q: AnyQuestion, answers: Answers) =>
  answerItems([{ ...q, child_questions: [] }], answers).some((item) => item.chosen);

const kept = (q: AnyQuestion, answers: Answers) => q.active === 1 || isAnswered(q, answers);

/** The questions to show, with their children filtered the same way (active or answered). */
export function readableQuestions(questions: Question[], answers: Answers): Question[] {
  return questions
    .filter((q) => kept(q, answers))
    .map((q) => ({ ...q, child_questions: q.child_questions.filter((c) => kept(c, answers)) }));
}

/** A shown top-level question with its revealed children, each with its display number. */
export type ReadOnlyQuestion = ShownQuestion & { children: ShownQuestion[] };

export function readOnlyQuestions(questions: Question[], answers: Answers): ReadOnlyQuestion[] {
  const out: ReadOnlyQuestion[] = [];
  for (const shown of shownQuestions(readableQuestions(questions, answers), answers)) {
    if (shown.parent === null) out.push({ ...shown, children: [] });
    else out[out.length - 1]?.children.push(shown);
  }
  return out;
}

/** Whether the application has any answer at all (the Problem/Solution sub-tab shows only then). */
export const hasAnswers = (answers: Answers) =>
  Object.values(answers).some((group) => Object.keys(group as Record<string, unknown>).length > 0);

/** A chosen option as shown: its text and, for an 'Other', the applicant's 'Please specify' text. */
export type ChosenOption = { id: number; text: string; other: string | null };

function chosen(options: QuestionOption[], ids: number | number[] | undefined, otherText: string | undefined) {
  const list = ids === undefined ? [] : Array.isArray(ids) ? ids : [ids];
  return list.flatMap((id): ChosenOption[] => {
    const option = options.find((o) => o.id === id);
    if (!option) return [];
    const other = isOtherOption(option.option) ? otherText?.trim() || null : null;
    return [{ id, text: option.option, other }];
  });
}

/** The chosen option(s) of a single- or multi-select question. */
export function chosenOptions(q: AnyQuestion, answers: Answers): ChosenOption[] {
  const key = String(q.id);
  const ids =
    q.question_type_id === QUESTION_TYPE.singleSelect ? answers.single_select[key] : answers.multi_select[key];
  return chosen(q.multi_choice_options, ids, answers.other[key]);
}

/** The chosen option(s) of one part of a multi-part question. */
export function chosenPartOptions(q: AnyQuestion, part: MultiPartQuestion, answers: Answers): ChosenOption[] {
  const key = String(part.id);
  const ids =
    q.question_type_id === QUESTION_TYPE.multiPartSingleSelect
      ? answers.multi_part_single_select[key]
      : answers.multi_part_multi_select[key];
  return chosen(part.multi_part_options, ids, answers.other[key]);
}
