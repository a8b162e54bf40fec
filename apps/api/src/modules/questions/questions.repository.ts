import type {
  AdminQuestion,
  ChildQuestion,
  MultiPartQuestion,
  Question,
  QuestionOption,
} from '@portal/contract/questions';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  answers,
  multiChoiceOptions,
  multiPartOptions,
  multiPartQuestions,
  questions,
  questionTypes,
} from '../../db/schema';

/** Drizzle queries of the questions module (no rules here: see questions.service.ts). */

const flag = (v: number) => (v ? 1 : 0) as 0 | 1;

function group<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** A stored question with its type's name. */
export type QuestionRow = typeof questions.$inferSelect & { type_name: string };

const rowColumns = { ...getTableColumns(questions), type_name: questionTypes.name };

/** Options, parts and part options of some questions, in three queries (one after the other: `db` may be a transaction). */
export async function optionsAndParts(db: Executor, ids: number[]) {
  if (ids.length === 0) return assembleDetails([], [], []);
  const options = await db
    .select({
      id: multiChoiceOptions.id,
      question_id: multiChoiceOptions.question_id,
      option: multiChoiceOptions.option,
      option_sw: multiChoiceOptions.option_sw,
    })
    .from(multiChoiceOptions)
    .where(inArray(multiChoiceOptions.question_id, ids))
    .orderBy(asc(multiChoiceOptions.id));
  const parts = await db
    .select({
      id: multiPartQuestions.id,
      question_id: multiPartQuestions.question_id,
      question: multiPartQuestions.question,
      question_sw: multiPartQuestions.question_sw,
    })
    .from(multiPartQuestions)
    .where(inArray(multiPartQuestions.question_id, ids))
    .orderBy(asc(multiPartQuestions.id));
  const partOptions = parts.length
    ? await db
        .select({
          id: multiPartOptions.id,
          part_id: multiPartOptions.multi_part_question_id,
          option: multiPartOptions.option,
          option_sw: multiPartOptions.option_sw,
        })
        .from(multiPartOptions)
        .where(
          inArray(
            multiPartOptions.multi_part_question_id,
            parts.map((p) => p.id),
          ),
        )
        .orderBy(asc(multiPartOptions.id))
    : [];
  return assembleDetails(options, parts, partOptions);
}

type OptionRow = { id: number; option: string; option_sw: string | null };
const asOption = (o: OptionRow): QuestionOption => ({ id: o.id, option: o.option, option_sw: o.option_sw });

function assembleDetails(
  options: (OptionRow & { question_id: number })[],
  parts: { id: number; question_id: number; question: string; question_sw: string | null }[],
  partOptions: (OptionRow & { part_id: number })[],
) {
  const partOptionsOf = group(partOptions, (o) => o.part_id);
  const optionsOf = new Map<number, QuestionOption[]>();
  for (const [qid, list] of group(options, (o) => o.question_id)) {
    optionsOf.set(qid, list.map(asOption));
  }
  const partsOf = new Map<number, MultiPartQuestion[]>();
  for (const [qid, list] of group(parts, (p) => p.question_id)) {
    partsOf.set(
      qid,
      list.map((p) => ({
        id: p.id,
        question: p.question,
        question_sw: p.question_sw,
        multi_part_options: (partOptionsOf.get(p.id) ?? []).map(asOption),
      })),
    );
  }
  return { optionsOf, partsOf };
}

/** A question in the contract's shape (without children). */
function asQuestion(r: QuestionRow, details: Awaited<ReturnType<typeof optionsAndParts>>): ChildQuestion {
  return {
    id: r.id,
    question_type_id: r.question_type_id,
    question_type: { id: r.question_type_id, name: r.type_name },
    number: r.number,
    question: r.question,
    description: r.description,
    question_sw: r.question_sw,
    description_sw: r.description_sw,
    required: flag(r.required),
    length: r.length,
    active: flag(r.active),
    parent_id: r.parent_id,
    multi_choice_options: details.optionsOf.get(r.id) ?? [],
    multi_part_questions: details.partsOf.get(r.id) ?? [],
  };
}

/**
 * Top-level questions ordered by number, each with its type, options, parts (with their options)
 * and its child questions ordered by number. `where` narrows the rows (active ones only for the
 * applicants' set): a child whose parent is left out is left out too. Four queries whatever the
 * number of questions.
 */
export async function questionTree(db: Executor, where?: SQL): Promise<Question[]> {
  const rows = await db
    .select(rowColumns)
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.question_type_id))
    .where(where)
    .orderBy(asc(questions.number), asc(questions.id));
  if (rows.length === 0) return [];
  const details = await optionsAndParts(
    db,
    rows.map((r) => r.id),
  );
  // Rows come ordered by number, so children keep their order within the parent too.
  const childrenOf = group(
    rows.filter((r) => r.parent_id !== null),
    (r) => r.parent_id!,
  );
  return rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({
      ...asQuestion(r, details),
      child_questions: (childrenOf.get(r.id) ?? []).map((c) => asQuestion(c, details)),
    }));
}

