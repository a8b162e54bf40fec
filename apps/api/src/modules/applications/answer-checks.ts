import { parentReveals, questionErrorKey, visibleText } from '@portal/contract/answer-rules';
import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  type AnyQuestion,
  isOtherOption,
  isShortAnswer,
  type MultiPartQuestion,
  QUESTION_TYPE,
  type Question,
  type QuestionOption,
} from '@portal/contract/questions';
import { sanitizeHtml, UnsafeMarkupError } from '../../lib/html';

/** Field-error key of a question or a multi-part part (the wizard reads the same keys). */
const errorKey = questionErrorKey;

type Owner = { q: AnyQuestion; parent: Question | null };
type PartOwner = { part: MultiPartQuestion; q: AnyQuestion; parent: Question | null };

/** Lookups of the active question set: questions (top-level and children) and parts by id. */
export function indexOf(set: Question[]) {
  const byId = new Map<number, Owner>();
  const partById = new Map<number, PartOwner>();
  const add = (q: AnyQuestion, parent: Question | null) => {
    byId.set(q.id, { q, parent });
    for (const part of q.multi_part_questions) partById.set(part.id, { part, q, parent });
  };
  for (const q of set) {
    add(q, null);
    for (const c of q.child_questions) add(c, q);
  }
  return { byId, partById };
}

export const optionIn = (options: QuestionOption[], id: number) => options.find((o) => o.id === id);

/**
 * Whether a child question shows: its parent's single-select answer is a revealing option
 * (Yes, Referred by a friend, Yes, all of them). Any other answer, or none, hides it.
 */
function revealed(owner: Owner, accepted: Answers): boolean {
  return !owner.parent || parentReveals(owner.parent, accepted);
}

/**
 * Checks answers against the active question set and answers what may be stored:
 * - a key that is not an active question (or part) of the group's type: `answerUnknownQuestion`;
 * - an option that is not one of that question's (or part's): `answerUnknownOption`;
 * - the answers of a child question its parent's answer hides are dropped, without error;
 * - open-ended: short answers plain text (trimmed), long ones sanitised rich text; empty means
 *   unanswered; the visible text may not exceed `length` (`answerTooLong`);
 * - an 'Other' text is kept only beside a chosen 'Other' option, which needs one (`requiredLower`).
 * Required questions are checked separately (`requiredErrors`).
 */
