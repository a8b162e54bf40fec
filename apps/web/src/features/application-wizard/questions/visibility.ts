import { parentReveals } from '@portal/contract/answer-rules';
import type { Answers } from '@portal/contract/applications';
import {
  type AnyQuestion,
  type ChildQuestion,
  isOtherOption,
  type MultiPartQuestion,
  QUESTION_TYPE,
  type Question,
  type QuestionOption,
} from '@portal/contract/questions';

/**
 * Which questions show and what happens to answers when they hide (spec 1 §4, spec 2 §4):
 * a parent's child questions show only while the parent's single-select answer is a revealing
 * option (Yes, Referred by a friend, Yes, all of them); any other answer hides them and clears
 * their answers. An 'Other' choice carries a 'Please specify' text in `answers.other`, dropped
 * as soon as 'Other' is no longer chosen. All functions are pure: they return new answers.
 */

const key = (id: number) => String(id);
const sortedChildren = (q: Question) => [...q.child_questions].sort((a, b) => a.number - b.number || a.id - b.id);

/** True when `q`'s answers are chosen per part (multi-part single or multi select). */
export const isMultiPart = (q: AnyQuestion) =>
  q.question_type_id === QUESTION_TYPE.multiPartSingleSelect ||
  q.question_type_id === QUESTION_TYPE.multiPartMultiSelect;

const optionText = (options: QuestionOption[], id: number | undefined) =>
  id === undefined ? undefined : options.find((o) => o.id === id)?.option;

/** Whether the parent's current answer reveals its child questions. */
export function revealsChildren(parent: Question, answers: Answers): boolean {
  return parent.child_questions.length > 0 && parentReveals(parent, answers);
}

/** The child questions shown under `parent` now (in their number order), or none. */
export const visibleChildren = (parent: Question, answers: Answers): ChildQuestion[] =>
  revealsChildren(parent, answers) ? sortedChildren(parent) : [];

/** A question shown on the page: its display number ('5' or '5.1') and its parent, if a child. */
export type ShownQuestion = { question: AnyQuestion; label: string; parent: Question | null };

/** Every question shown now, in page order: each parent followed by its revealed children. */
export function shownQuestions(questions: Question[], answers: Answers): ShownQuestion[] {
  const shown: ShownQuestion[] = [];
  for (const q of questions) {
    shown.push({ question: q, label: String(q.number), parent: null });
    visibleChildren(q, answers).forEach((child, i) => {
      shown.push({ question: child, label: `${q.number}.${i + 1}`, parent: q });
    });
  }
  return shown;
}

/** Whether the option `optionId` of question or part `owner` is an 'Other' choice. */
const chosenOther = (options: QuestionOption[], ids: number | number[] | undefined) =>
  (Array.isArray(ids) ? ids : ids === undefined ? [] : [ids]).some((id) => isOtherOption(optionText(options, id)));

/** Whether `owner` (a question or a part) has 'Other' among its chosen options. */
export function hasOtherChosen(answers: Answers, q: AnyQuestion, part?: MultiPartQuestion): boolean {
  if (part) {
    const ids =
      q.question_type_id === QUESTION_TYPE.multiPartSingleSelect
        ? answers.multi_part_single_select[key(part.id)]
        : answers.multi_part_multi_select[key(part.id)];
    return chosenOther(part.multi_part_options, ids);
  }
  if (q.question_type_id === QUESTION_TYPE.singleSelect)
    return chosenOther(q.multi_choice_options, answers.single_select[key(q.id)]);
  if (q.question_type_id === QUESTION_TYPE.multiSelect)
    return chosenOther(q.multi_choice_options, answers.multi_select[key(q.id)]);
  return false;
}

function without<T>(record: Record<string, T>, ...keys: string[]): Record<string, T> {
  if (!keys.some((k) => k in record)) return record;
  const next = { ...record };
  for (const k of keys) delete next[k];
  return next;
}

/** `answers` with every answer to `q` (its own, its parts', its 'Other' texts) removed. */
export function clearQuestion(answers: Answers, q: AnyQuestion): Answers {
  const own = key(q.id);
  const parts = q.multi_part_questions.map((p) => key(p.id));
  return {
    open_ended: without(answers.open_ended, own),
    single_select: without(answers.single_select, own),
    multi_select: without(answers.multi_select, own),
    multi_part_single_select: without(answers.multi_part_single_select, ...parts),
    multi_part_multi_select: without(answers.multi_part_multi_select, ...parts),
    other: without(answers.other, own, ...parts),
  };
}

/** `answers` with the answers of every hidden child question cleared. */
export function clearHiddenChildren(questions: Question[], answers: Answers): Answers {
  let next = answers;
  for (const parent of questions) {
    if (parent.child_questions.length === 0 || revealsChildren(parent, next)) continue;
    for (const child of parent.child_questions) next = clearQuestion(next, child);
  }
  return next;
}

/** One change made in the form. `id` is the question's id, `partId` a multi-part part's id. */
export type AnswerChange =
  | { kind: 'text'; id: number; value: string }
  | { kind: 'single'; id: number; optionId: number }
  | { kind: 'multi'; id: number; optionId: number; checked: boolean }
  | { kind: 'partSingle'; id: number; partId: number; optionId: number }
  | { kind: 'partMulti'; id: number; partId: number; optionId: number; checked: boolean }
  /** The 'Please specify' text of question `id` or, with `partId`, of that part. */
  | { kind: 'other'; id: number; partId?: number; value: string };

