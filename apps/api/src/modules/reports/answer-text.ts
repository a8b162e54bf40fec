import { visibleText } from '@portal/contract/answer-rules';
import type { Answers } from '@portal/contract/applications';
import { PROGRAM_TIME_ZONE } from '@portal/contract/constants';
import { isOtherOption, QUESTION_TYPE } from '@portal/contract/questions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answers, questions } from '../../db/schema';
import { optionsAndParts } from '../questions';

/** A question of a report, with what turning its answers into text needs. */
export type ReportQuestion = {
  id: number;
  type: number;
  number: number;
  question: string;
  description: string | null;
  required: boolean;
  parentId: number | null;
  options: Map<number, string>;
  parts: { id: number; question: string; options: Map<number, string> }[];
  children: ReportQuestion[];
};

/**
 * The questions a programme's reports show, in the applicant form's order (top-level questions by
 * number, each followed by its children): every question that is active (under an active parent)
 * or that someone answered for the programme, so that answers to a question deactivated since are
 * not lost. Five queries whatever the size of the set (questions, the inactive ones answered,
 * then the questions module's options, parts and part options), the same for every row of an export.
 */
export async function reportQuestions(db: Executor, programId: number): Promise<ReportQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      type: questions.question_type_id,
      number: questions.number,
      question: questions.question,
      description: questions.description,
      required: questions.required,
      active: questions.active,
      parentId: questions.parent_id,
    })
    .from(questions)
    .orderBy(asc(questions.number), asc(questions.id));
  if (rows.length === 0) return [];
  const answered = new Set(
    (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(
            eq(questions.active, 0),
            sql`exists (select 1 from ${answers} where ${answers.question_id} = ${questions.id} and ${answers.program_id} = ${programId})`,
          ),
        )
    ).map((r) => r.id),
  );
  const ids = rows.map((r) => r.id);
  const details = await optionsAndParts(db, ids);

  const byId = new Map<number, ReportQuestion & { active: boolean }>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      type: r.type,
      number: r.number,
      question: r.question,
      description: r.description,
      required: r.required === 1,
      active: r.active === 1,
      parentId: r.parentId,
      options: new Map((details.optionsOf.get(r.id) ?? []).map((o) => [o.id, o.option])),
      parts: (details.partsOf.get(r.id) ?? []).map((p) => ({
        id: p.id,
        question: p.question,
        options: new Map(p.multi_part_options.map((o) => [o.id, o.option])),
      })),
      children: [],
    });
  }

  const shown = (q: ReportQuestion & { active: boolean }) => {
    const parent = q.parentId === null ? null : byId.get(q.parentId);
    return answered.has(q.id) || (q.active && (!parent || parent.active));
  };
  const out: ReportQuestion[] = [];
  // Rows come ordered by number: children keep their order under the parent.
  for (const q of byId.values()) {
    if (q.parentId === null) continue;
    const parent = byId.get(q.parentId);
    if (parent && shown(q)) parent.children.push(q);
  }
  for (const q of byId.values()) {
    if (q.parentId !== null) continue;
    // A shown child of a parent that is not shown keeps its place, where the parent would be.
    if (shown(q)) out.push(q);
    else out.push(...q.children);
  }
  return out;
}

/** A report's columns of answers: one per question, one per part of a multi-part question. */
export type AnswerColumn = { header: string; question: ReportQuestion; partId: number | null };

/** "Question", or "Question — Part" for each part of a multi-part question; children after their parent. */
export function answerColumns(set: ReportQuestion[]): AnswerColumn[] {
  const columns: AnswerColumn[] = [];
  const add = (q: ReportQuestion) => {
    if (q.type === QUESTION_TYPE.multiPartSingleSelect || q.type === QUESTION_TYPE.multiPartMultiSelect) {
      for (const part of q.parts)
        columns.push({ header: `${q.question} — ${part.question}`, question: q, partId: part.id });
    } else columns.push({ header: q.question, question: q, partId: null });
  };
  for (const q of set) {
    add(q);
    for (const c of q.children) add(c);
  }
  return columns;
}

const ENTITY_FREE_BLOCKS = /<\/(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr)>/gi;

/** Stored rich text as plain text: paragraphs and line breaks kept, list items as "- ", no tags. */
export function htmlToText(html: string): string {
  if (!html.includes('<')) return visibleText(html);
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(ENTITY_FREE_BLOCKS, '\n');
  return visibleText(marked)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** An option's text, with the "Please specify" text after an 'Other'. */
const optionText = (options: Map<number, string>, id: number, other: string | undefined) => {
  const text = options.get(id) ?? `(option ${id}, since removed)`;
  return isOtherOption(text) && other ? `${text}: ${other}` : text;
};

/**
 * The answer to a question (or to one part of a multi-part question) as a reader sees it:
 * open-ended text (rich text as plain text), the chosen option's text, several joined with "; ",
 * 'Other' followed by its text. Empty when unanswered.
 */
export function answerText(a: Answers | undefined, q: ReportQuestion, partId: number | null = null): string {
  if (!a) return '';
  const k = String(partId ?? q.id);
  switch (q.type) {
    case QUESTION_TYPE.openEnded: {
      const v = a.open_ended[k];
      return v ? htmlToText(v) : '';
    }
    case QUESTION_TYPE.singleSelect: {
      const id = a.single_select[k];
      return id === undefined ? '' : optionText(q.options, id, a.other[k]);
    }
    case QUESTION_TYPE.multiSelect:
      return (a.multi_select[k] ?? []).map((id) => optionText(q.options, id, a.other[k])).join('; ');
    case QUESTION_TYPE.multiPartSingleSelect:
    case QUESTION_TYPE.multiPartMultiSelect: {
      const part = q.parts.find((p) => p.id === partId);
      if (!part) return '';
      const ids =
        q.type === QUESTION_TYPE.multiPartSingleSelect
          ? a.multi_part_single_select[k] === undefined
            ? []
            : [a.multi_part_single_select[k]!]
          : (a.multi_part_multi_select[k] ?? []);
      return ids.map((id) => optionText(part.options, id, a.other[k])).join('; ');
    }
    default:
      return '';
  }
}

/** Whether an applicant answered the question (any part of it). */
export const isAnsweredIn = (a: Answers | undefined, q: ReportQuestion) =>
  q.parts.length ? q.parts.some((p) => answerText(a, q, p.id) !== '') : answerText(a, q) !== '';

const nairobiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PROGRAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A point in time as a Nairobi date and time: "2026-03-02 12:00" (sorts and reads in Excel). */
export function nairobiDateTime(value: string | Date): string {
  const parts = Object.fromEntries(nairobiParts.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** "Pending" while nobody has rated (score 0), else the percentage with at most two decimals. */
export const scoreText = (score: number) => (score === 0 ? 'Pending' : `${Math.round(score * 100) / 100}%`);

/** First, middle and last name. */
export const fullName = (p: { first_name: string; middle_name?: string | null; last_name: string }) =>
  [p.first_name, p.middle_name, p.last_name].filter((s) => s?.trim()).join(' ');
