import { MSG } from '@portal/contract/messages';
import type { ListQuery, Paged } from '@portal/contract/pagination';
import {
  type AdminQuestion,
  adminQuestion,
  isRevealingOption,
  isShortAnswer,
  QUESTION_TYPE,
  type Question,
  type QuestionFormData,
  type QuestionInput,
  type QuestionOption,
} from '@portal/contract/questions';
import { and, asc, eq, ilike, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { answers, multiChoiceOptions, questions, questionTypes } from '../../db/schema';
import { type Actor, recordAudit } from '../../lib/audit';
import { conflict, HttpError, invalid, notFound } from '../../lib/http-error';
import { likePattern, paginate } from '../../lib/pagination';
import { syncDetails } from './question-details';
import {
  type AdminRow,
  adminListOrder,
  adminRowsById,
  adminRowsQuery,
  answerFacts,
  asAdminQuestions,
  auditSnapshot,
  optionsAndParts,
  questionTree,
} from './questions.repository';

/**
 * The active question set as applicants see it (`GET /api/question?type=public`): active
 * top-level questions ordered by number, each with its type, options, parts (with their options)
 * and its active child questions ordered by number. A child of an inactive question is not served.
 */
export const activeQuestionSet = (db: Executor): Promise<Question[]> => questionTree(db, eq(questions.active, 1));

/**
 * Every question, active or not, in the same shape (`GET /api/question?type=all`): what staff
 * read applications against, so that answers to a question deactivated since stay readable.
 */
export const fullQuestionSet = (db: Executor): Promise<Question[]> => questionTree(db);

const shaped = (items: AdminQuestion[]) => items.map((q) => adminQuestion.parse(q));

/** `GET /api/question?page=` and `?type=search&search=`: top-level questions by number, each followed by its children. */
export async function listQuestions(ctx: AppContext, q: ListQuery): Promise<Paged<AdminQuestion>> {
  const term = q.search?.trim();
  return paginate(ctx.db, {
    query: adminRowsQuery(ctx.db),
    table: questions,
    where: term ? ilike(questions.question, likePattern(term)) : undefined,
    orderBy: adminListOrder,
    list: q,
    map: async (rows) => shaped(await asAdminQuestions(ctx.db, rows as AdminRow[])),
  });
}

/** `GET /api/question/{id}`. */
export async function showQuestion(db: Executor, id: number): Promise<AdminQuestion> {
  const rows = await adminRowsById(db, [id]);
  if (rows.length === 0) throw notFound(MSG.questionNotFound);
  return shaped(await asAdminQuestions(db, rows))[0]!;
}

/**
 * `GET /api/question?type=formData`: the five question types, and the questions a child question
 * may hang under: top-level single select questions (active or not) with a revealing option.
 */
export async function questionFormData(db: Executor): Promise<QuestionFormData> {
  const types = await db.select().from(questionTypes).orderBy(asc(questionTypes.id));
  const candidates = await db
    .select({ id: questions.id, number: questions.number, question: questions.question, active: questions.active })
    .from(questions)
    .where(and(isNull(questions.parent_id), eq(questions.question_type_id, QUESTION_TYPE.singleSelect)))
    .orderBy(asc(questions.number), asc(questions.id));
  const { optionsOf } = await optionsAndParts(
    db,
    candidates.map((c) => c.id),
  );
  return {
    question_types: types,
    parents: candidates
      .filter((c) => (optionsOf.get(c.id) ?? []).some((o: QuestionOption) => isRevealingOption(o.option)))
      .map((c) => ({ ...c, active: c.active ? 1 : 0 })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rules

/** A 409 whose message also sits next to the number field. */
const numberTaken = (message: string) => new HttpError(409, message, { number: message });

/** Two active siblings (top-level questions, or children of one parent) never share a number. */
async function assertNumberFree(tx: Tx, q: { id: number | null; parent_id: number | null; number: number }) {
  const [clash] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.active, 1),
        eq(questions.number, q.number),
        q.parent_id === null ? isNull(questions.parent_id) : eq(questions.parent_id, q.parent_id),
        q.id === null ? undefined : ne(questions.id, q.id),
      ),
    )
    .limit(1);
  if (clash) {
    const template = q.parent_id === null ? MSG.questionNumberTaken : MSG.questionChildNumberTaken;
    throw numberTaken(template.replace('{number}', String(q.number)));
  }
}

/**
 * A child's parent: a top-level single select question (active or not, never the question
 * itself) with a revealing option (Yes, Referred by a friend, Yes, all of them). Locked for the
 * transaction so that it cannot be deleted or changed under the new child.
 */
async function assertParent(tx: Tx, parentId: number, selfId: number | null) {
  const [parent] = await tx.select().from(questions).where(eq(questions.id, parentId)).for('share');
  if (
    !parent ||
    parent.id === selfId ||
    parent.parent_id !== null ||
    parent.question_type_id !== QUESTION_TYPE.singleSelect
  ) {
    throw invalid({ parent_id: MSG.questionParentInvalid });
  }
  const options = await tx
    .select({ option: multiChoiceOptions.option })
    .from(multiChoiceOptions)
    .where(eq(multiChoiceOptions.question_id, parentId));
  if (!options.some((o) => isRevealingOption(o.option))) throw invalid({ parent_id: MSG.questionParentNoReveal });
}

const columnsOf = (input: QuestionInput) => ({
  question_type_id: input.question_type_id,
  number: input.number,
  question: input.question,
  description: input.description,
  question_sw: input.question_sw,
  description_sw: input.description_sw,
  length: input.length,
  required: input.required,
  parent_id: input.parent_id,
});

const audit = (tx: Tx, actor: Actor, action: string, id: number, old: object | null, next: object | null) =>
  recordAudit(tx, {
    model: 'Question',
    action,
    actor,
    recordId: id,
    old: old as Record<string, unknown> | null,
    new: next as Record<string, unknown> | null,
  });

/**
 * The question row, locked until the transaction ends (checks and the write see one state). An
 * answer save holds a share lock on the active questions while it checks and stores answers
 * (answers.service), so a change waits for saves in flight and later saves see the change.
 */
async function lockQuestion(tx: Tx, id: number) {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  if (!row) throw notFound(MSG.questionNotFound);
  return row;
}

async function childIds(tx: Tx, id: number) {
  const rows = await tx.select({ id: questions.id }).from(questions).where(eq(questions.parent_id, id));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Writes: each with its audit entry (model Question, old and new with options and parts) in
// its transaction.

/** `POST /api/question`: a new question, active at once. */
export async function createQuestion(ctx: AppContext, actor: Actor, input: QuestionInput): Promise<AdminQuestion> {
  const id = await ctx.db.transaction(async (tx) => {
    if (input.parent_id !== null) await assertParent(tx, input.parent_id, null);
    await assertNumberFree(tx, { id: null, parent_id: input.parent_id, number: input.number });
    const [row] = await tx
      .insert(questions)
      .values({ ...columnsOf(input), active: 1 })
      .returning({ id: questions.id });
    await syncDetails(tx, row!.id, input);
    await audit(tx, actor, 'created', row!.id, null, await auditSnapshot(tx, row!.id));
    return row!.id;
  });
  return showQuestion(ctx.db, id);
}

/**
 * `PUT /api/question/{id}`. Answers are never corrupted: once a question has answers its type,
 * its parent and its kind of answer box (one line or rich text) stay, and options and
 * sub-questions with answers stay (their texts may be corrected: the ids are kept). A parent of
 * child questions stays top-level, single select and with a revealing option.
 */
export async function updateQuestion(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: QuestionInput,
): Promise<AdminQuestion> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockQuestion(tx, id);
    const old = await auditSnapshot(tx, id);
    const answered = (await answerFacts(tx, [id])).count(id) > 0;
    const children = await childIds(tx, id);

    if (answered) {
      if (input.question_type_id !== current.question_type_id) throw conflict(MSG.questionTypeLocked);
      if (input.parent_id !== current.parent_id) throw conflict(MSG.questionParentLocked);
      if (
        current.question_type_id === QUESTION_TYPE.openEnded &&
        isShortAnswer(current.length) !== isShortAnswer(input.length)
      ) {
        throw conflict(MSG.questionLengthLocked);
      }
    }
    if (children.length > 0) {
      if (input.parent_id !== null) throw conflict(MSG.questionHasChildren);
      if (input.question_type_id !== QUESTION_TYPE.singleSelect) throw conflict(MSG.questionParentMustStaySingle);
      if (!input.single_select_multiple_choice_options.some((o) => isRevealingOption(o.value))) {
        throw conflict(MSG.questionParentNoReveal);
      }
    }
    if (input.parent_id !== null) await assertParent(tx, input.parent_id, id);
    if (current.active) await assertNumberFree(tx, { id, parent_id: input.parent_id, number: input.number });

    await tx
      .update(questions)
      .set({ ...columnsOf(input), updated_at: ctx.clock.now().toISOString() })
      .where(eq(questions.id, id));
    await syncDetails(tx, id, input);
    await audit(tx, actor, 'updated', id, old, await auditSnapshot(tx, id));
  });
  return showQuestion(ctx.db, id);
}

