import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { isOtherOption, QUESTION_TYPE, type Question, type QuestionOption } from '@portal/contract/questions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { answers as answerRows, questions, users } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { invalid } from '../../lib/http-error';
import { activeProgram, openProgram } from '../programs';
import { activeQuestionSet } from '../questions';
import { indexOf, normaliseAnswers, optionIn, requiredErrors } from './answer-checks';

type StoredRow = {
  question_id: number;
  type: number;
  part_id: number | null;
  option_id: number | null;
  text: string | null;
};

/** Stored answer rows folded into the five groups (rows in id order). */
function foldAnswers(rows: StoredRow[]): Answers {
  const a = emptyAnswers();
  for (const r of rows) {
    const key = String(r.part_id ?? r.question_id);
    if (r.option_id === null) {
      if (r.type === QUESTION_TYPE.openEnded && r.text !== null) a.open_ended[key] = r.text;
      continue;
    }
    if (r.text !== null) a.other[key] = r.text;
    if (r.type === QUESTION_TYPE.singleSelect) a.single_select[key] = r.option_id;
    else if (r.type === QUESTION_TYPE.multiPartSingleSelect) a.multi_part_single_select[key] = r.option_id;
    else if (r.type === QUESTION_TYPE.multiSelect) a.multi_select[key] = [...(a.multi_select[key] ?? []), r.option_id];
    else if (r.type === QUESTION_TYPE.multiPartMultiSelect) {
      a.multi_part_multi_select[key] = [...(a.multi_part_multi_select[key] ?? []), r.option_id];
    }
  }
  return a;
}

const storedColumns = {
  question_id: answerRows.question_id,
  type: questions.question_type_id,
  part_id: answerRows.part_id,
  option_id: answerRows.option_id,
  text: answerRows.text,
};

/** An applicant's stored answer rows for a programme, as the five groups (nothing filtered). */
export async function storedAnswers(db: Executor, userId: number, programId: number): Promise<Answers> {
  const rows: StoredRow[] = await db
    .select(storedColumns)
    .from(answerRows)
    .innerJoin(questions, eq(questions.id, answerRows.question_id))
    .where(and(eq(answerRows.user_id, userId), eq(answerRows.program_id, programId)))
    .orderBy(asc(answerRows.id));
  return foldAnswers(rows);
}

/**
 * The stored answers of several applicants for a programme (CSV batches): user id to the five
 * groups; an applicant without answers is absent. One row per applicant (`json_agg` of her answer
 * rows, parsed once) rather than one per answer: an export of 10,000 applications reads ~200,000
 * answer rows, and building a JavaScript object per row was most of its time. The question types
 * come from one small lookup instead of a join.
 */
export async function storedAnswersOf(
  db: Executor,
  userIds: readonly number[],
  programId: number,
): Promise<Map<number, Answers>> {
  if (userIds.length === 0) return new Map();
  const types = new Map(
    (await db.select({ id: questions.id, type: questions.question_type_id }).from(questions)).map((q) => [
      q.id,
      q.type,
    ]),
  );
  const perUser = await db
    .select({
      user_id: answerRows.user_id,
      rows: sql<string>`json_agg(json_build_array(${answerRows.question_id}, ${answerRows.part_id}, ${answerRows.option_id}, ${answerRows.text}) order by ${answerRows.id})::text`,
    })
    .from(answerRows)
    .where(and(inArray(answerRows.user_id, [...userIds]), eq(answerRows.program_id, programId)))
    .groupBy(answerRows.user_id);
  const out = new Map<number, Answers>();
  for (const { user_id, rows } of perUser) {
    const list = JSON.parse(rows) as [number, number | null, number | null, string | null][];
    out.set(
      user_id,
      foldAnswers(
        list.map(([question_id, part_id, option_id, text]) => ({
          question_id,
          type: types.get(question_id) ?? 0,
          part_id,
          option_id,
          text,
        })),
      ),
    );
  }
  return out;
}

