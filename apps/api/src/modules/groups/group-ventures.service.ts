import {
  type GroupVentureDetail,
  type GroupVentureInput,
  type GroupVentureRow,
  group as groupSchema,
  groupVentureRow,
  type JudgeScore,
  type ScoreSpread,
  type VentureCandidate,
  WIDE_SPREAD,
} from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { orderByScore, ranksOf, type ScoreSort, type Standing } from '@portal/contract/normalised-scores';
import type { Paged } from '@portal/contract/pagination';
import { and, asc, count, eq, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { applications, groupVentures, ratingConflicts, ratings, userGroups, users, ventures } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { type Actor, audited } from '../../lib/audit';
import { PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import { likePattern } from '../../lib/pagination';
import { imageUrlsOf } from '../../lib/uploads';
import { applicationDetailOf, reviewProgramId } from '../applications';
import { groupNormalised, scoresWhere } from '../scoring';
import { isJudgeOf, readsAllRatings, visibleGroup } from './group-access';
import {
  groupExists,
  type PageQuery,
  paged,
  personHaystack,
  RATABLE_STAGES,
  ratingMapOf,
  scoringOpen,
  uniquePair,
} from './groups.service';

/** Ventures of a group with their founder, as rows; `where` narrows them. */
export function groupVentureSelect(db: Executor) {
  return db
    .select({
      id: groupVentures.id,
      group_id: groupVentures.group_id,
      venture_id: groupVentures.venture_id,
      application_id: groupVentures.application_id,
      created_at: groupVentures.created_at,
      venture_name: ventures.name,
      venture_image: ventures.image,
      user_id: users.id,
      first_name: users.first_name,
      middle_name: users.middle_name,
      last_name: users.last_name,
      prof_pic: users.prof_pic,
    })
    .from(groupVentures)
    .innerJoin(ventures, eq(ventures.id, groupVentures.venture_id))
    .innerJoin(users, eq(users.id, ventures.user_id))
    .$dynamic();
}
type GroupVentureData = Awaited<ReturnType<ReturnType<typeof groupVentureSelect>['execute']>>[number];

const ventureSearch = (term: string | undefined): SQL | undefined => {
  const t = term?.trim();
  if (!t) return undefined;
  const p = likePattern(t);
  return or(ilike(ventures.name, p), ilike(personHaystack, p));
};

/** Not a venture the judge declared a conflict with. */
export const notConflicted = (db: Executor, userId: number) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(ratingConflicts)
      .where(
        and(
          eq(ratingConflicts.group_id, groupVentures.group_id),
          eq(ratingConflicts.venture_id, groupVentures.venture_id),
          eq(ratingConflicts.user_id, userId),
        ),
      ),
  );

/**
 * Shapes rows for the caller in a fixed number of queries: the counted scores of the page's
 * ventures, and for staff reading all ratings the group's judges and conflicts (the spread) and
 * the group's normalised scores and ranks (the whole group's ratings, one query).
 */
export async function shapeGroupVentures(
  db: Executor,
  user: AuthUser,
  groupId: number,
  rows: GroupVentureData[],
): Promise<GroupVentureRow[]> {
  if (!rows.length) return [];
  const staff = readsAllRatings(user);
  const ventureIds = rows.map((r) => r.venture_id);
  const scores = await scoresWhere(
    db,
    and(
      eq(ratings.group_id, groupId),
      inArray(ratings.venture_id, ventureIds),
      staff ? undefined : eq(ratings.user_id, user.id),
    ),
  );
  let judges: { user_id: number; first_name: string; last_name: string }[] = [];
  let conflicts: { venture_id: number; user_id: number }[] = [];
  let standings: Map<number, Standing> = new Map();
  if (staff) {
    standings = (await groupNormalised(db, groupId)).items;
    judges = await db
      .select({ user_id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(userGroups)
      .innerJoin(users, eq(users.id, userGroups.user_id))
      .where(eq(userGroups.group_id, groupId))
      .orderBy(asc(userGroups.id));
    conflicts = await db
      .select({ venture_id: ratingConflicts.venture_id, user_id: ratingConflicts.user_id })
      .from(ratingConflicts)
      .where(and(eq(ratingConflicts.group_id, groupId), inArray(ratingConflicts.venture_id, ventureIds)));
  }
  return rows.map((r) => {
    const mine = scores.find((s) => s.venture_id === r.venture_id && s.user_id === user.id);
    const all = scores.filter((s) => s.venture_id === r.venture_id);
    let spread: ScoreSpread | null = null;
    let individualScore: number | null = mine?.score ?? 0;
    if (staff) {
      const values = all.map((s) => s.score);
      const min = values.length ? Math.min(...values) : null;
      const max = values.length ? Math.max(...values) : null;
      const range = min !== null && max !== null ? Math.round((max - min) * 100) / 100 : 0;
      spread = {
        min,
        max,
        range,
        wide: values.length > 1 && range >= WIDE_SPREAD,
        judges: judges.map(
          (j): JudgeScore => ({
            ...j,
            score: all.find((s) => s.user_id === j.user_id)?.score ?? null,
            conflict: conflicts.some((c) => c.venture_id === r.venture_id && c.user_id === j.user_id),
          }),
        ),
      };
      individualScore = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;
    }
    const logo = imageUrlsOf(VENTURE_LOGOS_BUCKET, r.venture_image);
    return groupVentureRow.parse({
      id: r.id,
      group_id: r.group_id,
      venture_id: r.venture_id,
      application_id: r.application_id,
      created_at: r.created_at,
      venture: { id: r.venture_id, name: r.venture_name, image_url: logo.image_url, thumb_url: logo.thumb_url },
      user: {
        id: r.user_id,
        first_name: r.first_name,
        middle_name: r.middle_name,
        last_name: r.last_name,
        prof_pic_thumb_url: imageUrlsOf(PROFILE_PICS_BUCKET, r.prof_pic).thumb_url,
      },
      individualScore,
      normalisedScore: staff ? (standings.get(r.venture_id)?.normalised ?? 0) : null,
      ranks: staff ? ranksOf(standings.get(r.venture_id)) : null,
      rated: Boolean(mine),
      spread,
    });
  });
}

/**
 * `GET /api/group-venture?group_id=` (+ `type=search&search=`): the group's ventures in the order
 * they were added. A judge sees only the groups they judge and not the ventures they declared a
 * conflict with. Staff holding application_view may order them by a score (`sort`): the
 * normalised score needs the whole group, so the matching ids are read whole (a group holds tens
 * of ventures), ordered, and the page cut from them, as the applications list does.
 */
export async function groupVenturePage(
  ctx: AppContext,
  user: AuthUser,
  q: PageQuery & { group_id: number; sort?: ScoreSort },
): Promise<Paged<GroupVentureRow>> {
  await visibleGroup(ctx.db, user, q.group_id);
  const judge = await isJudgeOf(ctx.db, user.id, q.group_id);
  const staff = readsAllRatings(user);
  const where = and(
    eq(groupVentures.group_id, q.group_id),
    ventureSearch(q.search),
    judge && !staff ? notConflicted(ctx.db, user.id) : undefined,
  );
  const matching = () =>
    ctx.db
      .select({ id: groupVentures.id, venture_id: groupVentures.venture_id })
      .from(groupVentures)
      .innerJoin(ventures, eq(ventures.id, groupVentures.venture_id))
      .innerJoin(users, eq(users.id, ventures.user_id))
      .where(where)
      .$dynamic();
  if (staff && q.sort) {
    const all = await matching().orderBy(asc(groupVentures.id));
    const { items } = await groupNormalised(ctx.db, q.group_id);
    const scores = new Map(
      all.flatMap((r) => (items.has(r.venture_id) ? [[r.id, items.get(r.venture_id)!] as const] : [])),
    );
    const offset = (q.page - 1) * q.per_page;
    const ids = orderByScore(
      all.map((r) => r.id),
      scores,
      q.sort,
    ).slice(offset, offset + q.per_page);
    const rows = ids.length ? await groupVentureSelect(ctx.db).where(inArray(groupVentures.id, ids)) : [];
    const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id));
    return paged(await shapeGroupVentures(ctx.db, user, q.group_id, ordered), q, all.length);
  }
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(groupVentures)
    .innerJoin(ventures, eq(ventures.id, groupVentures.venture_id))
    .innerJoin(users, eq(users.id, ventures.user_id))
    .where(where);
  const rows = await groupVentureSelect(ctx.db)
    .where(where)
    .orderBy(asc(groupVentures.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paged(await shapeGroupVentures(ctx.db, user, q.group_id, rows), q, total);
}

async function groupVentureById(db: Executor, id: number) {
  const [row] = await groupVentureSelect(db).where(eq(groupVentures.id, id));
  if (!row) throw notFound(MSG.groupVentureNotFound);
  return row;
}

/**
 * `GET /api/group-venture/{id}`: the venture inside its group for a judge of the group (their own
 * rating only, no other judge's) or staff holding application_view (every rating).
 */
export async function groupVentureDetail(ctx: AppContext, user: AuthUser, id: number): Promise<GroupVentureDetail> {
  const row = await groupVentureById(ctx.db, id);
  const group = await visibleGroup(ctx.db, user, row.group_id);
  const judge = await isJudgeOf(ctx.db, user.id, row.group_id);
  const staff = readsAllRatings(user);
  if (!judge && !staff) throw forbidden();
  const [shaped] = await shapeGroupVentures(ctx.db, user, row.group_id, [row]);
  const application = await applicationDetailOf(ctx.db, row.application_id);
  const [conflicted] = await ctx.db
    .select({ id: ratingConflicts.id })
    .from(ratingConflicts)
    .where(
      and(
        eq(ratingConflicts.group_id, row.group_id),
        eq(ratingConflicts.venture_id, row.venture_id),
        eq(ratingConflicts.user_id, user.id),
      ),
    );
  return {
    group_venture: shaped!,
    group: groupSchema.parse(group),
    application: staff
      ? application
      : { ...application, applicationScore: 0, normalisedScore: 0, applicationRatings: [] },
    ratings: await ratingMapOf(ctx.db, row.group_id, row.venture_id, user.id),
    is_judge: judge,
    open: scoringOpen(ctx, group),
    deadline: group.end_date,
    conflict: Boolean(conflicted),
  };
}

/** `GET /api/group-venture?type=candidates&group_id=`: ventures selected for rating or shortlisted, not yet in the group. */
export async function ventureCandidates(
  ctx: AppContext,
  q: PageQuery & { group_id: number },
): Promise<Paged<VentureCandidate>> {
  const programId = await reviewProgramId(ctx.db);
  if (programId === null) return paged([], q, 0);
  const where = and(
    eq(applications.program_id, programId),
    inArray(applications.stage, [...RATABLE_STAGES]),
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(groupVentures)
        .where(and(eq(groupVentures.group_id, q.group_id), eq(groupVentures.venture_id, applications.venture_id))),
    ),
    ventureSearch(q.search),
  );
  const base = () =>
    ctx.db
      .select({
        venture_id: ventures.id,
        application_id: applications.id,
        name: ventures.name,
        first_name: users.first_name,
        last_name: users.last_name,
        stage: applications.stage,
      })
      .from(applications)
      .innerJoin(ventures, eq(ventures.id, applications.venture_id))
      .innerJoin(users, eq(users.id, applications.user_id))
      .$dynamic();
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(applications)
    .innerJoin(ventures, eq(ventures.id, applications.venture_id))
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(asc(ventures.name), asc(ventures.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paged(
    rows.map((r) => ({
      venture_id: r.venture_id,
      application_id: r.application_id,
      name: r.name,
      founder: `${r.first_name} ${r.last_name}`,
      stage: r.stage as VentureCandidate['stage'],
    })),
    q,
    total,
  );
}

/** The application a venture joins a group with: its application to the reviewed programme, Selected for Rating or Shortlisted. */
async function ratableApplication(db: Executor, ventureId: number) {
  const programId = await reviewProgramId(db);
  const [app] =
    programId === null
      ? []
      : await db
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.venture_id, ventureId),
              eq(applications.program_id, programId),
              inArray(applications.stage, [...RATABLE_STAGES]),
            ),
          );
  if (!app) throw invalid({ venture_id: MSG.ventureNotSelectable });
  return app.id;
}

/** `POST /api/group-venture` (group_assign_venture). */
export async function addGroupVenture(ctx: AppContext, actor: AuthUser, input: GroupVentureInput) {
  await groupExists(ctx.db, input.group_id);
  const application_id = await ratableApplication(ctx.db, input.venture_id);
  const row = await uniquePair(MSG.ventureAlreadyInGroup, () =>
    ctx.db.transaction((tx) =>
      audited.insert(tx, { model: 'GroupVenture', actor }, groupVentures, { ...input, application_id }),
    ),
  );
  return (await shapeGroupVentures(ctx.db, actor, row.group_id, [await groupVentureById(ctx.db, row.id)]))[0]!;
}

/** `PUT /api/group-venture/{id}` (group_assign_venture): another venture (or group) for the row. */
export async function updateGroupVenture(ctx: AppContext, actor: AuthUser, id: number, input: GroupVentureInput) {
  await groupVentureById(ctx.db, id);
  await groupExists(ctx.db, input.group_id);
  const application_id = await ratableApplication(ctx.db, input.venture_id);
  const row = await uniquePair(MSG.ventureAlreadyInGroup, () =>
    ctx.db.transaction((tx) =>
      audited.update(tx, { model: 'GroupVenture', actor }, groupVentures, id, { ...input, application_id }),
    ),
  );
  if (!row) throw notFound(MSG.groupVentureNotFound);
  return (await shapeGroupVentures(ctx.db, actor, row.group_id, [await groupVentureById(ctx.db, row.id)]))[0]!;
}

/**
 * `DELETE /api/group-venture/{id}` (group_venture_archive): the venture leaves the group. Its
 * ratings stay, uncounted (scores and progress ignore them) while it is out; adding it back
 * counts them again.
 */
export async function removeGroupVenture(ctx: AppContext, actor: Actor, id: number) {
  const row = await ctx.db.transaction((tx) => audited.remove(tx, { model: 'GroupVenture', actor }, groupVentures, id));
  if (!row) throw notFound(MSG.groupVentureNotFound);
  return { message: MSG.ventureRemoved };
}