const parentQ = alias(questions, 'parent_question');

/**
 * Admin list order: top-level questions by number, each followed by its children by number, so
 * that a child sits under its parent ('5', '5.1', '5.2', '6').
 */
const listOrder = [
  sql`coalesce(${parentQ.number}, ${questions.number})`,
  sql`coalesce(${parentQ.id}, ${questions.id})`,
  sql`${questions.parent_id} is not null`,
  asc(questions.number),
  asc(questions.id),
];

/** The admin rows matching `where` (paged when `page` is given), with their parent's number and text. */
export function adminRowsQuery(db: Executor) {
  return db
    .select({
      ...rowColumns,
      parent_number: parentQ.number,
      parent_question: parentQ.question,
      parent_active: parentQ.active,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.question_type_id))
    .leftJoin(parentQ, eq(parentQ.id, questions.parent_id))
    .$dynamic();
}
export { listOrder as adminListOrder };

export type AdminRow = QuestionRow & {
  parent_number: number | null;
  parent_question: string | null;
  parent_active: number | null;
};

/** Admin rows by id (in no particular order). */
export async function adminRowsById(db: Executor, ids: number[]): Promise<AdminRow[]> {
  if (ids.length === 0) return [];
  return adminRowsQuery(db).where(inArray(questions.id, ids));
}

/** What answers pin down for some questions: applicants who answered, answered options, parts and part options. */
export async function answerFacts(db: Executor, ids: number[]) {
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ question_id: answers.question_id, n: sql<number>`count(distinct ${answers.user_id})::int` })
          .from(answers)
          .where(inArray(answers.question_id, ids))
          .groupBy(answers.question_id);
  const chosen =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ question_id: answers.question_id, part_id: answers.part_id, option_id: answers.option_id })
          .from(answers)
          .where(and(inArray(answers.question_id, ids), isNotNull(answers.option_id)));
  const partsAnswered =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ question_id: answers.question_id, part_id: answers.part_id })
          .from(answers)
          .where(and(inArray(answers.question_id, ids), isNotNull(answers.part_id)));
  const countOf = new Map(counts.map((c) => [c.question_id, Number(c.n)]));
  return {
    count: (id: number) => countOf.get(id) ?? 0,
    options: (id: number) => chosen.filter((c) => c.question_id === id && c.part_id === null).map((c) => c.option_id!),
    parts: (id: number) => partsAnswered.filter((c) => c.question_id === id).map((c) => c.part_id!),
    partOptions: (id: number) =>
      chosen.filter((c) => c.question_id === id && c.part_id !== null).map((c) => c.option_id!),
    /** Part options with answers, per part. */
    partOptionsOf: (partId: number) => chosen.filter((c) => c.part_id === partId).map((c) => c.option_id!),
  };
}

/** How many child questions each of some questions has. */
async function childCounts(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ parent_id: questions.parent_id, n: count() })
    .from(questions)
    .where(inArray(questions.parent_id, ids))
    .groupBy(questions.parent_id);
  return new Map(rows.map((r) => [r.parent_id!, Number(r.n)]));
}

const sortedNumbers = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Admin rows in the shape of the contract's `adminQuestion`, in the rows' order, in a few queries. */
export async function asAdminQuestions(db: Executor, rows: AdminRow[]): Promise<AdminQuestion[]> {
  const ids = rows.map((r) => r.id);
  const details = await optionsAndParts(db, ids);
  const facts = await answerFacts(db, ids);
  const children = await childCounts(db, ids);
  return rows.map((r) => ({
    ...asQuestion(r, details),
    parent:
      r.parent_id !== null && r.parent_number !== null
        ? {
            id: r.parent_id,
            number: r.parent_number,
            question: r.parent_question ?? '',
            active: flag(r.parent_active ?? 0),
          }
        : null,
    child_count: children.get(r.id) ?? 0,
    answer_count: facts.count(r.id),
    answered_option_ids: sortedNumbers(facts.options(r.id)),
    answered_part_ids: sortedNumbers(facts.parts(r.id)),
    answered_part_option_ids: sortedNumbers(facts.partOptions(r.id)),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** A question with its options and parts, as the audit trail records it (old and new). */
export async function auditSnapshot(db: Executor, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) return null;
  const details = await optionsAndParts(db, [id]);
  return {
    ...row,
    multi_choice_options: details.optionsOf.get(id) ?? [],
    multi_part_questions: details.partsOf.get(id) ?? [],
  };
}
