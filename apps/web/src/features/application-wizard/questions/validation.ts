import { questionErrorKey, visibleText } from '@portal/contract/answer-rules';
import type { Answers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import {
  type AnyQuestion,
  isShortAnswer,
  type MultiPartQuestion,
  QUESTION_TYPE,
  type Question,
} from '@portal/contract/questions';
import { hasOtherChosen, shownQuestions } from './visibility';

/** The characters an open-ended answer counts against its `length` (rich text: the text only). */
export const answerLength = (q: AnyQuestion, value: string | undefined) =>
  isShortAnswer(q.length) ? (value ?? '').length : visibleText(value).length;

/** Error keys, shared with the server's 422 field errors (`question_<id>`). */
export const errorKey = {
  question: questionErrorKey,
  part: (id: number) => `part_${id}`,
  /** The 'Please specify' text of a question or part. */
  other: (id: number) => `other_${id}`,
};

/**
 * One counted item of the progress: an open-ended, single- or multi-select question, or one part
 * of a multi-part question. `answered`: it has a text or a choice, and a chosen 'Other' has its text.
 */
export type AnswerItem = {
  question: AnyQuestion;
  part?: MultiPartQuestion;
  answered: boolean;
  /** A choice is made (an 'Other' without its text still counts as chosen). */
  chosen: boolean;
  /** 'Other' is chosen and its 'Please specify' text is empty. */
  otherMissing: boolean;
};

function itemOf(answers: Answers, q: AnyQuestion, part?: MultiPartQuestion): AnswerItem {
  const id = String(part?.id ?? q.id);
  let chosen: boolean;
  switch (q.question_type_id) {
    case QUESTION_TYPE.openEnded:
      chosen = visibleText(answers.open_ended[id]) !== '';
      break;
    case QUESTION_TYPE.singleSelect:
      chosen = answers.single_select[id] !== undefined;
      break;
    case QUESTION_TYPE.multiSelect:
      chosen = (answers.multi_select[id] ?? []).length > 0;
      break;
    case QUESTION_TYPE.multiPartSingleSelect:
      chosen = answers.multi_part_single_select[id] !== undefined;
      break;
    default:
      chosen = (answers.multi_part_multi_select[id] ?? []).length > 0;
  }
  const otherMissing = chosen && hasOtherChosen(answers, q, part) && (answers.other[id] ?? '').trim() === '';
  return { question: q, part, chosen, otherMissing, answered: chosen && !otherMissing };
}

/** The counted items of the questions shown now (revealed children included), in page order. */
export function answerItems(questions: Question[], answers: Answers): AnswerItem[] {
  const items: AnswerItem[] = [];
  for (const { question: q } of shownQuestions(questions, answers)) {
    if (
      q.question_type_id === QUESTION_TYPE.multiPartSingleSelect ||
      q.question_type_id === QUESTION_TYPE.multiPartMultiSelect
    ) {
      for (const part of q.multi_part_questions) items.push(itemOf(answers, q, part));
    } else items.push(itemOf(answers, q));
  }
  return items;
}

/** A problem found before saving: where it is shown (error key) and its message. */
export type AnswerProblem = { key: string; questionId: number; message: string };

/**
 * Client checks before Next, in page order: every required question shown (top-level, and
 * revealed children) answered, every part of a required multi-part question answered, a chosen
 * 'Other' specified (required while shown, whether or not the question is), and open-ended
 * answers within their length. The server checks the same.
 */
export function findProblems(questions: Question[], answers: Answers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const item of answerItems(questions, answers)) {
    const { question: q, part } = item;
    const ownerId = part?.id ?? q.id;
    if (item.otherMissing) {
      problems.push({ key: errorKey.other(ownerId), questionId: q.id, message: MSG.requiredLower });
    } else if (!item.chosen && q.required === 1) {
      problems.push({
        key: part ? errorKey.part(part.id) : errorKey.question(q.id),
        questionId: q.id,
        message: MSG.answerRequired,
      });
    } else if (q.question_type_id === QUESTION_TYPE.openEnded && q.length != null) {
      if (answerLength(q, answers.open_ended[String(q.id)]) > q.length)
        problems.push({
          key: errorKey.question(q.id),
          questionId: q.id,
          message: MSG.answerTooLong.replace('{max}', String(q.length)),
        });
    }
  }
  return problems;
}

/**
 * The server's 422 field errors, keyed `question_<id>` where the id is a question's or a
 * multi-part part's (an unknown option of a part, a missing 'Other' text of a part): moved to the
 * keys this page shows them under (`part_<id>` for a part).
 */
export function pageErrors(questions: Question[], errors: Record<string, string>): Record<string, string> {
  const parts = new Set<number>();
  for (const q of questions)
    for (const any of [q, ...q.child_questions]) for (const p of any.multi_part_questions) parts.add(p.id);
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const id = /^question_(\d+)$/.exec(key)?.[1];
    placed[id && parts.has(Number(id)) ? errorKey.part(Number(id)) : key] = message;
  }
  return placed;
}