/**
 * `DELETE /api/question/{id}`: refused (409) while the question or one of its children has
 * answers; otherwise the question goes with its options, parts and child questions (one audit
 * entry each).
 */
export async function deleteQuestion(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const children = await childIds(tx, id);
    // Every row the delete removes, locked in id order (as answer saves lock them): no deadlock.
    const locked = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, [id, ...children]))
      .orderBy(asc(questions.id))
      .for('update');
    if (!locked.some((r) => r.id === id)) throw notFound(MSG.questionNotFound);
    const answeredIds = new Set(
      (
        await tx
          .selectDistinct({ id: answers.question_id })
          .from(answers)
          .where(inArray(answers.question_id, [id, ...children]))
      ).map((r) => r.id),
    );
    if (answeredIds.has(id)) throw conflict(MSG.questionHasAnswers);
    if (answeredIds.size > 0) throw conflict(MSG.questionChildHasAnswers);
    const snapshots = [];
    for (const qid of [...children, id]) snapshots.push({ id: qid, old: await auditSnapshot(tx, qid) });
    // Options, parts, part options and children go with it (ON DELETE CASCADE).
    await tx.delete(questions).where(eq(questions.id, id));
    for (const s of snapshots) await audit(tx, actor, 'deleted', s.id, s.old, null);
  });
}

/**
 * `POST /api/question?type=activate|deactivate`. Deactivating hides the question (and its
 * children) from applicants; its answers stay, readable through `type=all`. Activating checks
 * that no active sibling holds its number.
 */
export async function setQuestionActive(
  ctx: AppContext,
  actor: Actor,
  id: number,
  active: 0 | 1,
): Promise<AdminQuestion> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockQuestion(tx, id);
    if (active === 1) await assertNumberFree(tx, { id, parent_id: current.parent_id, number: current.number });
    const old = await auditSnapshot(tx, id);
    await tx.update(questions).set({ active, updated_at: ctx.clock.now().toISOString() }).where(eq(questions.id, id));
    await audit(tx, actor, active ? 'activated' : 'deactivated', id, old, await auditSnapshot(tx, id));
  });
  return showQuestion(ctx.db, id);
}