/** Finds a question (top-level or child) by id. */
export function findQuestion(questions: Question[], id: number): AnyQuestion | undefined {
  for (const q of questions) {
    if (q.id === id) return q;
    const child = q.child_questions.find((c) => c.id === id);
    if (child) return child;
  }
  return undefined;
}

const toggled = (ids: number[] | undefined, id: number, checked: boolean) => {
  const rest = (ids ?? []).filter((x) => x !== id);
  return checked ? [...rest, id] : rest;
};

/**
 * The answers after one change: the change itself; the 'Please specify' text dropped when
 * 'Other' is no longer chosen; and the children of a parent whose answer now hides them cleared.
 */
export function applyAnswer(questions: Question[], answers: Answers, change: AnswerChange): Answers {
  const q = findQuestion(questions, change.id);
  if (!q) return answers;
  const part = 'partId' in change ? q.multi_part_questions.find((p) => p.id === change.partId) : undefined;
  if ('partId' in change && change.partId !== undefined && !part) return answers;
  const own = key(change.id);
  let next: Answers = answers;
  switch (change.kind) {
    case 'text':
      next = { ...answers, open_ended: { ...answers.open_ended, [own]: change.value } };
      break;
    case 'single':
      next = { ...answers, single_select: { ...answers.single_select, [own]: change.optionId } };
      break;
    case 'multi':
      next = {
        ...answers,
        multi_select: {
          ...answers.multi_select,
          [own]: toggled(answers.multi_select[own], change.optionId, change.checked),
        },
      };
      if ((next.multi_select[own] ?? []).length === 0)
        next = { ...next, multi_select: without(next.multi_select, own) };
      break;
    case 'partSingle':
      next = {
        ...answers,
        multi_part_single_select: { ...answers.multi_part_single_select, [key(change.partId)]: change.optionId },
      };
      break;
    case 'partMulti': {
      const pk = key(change.partId);
      const ids = toggled(answers.multi_part_multi_select[pk], change.optionId, change.checked);
      next = {
        ...answers,
        multi_part_multi_select:
          ids.length > 0
            ? { ...answers.multi_part_multi_select, [pk]: ids }
            : without(answers.multi_part_multi_select, pk),
      };
      break;
    }
    case 'other':
      return { ...answers, other: { ...answers.other, [key(change.partId ?? change.id)]: change.value } };
  }
  const otherKey = part ? key(part.id) : own;
  if (otherKey in next.other && !hasOtherChosen(next, q, part))
    next = { ...next, other: without(next.other, otherKey) };
  return clearHiddenChildren(questions, next);
}

const known = (options: QuestionOption[], id: unknown): id is number =>
  typeof id === 'number' && options.some((o) => o.id === id);

/**
 * Only the answers that belong on the page now: answers to questions and options that exist and
 * are shown (hidden children dropped), no empty texts, and an 'Other' text only beside a chosen
 * 'Other'; keys in page order and option ids sorted, so that equal answers compare equal.
 * Used on the server's answers when they load, on the browser draft, and on what is sent.
 */
export function cleanAnswers(questions: Question[], answers: Answers): Answers {
  const next: Answers = {
    open_ended: {},
    single_select: {},
    multi_select: {},
    multi_part_single_select: {},
    multi_part_multi_select: {},
    other: {},
  };
  const keepOther = (k: string) => {
    const text = answers.other[k];
    if (typeof text === 'string' && text.trim() !== '') next.other[k] = text;
  };
  // Children are judged on the parent's cleaned answer, so walk parents first.
  const walk = (q: AnyQuestion) => {
    const own = key(q.id);
    switch (q.question_type_id) {
      case QUESTION_TYPE.openEnded: {
        const text = answers.open_ended[own];
        if (typeof text === 'string' && text.trim() !== '') next.open_ended[own] = text;
        break;
      }
      case QUESTION_TYPE.singleSelect: {
        const id = answers.single_select[own];
        if (known(q.multi_choice_options, id)) {
          next.single_select[own] = id;
          if (hasOtherChosen(next, q)) keepOther(own);
        }
        break;
      }
      case QUESTION_TYPE.multiSelect: {
        const ids = (answers.multi_select[own] ?? []).filter((id) => known(q.multi_choice_options, id));
        if (ids.length > 0) {
          next.multi_select[own] = [...new Set(ids)].sort((a, b) => a - b);
          if (hasOtherChosen(next, q)) keepOther(own);
        }
        break;
      }
      case QUESTION_TYPE.multiPartSingleSelect:
        for (const part of q.multi_part_questions) {
          const pk = key(part.id);
          const id = answers.multi_part_single_select[pk];
          if (known(part.multi_part_options, id)) {
            next.multi_part_single_select[pk] = id;
            if (hasOtherChosen(next, q, part)) keepOther(pk);
          }
        }
        break;
      case QUESTION_TYPE.multiPartMultiSelect:
        for (const part of q.multi_part_questions) {
          const pk = key(part.id);
          const ids = (answers.multi_part_multi_select[pk] ?? []).filter((id) => known(part.multi_part_options, id));
          if (ids.length > 0) {
            next.multi_part_multi_select[pk] = [...new Set(ids)].sort((a, b) => a - b);
            if (hasOtherChosen(next, q, part)) keepOther(pk);
          }
        }
        break;
    }
  };
  for (const q of questions) {
    walk(q);
    for (const child of visibleChildren(q, next)) walk(child);
  }
  return next;
}
