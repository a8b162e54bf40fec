import {
  type ApplicationRow,
  applicationRow,
  type StageCounts,
  type StageMoveBody,
} from '@portal/contract/application-review';
import { findMove, LEVELS, type Level, STAGE_LABELS, STAGES, type Stage } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import {
  type ItemScores,
  orderByScore,
  ranksOf,
  type ScoreRanks,
  type ScoreSort,
  standings,
} from '@portal/contract/normalised-scores';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { applications, marketingSources, programs, users, ventures } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail-outbox';
import { imageUrlsOf } from '../../lib/uploads';
import { announcementFor } from '../notices';
import { applicationSearch } from './application-search';
import { scoresFor } from './scores';

export type PageQuery = { page: number; per_page: number; search?: string; sort?: ScoreSort };

/**
 * The programme whose applications staff review: `program_id` when given (404 when unknown),
 * else the active programme, else the most recently created one; null when there is none at all
 * (every list is then empty and every count 0).
 */
export async function reviewProgramId(db: Executor, programId?: number): Promise<number | null> {
  if (programId !== undefined) {
    const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
    if (!row) throw notFound('Programme not found.');
    return row.id;
  }
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .orderBy(desc(programs.active), desc(programs.created_at), desc(programs.id))
    .limit(1);
  return row?.id ?? null;
}

const emptyPage = <T>(q: PageQuery): Paged<T> => ({
  data: [],
  current_page: q.page,
  per_page: q.per_page,
  total: 0,
  last_page: 1,
});

/** The columns of a list row: the application, its founder, venture and marketing source. */
const rowColumns = {
  id: applications.id,
  stage: applications.stage,
  submitted_at: applications.submitted_at,
  updated_at: applications.updated_at,
  user_id: users.id,
  first_name: users.first_name,
  middle_name: users.middle_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
  prof_pic: users.prof_pic,
  venture_id: ventures.id,
  venture_name: ventures.name,
  venture_image: ventures.image,
  source_id: marketingSources.id,
  source_name: marketingSources.name,
};

/** Applications with their founder, venture and source joined: the base of lists, CSV and moves. */
export const applicationRows = (db: Executor) =>
  db
    .select(rowColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(ventures, eq(ventures.id, applications.venture_id))
    .leftJoin(marketingSources, eq(marketingSources.id, applications.marketing_source_id))
    .$dynamic();

export type ApplicationRowData = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

/** A joined row as the lists answer it, with its scores (absent: Pending) and its ranks in the list. */
export function shapeRow(
  r: ApplicationRowData,
  score: ItemScores | undefined,
  ranks: ScoreRanks | null,
): ApplicationRow {
  const pic = imageUrlsOf(PROFILE_PICS_BUCKET, r.prof_pic);
  const logo = imageUrlsOf(VENTURE_LOGOS_BUCKET, r.venture_image);
  return applicationRow.parse({
    id: r.id,
    stage: r.stage,
    created_at: r.submitted_at,
    updated_at: r.updated_at,
    applicationScore: score?.raw ?? 0,
    normalisedScore: score?.normalised ?? 0,
    ranks,
    user: {
      id: r.user_id,
      first_name: r.first_name,
      middle_name: r.middle_name,
      last_name: r.last_name,
      email: r.email,
      phone_number: r.phone_number,
      prof_pic_url: pic.image_url,
      prof_pic_thumb_url: pic.thumb_url,
    },
    venture:
      r.venture_id === null
        ? null
        : { id: r.venture_id, name: r.venture_name, image_url: logo.image_url, thumb_url: logo.thumb_url },
    marketing_source: r.source_id === null ? null : { id: r.source_id, name: r.source_name },
  });
}

/** Newest first ("Date Added"), then the id so that equal times keep a stable order. */
export const newestFirst = [desc(applications.submitted_at), desc(applications.id)];

/**
 * A page of a programme's applications, newest first or (`sort`) by raw or normalised score, best
 * first, then newest; each row with both scores and its ranks in the list. Three queries:
 * 1. the ids of every matching application, newest first (ids only, on the stage index);
 * 2. the scores of the groups those applications are rated in (`scoresFor`, one query);
 * 3. the page's rows with founder, venture and source joined.
 * A normalised score depends on every rating its judges gave in the group, so it cannot be an
 * ORDER BY over the page: the ranks and a score order are taken here over the whole list (ids and
 * a few numbers per application, thousands at most), and the page is cut from that order.
 * `stage` undefined means every stage.
 */
export async function applicationPage(
  ctx: AppContext,
  q: PageQuery & { stage?: Stage; program_id?: number },
): Promise<Paged<ApplicationRow>> {
  const programId = await reviewProgramId(ctx.db, q.program_id);
  if (programId === null) return emptyPage(q);
  const where = and(
    eq(applications.program_id, programId),
    q.stage ? eq(applications.stage, q.stage) : undefined,
    applicationSearch(ctx.db, q.search),
  );
  const matching = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...newestFirst);
  const scores = await scoresFor(ctx.db, ctx.db.select({ id: applications.id }).from(applications).where(where));
  const listed = new Map(matching.flatMap((r) => (scores.has(r.id) ? [[r.id, scores.get(r.id)!] as const] : [])));
  const ranked = standings(listed);
  const ordered = orderByScore(
    matching.map((r) => r.id),
    listed,
    q.sort,
  );
  const offset = (q.page - 1) * q.per_page;
  const ids = ordered.slice(offset, offset + q.per_page);
  const rows = ids.length ? await applicationRows(ctx.db).where(inArray(applications.id, ids)) : [];
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const total = matching.length;
  return {
    data: ids.flatMap((id) => {
      const r = rowOf.get(id);
      return r ? [shapeRow(r, listed.get(id), ranksOf(ranked.get(id)))] : [];
    }),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: lastPage(total, q.per_page),
  };
}