/** The rows that store `a` (already normalised against `set`); factories and the benchmark use it too. */
export function rowsOf(set: Question[], a: Answers, userId: number, programId: number) {
  const { byId, partById } = indexOf(set);
  const base = { user_id: userId, program_id: programId };
  const rows: (typeof answerRows.$inferInsert)[] = [];
  const otherFor = (key: string, options: QuestionOption[], id: number) =>
    isOtherOption(optionIn(options, id)?.option) ? (a.other[key] ?? null) : null;
  for (const [key, text] of Object.entries(a.open_ended)) rows.push({ ...base, question_id: Number(key), text });
  for (const [key, id] of Object.entries(a.single_select)) {
    const q = byId.get(Number(key))!.q;
    rows.push({ ...base, question_id: q.id, option_id: id, text: otherFor(key, q.multi_choice_options, id) });
  }
  for (const [key, ids] of Object.entries(a.multi_select)) {
    const q = byId.get(Number(key))!.q;
    for (const id of ids) {
      rows.push({ ...base, question_id: q.id, option_id: id, text: otherFor(key, q.multi_choice_options, id) });
    }
  }
  const partRow = (key: string, id: number) => {
    const { part, q } = partById.get(Number(key))!;
    return {
      ...base,
      question_id: q.id,
      part_id: part.id,
      option_id: id,
      text: otherFor(key, part.multi_part_options, id),
    };
  };
  for (const [key, id] of Object.entries(a.multi_part_single_select)) rows.push(partRow(key, id));
  for (const [key, ids] of Object.entries(a.multi_part_multi_select)) for (const id of ids) rows.push(partRow(key, id));
  return rows;
}

/**
 * The caller's answers for a programme, limited to the active question set (answers to a
 * question deactivated since, or to a child its parent's answer now hides, are left out), so
 * that posting back what was read is always accepted.
 */
export async function answersFor(db: Executor, userId: number, programId: number, set?: Question[]) {
  const questionSet = set ?? (await activeQuestionSet(db));
  return normaliseAnswers(questionSet, await storedAnswers(db, userId, programId)).answers;
}

/** `GET /api/answer`: the caller's answers for the active programme (all groups empty without one). */
export async function ownAnswers(ctx: AppContext, userId: number): Promise<Answers> {
  const program = await activeProgram(ctx.db);
  if (!program) return emptyAnswers();
  return answersFor(ctx.db, userId, program.id);
}

/**
 * `POST /api/answer`: checks the answers (see `normaliseAnswers`, `requiredErrors`) and replaces
 * the caller's answers for the open programme in one transaction, with one audit entry
 * (model `Answer`, action `updated`, record id the applicant's user id, old and new groups).
 */
export async function saveAnswers(ctx: AppContext, actor: NonNullable<Actor>, input: Answers) {
  const program = await openProgram(ctx);

  await ctx.db.transaction(async (tx) => {
    // One save at a time per applicant: two overlapping delete-and-insert would both insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    // Checked against the question set as it is now, which cannot change until the answers are
    // stored: staff changes lock a question first (questions.service), so an option removed (or
    // a question deactivated) meanwhile is refused here, and one answered here stays.
    await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.active, 1))
      .orderBy(asc(questions.id))
      .for('share');
    const set = await activeQuestionSet(tx);
    const { answers: clean, errors } = normaliseAnswers(set, input);
    Object.assign(errors, requiredErrors(set, clean, errors));
    if (Object.keys(errors).length) throw invalid(errors);

    const old = await storedAnswers(tx, actor.id, program.id);
    // Only the answers to the questions asked now are replaced: an answer to a question staff
    // have since deactivated is no longer shown to her, but stays for the review (type=all).
    const asked = set.flatMap((q) => [q.id, ...q.child_questions.map((c) => c.id)]);
    await tx
      .delete(answerRows)
      .where(
        and(
          eq(answerRows.user_id, actor.id),
          eq(answerRows.program_id, program.id),
          inArray(answerRows.question_id, asked),
        ),
      );
    const rows = rowsOf(set, clean, actor.id, program.id);
    if (rows.length) await tx.insert(answerRows).values(rows);
    await recordAudit(tx, { model: 'Answer', action: 'updated', actor, recordId: actor.id, old, new: clean });
  });
  return { message: MSG.answersSaved };
}