export function normaliseAnswers(
  set: Question[],
  input: Answers,
): { answers: Answers; errors: Record<string, string> } {
  const { byId, partById } = indexOf(set);
  const errors: Record<string, string> = {};
  const out = emptyAnswers();
  const fail = (id: number, message: string) => {
    errors[errorKey(id)] ??= message;
  };

  const ownerOf = (key: string, type: number) => {
    const owner = byId.get(Number(key));
    if (!owner || owner.q.question_type_id !== type) {
      fail(Number(key), MSG.answerUnknownQuestion);
      return null;
    }
    return owner;
  };
  const partOf = (key: string, type: number) => {
    const owner = partById.get(Number(key));
    if (!owner || owner.q.question_type_id !== type) {
      fail(Number(key), MSG.answerUnknownQuestion);
      return null;
    }
    return owner;
  };

  // Top-level questions first: a child's visibility depends on its parent's accepted answer.
  const singles = Object.entries(input.single_select).map(([key, id]) => ({
    key,
    id,
    owner: ownerOf(key, QUESTION_TYPE.singleSelect),
  }));
  const ordered = [...singles.filter((s) => s.owner && !s.owner.parent), ...singles.filter((s) => s.owner?.parent)];
  const otherWanted = new Map<string, QuestionOption[]>();

  for (const { key, id, owner } of ordered) {
    if (!owner || !revealed(owner, out)) continue;
    const option = optionIn(owner.q.multi_choice_options, id);
    if (!option) fail(owner.q.id, MSG.answerUnknownOption);
    else {
      out.single_select[key] = id;
      if (isOtherOption(option.option)) otherWanted.set(key, [option]);
    }
  }

  for (const [key, text] of Object.entries(input.open_ended)) {
    const owner = ownerOf(key, QUESTION_TYPE.openEnded);
    if (!owner || !revealed(owner, out)) continue;
    const { length } = owner.q;
    let value: string;
    let visible: string;
    if (isShortAnswer(length)) {
      value = text.trim();
      visible = value;
    } else {
      try {
        value = sanitizeHtml(text, 'submission');
      } catch (err) {
        if (!(err instanceof UnsafeMarkupError)) throw err;
        fail(owner.q.id, MSG.unsafeMarkup);
        continue;
      }
      if (richTextIsEmpty(value)) value = '';
      visible = visibleText(value);
    }
    if (value === '') continue;
    if (length != null && visible.length > length) fail(owner.q.id, MSG.answerTooLong.replace('{max}', String(length)));
    out.open_ended[key] = value;
  }

  for (const [key, ids] of Object.entries(input.multi_select)) {
    const owner = ownerOf(key, QUESTION_TYPE.multiSelect);
    if (!owner || !revealed(owner, out)) continue;
    const unique = [...new Set(ids)];
    const chosen = unique.map((id) => optionIn(owner.q.multi_choice_options, id));
    if (chosen.some((o) => !o)) fail(owner.q.id, MSG.answerUnknownOption);
    else if (unique.length) {
      out.multi_select[key] = unique.sort((a, b) => a - b);
      const others = chosen.filter((o) => isOtherOption(o!.option)) as QuestionOption[];
      if (others.length) otherWanted.set(key, others);
    }
  }

  const partGroups = [
    ['multi_part_single_select', QUESTION_TYPE.multiPartSingleSelect],
    ['multi_part_multi_select', QUESTION_TYPE.multiPartMultiSelect],
  ] as const;
  for (const [group, type] of partGroups) {
    for (const [key, value] of Object.entries(input[group])) {
      const owner = partOf(key, type);
      if (!owner || !revealed(owner, out)) continue;
      const ids = [...new Set(Array.isArray(value) ? value : [value])];
      const chosen = ids.map((id) => optionIn(owner.part.multi_part_options, id));
      if (chosen.some((o) => !o)) {
        fail(owner.part.id, MSG.answerUnknownOption);
        continue;
      }
      if (ids.length === 0) continue;
      if (group === 'multi_part_single_select') out.multi_part_single_select[key] = ids[0]!;
      else out.multi_part_multi_select[key] = ids.sort((a, b) => a - b);
      const others = chosen.filter((o) => isOtherOption(o!.option)) as QuestionOption[];
      if (others.length) otherWanted.set(key, others);
    }
  }

  for (const key of otherWanted.keys()) {
    const text = input.other[key]?.trim() ?? '';
    // Keyed to the 'Please specify' box itself, where the form shows it (client `errorKey.other`).
    if (text === '') errors[`other_${key}`] ??= MSG.requiredLower;
    else out.other[key] = text;
  }

  return { answers: out, errors };
}

const isAnswered = (q: AnyQuestion, a: Answers) => {
  const k = String(q.id);
  switch (q.question_type_id) {
    case QUESTION_TYPE.openEnded:
      return (a.open_ended[k] ?? '') !== '';
    case QUESTION_TYPE.singleSelect:
      return a.single_select[k] !== undefined;
    case QUESTION_TYPE.multiSelect:
      return (a.multi_select[k]?.length ?? 0) > 0;
    case QUESTION_TYPE.multiPartSingleSelect:
      return q.multi_part_questions.every((p) => a.multi_part_single_select[String(p.id)] !== undefined);
    case QUESTION_TYPE.multiPartMultiSelect:
      return q.multi_part_questions.every((p) => (a.multi_part_multi_select[String(p.id)]?.length ?? 0) > 0);
    default:
      return false;
  }
};

/**
 * Every required active top-level question, and every required child its parent's answer
 * reveals, must be answered (multi-part: every part): one `answerRequired` per missing question.
 */
export function requiredErrors(set: Question[], answers: Answers, known: Record<string, string> = {}) {
  const errors: Record<string, string> = {};
  // A question already in error (itself or one of its parts) gets no second message.
  const hasError = (q: AnyQuestion) =>
    errorKey(q.id) in known || q.multi_part_questions.some((p) => errorKey(p.id) in known);
  const check = (q: AnyQuestion) => {
    if (q.required && !hasError(q) && !isAnswered(q, answers)) errors[errorKey(q.id)] = MSG.answerRequired;
  };
  for (const q of set) {
    check(q);
    for (const c of q.child_questions) if (revealed({ q: c, parent: q }, answers)) check(c);
  }
  return errors;
}