/** `type=counts`: the applications of each stage, in one grouped query (an index-only scan). */
export async function stageCounts(ctx: AppContext, q: { program_id?: number }): Promise<StageCounts> {
  const counts = Object.fromEntries(STAGES.map((s) => [s, 0])) as StageCounts;
  const programId = await reviewProgramId(ctx.db, q.program_id);
  if (programId === null) return counts;
  const rows = await ctx.db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(eq(applications.program_id, programId))
    .groupBy(applications.stage);
  for (const r of rows) counts[r.stage as Stage] = r.n;
  return counts;
}

/** One list row by id (after a move). */
async function rowById(db: Executor, id: number): Promise<ApplicationRow> {
  const [r] = await applicationRows(db).where(eq(applications.id, id));
  if (!r) throw notFound(MSG.applicationNotFound);
  const scores = await scoresFor(db, [id]);
  return shapeRow(r, scores.get(id), null);
}

const refused = (from: string, level: Level) =>
  conflict(MSG.stageMoveRefused.replace('{from}', from).replace('{to}', STAGE_LABELS[LEVELS[level]]));

/**
 * `POST /api/application?type=review&level=`: moves an application along one move of STAGE_MOVES.
 * The row is locked (SELECT ... FOR UPDATE) before the stage is read, so two reviewers moving the
 * same application at once are serialised: the second sees the first's result and is refused
 * unless the table allows a move from there, and always refused when it sent the `from` it saw.
 * The move and its audit entry (model Application, action moved, old and new row) commit together,
 * with the founder's mail when staff chose to announce moves to that stage (modules/notices).
 * The application's `updated_at` stays the applicant's last change: the audit entry dates the move.
 */
export async function moveStage(
  ctx: AppContext,
  actor: NonNullable<Actor>,
  level: Level,
  body: StageMoveBody,
): Promise<{ message: string; application: ApplicationRow; mailed: boolean }> {
  const { message, mailed } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(eq(applications.id, body.id)).for('update');
    if (!current) throw notFound(MSG.applicationNotFound);
    const from = current.stage as Stage;
    const move = findMove(from, level);
    if (!move || (body.direction && body.direction !== move.direction) || (body.from && body.from !== from)) {
      throw refused(STAGE_LABELS[from], level);
    }
    const [moved] = await tx
      .update(applications)
      .set({ stage: move.to })
      .where(eq(applications.id, current.id))
      .returning();
    await recordAudit(tx, {
      model: 'Application',
      action: 'moved',
      actor,
      recordId: current.id,
      old: current,
      new: moved,
    });
    const mail = await announcementFor(tx, move.to, await founderOf(tx, current));
    if (mail) await enqueueMail(tx, mail, ctx.clock.now());
    return { message: move.message, mailed: mail !== null };
  });
  if (mailed) await ctx.mail.sendQueued();
  return { message, application: await rowById(ctx.db, body.id), mailed };
}

/** What a stage-move mail says of the founder: her address, name, language, venture and programme. */
async function founderOf(tx: Executor, a: typeof applications.$inferSelect) {
  const [row] = await tx
    .select({
      email: users.email,
      first_name: users.first_name,
      locale: users.locale,
      venture: ventures.name,
      programme: programs.name,
    })
    .from(users)
    .innerJoin(programs, eq(programs.id, a.program_id))
    .leftJoin(ventures, eq(ventures.user_id, a.user_id))
    .where(eq(users.id, a.user_id));
  return { ...row!, venture: row!.venture ?? '' };
}

/**
 * `DELETE /api/application/{id}`: removes the application (hard delete) with its audit entry
 * (model Application, action deleted, the whole old row) in one transaction. The applicant's
 * venture, team and answers are hers and stay; while the programme is open she may submit again,
 * and the new application starts at Submitted.
 */
export async function deleteApplication(ctx: AppContext, actor: NonNullable<Actor>, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.delete(applications).where(eq(applications.id, id)).returning();
    if (!old) throw notFound(MSG.applicationNotFound);
    await recordAudit(tx, { model: 'Application', action: 'deleted', actor, recordId: id, old });
  });
  return { message: MSG.applicationDeleted };
}
