import {
  type GroupFormData,
  type GroupVentureDetail,
  type GroupVentureInput,
  type GroupVentureRow,
  group as groupSchema,
  groupVentureRow,
  type JudgeScore,
  type ScoreSpread,
  type UserGroupInput,
  type UserGroupRow,
  userGroupRow,
  type VentureCandidate,
  WIDE_SPREAD,
} from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { ROLE_JUDGE } from '@portal/contract/permissions';
import { and, asc, count, eq, gt, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  applications,
  groups,
  groupVentures,
  ratingConflicts,
  ratings,
  roles,
  userGroups,
  userRoles,
  users,
  ventures,
} from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { type Actor, audited } from '../../lib/audit';
import { PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from '../../lib/http-error';
import { likePattern } from '../../lib/pagination';
import { imageUrlsOf } from '../../lib/uploads';
import { applicationDetailOf, reviewProgramId } from '../applications';
import { formatDeadline, todayFor } from '../programs';
import { criteriaList, judgeStats, judgeStatsByGroup, scoresWhere } from '../scoring';
import { isJudgeOf, readsAllRatings, visibleGroup } from './group-access';

type PageQuery = { page: number; per_page: number; search?: string };

/** The stages whose applications may be added to a group. */
export const RATABLE_STAGES = ['selected_for_rating', 'shortlisted'] as const;

/** Scoring is open while today (Nairobi) is on or before the group's end date (the scoring deadline). */
export const scoringOpen = (ctx: AppContext, group: { end_date: string }) => todayFor(ctx) <= group.end_date;

export const scoringClosedMessage = (group: { end_date: string }) =>
  MSG.ratingClosed.replace('{date}', formatDeadline(group.end_date));

const paged = <T>(data: T[], q: PageQuery, total: number): Paged<T> => ({
  data,
  current_page: q.page,
  per_page: q.per_page,
  total,
  last_page: lastPage(total, q.per_page),
});

// "first middle last", "first last" and the e-mail of a person, as the review search reads them.
const personHaystack = sql`(${users.first_name} || ' ' || coalesce(${users.middle_name} || ' ', '') || ${users.last_name} || chr(1) || ${users.first_name} || ' ' || ${users.last_name} || chr(1) || ${users.email})`;

/** Users holding the Judge role (the Add Judge dropdown), by name. */
function judgeUsers(db: Executor, where?: SQL) {
  return db
    .select({ id: users.id, first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        where,
        eq(users.active, 1),
        inArray(
          users.id,
          db
            .select({ id: userRoles.user_id })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.role_id))
            .where(eq(roles.name, ROLE_JUDGE)),
        ),
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/** `GET /api/group?type=formData`: the judges (only for user_group_view) and the criteria. */
export async function groupFormData(ctx: AppContext, user: AuthUser): Promise<GroupFormData> {
  const judges = user.permissions.has('user_group_view') ? await judgeUsers(ctx.db) : [];
  return { judges, ratings: await criteriaList(ctx.db) };
}

/**
 * `GET /api/group?type=mine`: the groups the caller judges, each with their progress, the scoring
 * deadline and the next venture to rate (one click from the Home tab).
 */
export async function myGroups(ctx: AppContext, user: AuthUser) {
  const rows = await ctx.db
    .select({ group: groups })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.group_id))
    .where(eq(userGroups.user_id, user.id))
    .orderBy(asc(groups.end_date), asc(groups.id));
  const ids = rows.map((r) => r.group.id);
  const stats = await judgeStatsByGroup(ctx.db, user.id, ids);
  const next = await firstUnratedByGroup(ctx.db, user.id, ids);
  return rows.map(({ group }) => ({
    group,
    ...stats.get(group.id)!,
    open: scoringOpen(ctx, group),
    next_group_venture_id: next.get(group.id) ?? null,
  }));
}

// ---------------------------------------------------------------- group ventures

/** Ventures of a group with their founder, as rows; `where` narrows them. */
function groupVentureSelect(db: Executor) {
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
const notConflicted = (db: Executor, userId: number) =>
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
 * ventures, and for staff reading all ratings the group's judges and conflicts (the spread).
 */
async function shapeGroupVentures(
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
  if (staff) {
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
      rated: Boolean(mine),
      spread,
    });
  });
}

/**
 * `GET /api/group-venture?group_id=` (+ `type=search&search=`): the group's ventures in the order
 * they were added. A judge sees only the groups they judge and not the ventures they declared a
 * conflict with.
 */
export async function groupVenturePage(
  ctx: AppContext,
  user: AuthUser,
  q: PageQuery & { group_id: number },
): Promise<Paged<GroupVentureRow>> {
  await visibleGroup(ctx.db, user, q.group_id);
  const judge = await isJudgeOf(ctx.db, user.id, q.group_id);
  const where = and(
    eq(groupVentures.group_id, q.group_id),
    ventureSearch(q.search),
    judge && !readsAllRatings(user) ? notConflicted(ctx.db, user.id) : undefined,
  );
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

/** Ventures without the judge's rating nor a conflict. */
const unratedBy = (db: Executor, userId: number) =>
  and(
    notConflicted(db, userId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(ratings)
        .where(
          and(
            eq(ratings.group_id, groupVentures.group_id),
            eq(ratings.venture_id, groupVentures.venture_id),
            eq(ratings.user_id, userId),
          ),
        ),
    ),
  );

/** The judge's first unrated venture of each group (list order), in one query. */
async function firstUnratedByGroup(db: Executor, userId: number, groupIds: number[]) {
  if (!groupIds.length) return new Map<number, number>();
  const rows = await db
    .selectDistinctOn([groupVentures.group_id], { group_id: groupVentures.group_id, id: groupVentures.id })
    .from(groupVentures)
    .where(and(inArray(groupVentures.group_id, groupIds), unratedBy(db, userId)))
    .orderBy(asc(groupVentures.group_id), asc(groupVentures.id));
  return new Map(rows.map((r) => [r.group_id, r.id]));
}

/** The judge's next venture of the group without their rating (nor a conflict), after `afterId` in list order, wrapping round. */
export async function nextUnrated(db: Executor, userId: number, groupId: number, afterId = 0) {
  const unrated = and(eq(groupVentures.group_id, groupId), unratedBy(db, userId));
  const [after] = await groupVentureSelect(db)
    .where(and(unrated, gt(groupVentures.id, afterId)))
    .orderBy(asc(groupVentures.id))
    .limit(1);
  if (after) return after;
  const [first] = await groupVentureSelect(db).where(unrated).orderBy(asc(groupVentures.id)).limit(1);
  return first ?? null;
}

/** `GET /api/group-venture?type=next&group_id=&after=`: for a judge of the group. */
export async function nextGroupVenture(ctx: AppContext, user: AuthUser, groupId: number, afterId?: number) {
  await visibleGroup(ctx.db, user, groupId);
  if (!(await isJudgeOf(ctx.db, user.id, groupId))) throw forbidden();
  const next = await nextUnrated(ctx.db, user.id, groupId, afterId);
  return { group_venture: next ? (await shapeGroupVentures(ctx.db, user, groupId, [next]))[0]! : null };
}

async function groupVentureById(db: Executor, id: number) {
  const [row] = await groupVentureSelect(db).where(eq(groupVentures.id, id));
  if (!row) throw notFound(MSG.groupVentureNotFound);
  return row;
}

/** The caller's own answers for a venture in a group, as the rating map. */
export async function ratingMapOf(db: Executor, groupId: number, ventureId: number, userId: number) {
  const rows = await db
    .select({ criterion_id: ratings.criterion_id, half_stars: ratings.half_stars, text: ratings.text })
    .from(ratings)
    .where(and(eq(ratings.group_id, groupId), eq(ratings.venture_id, ventureId), eq(ratings.user_id, userId)));
  return Object.fromEntries(
    rows.map((r) => [String(r.criterion_id), r.half_stars !== null ? r.half_stars / 2 : (r.text ?? '')]),
  );
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
    application: staff ? application : { ...application, applicationScore: 0, applicationRatings: [] },
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

async function groupExists(db: Executor, groupId: number) {
  const [g] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!g) throw invalid({ group_id: MSG.groupNotFound });
}

const uniquePair = async <R>(message: string, write: () => Promise<R>) => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
};

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

// ---------------------------------------------------------------- judges of a group

/** `GET /api/user-group?group_id=` (+ search): the judges with Progress and Average (three queries for the stats). */
export async function userGroupPage(
  ctx: AppContext,
  q: PageQuery & { group_id: number },
): Promise<Paged<UserGroupRow>> {
  const [g] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.id, q.group_id));
  if (!g) throw notFound(MSG.groupNotFound);
  const t = q.search?.trim();
  const where = and(eq(userGroups.group_id, q.group_id), t ? ilike(personHaystack, likePattern(t)) : undefined);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.user_id))
    .where(where);
  const rows = await ctx.db
    .select({ ug: userGroups, user: users })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.user_id))
    .where(where)
    .orderBy(asc(userGroups.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const stats = await judgeStats(
    ctx.db,
    q.group_id,
    rows.map((r) => r.user.id),
  );
  return paged(
    rows.map((r) => shapeUserGroup(r.ug, r.user, stats.get(r.user.id)!)),
    q,
    total,
  );
}

function shapeUserGroup(
  ug: typeof userGroups.$inferSelect,
  user: typeof users.$inferSelect,
  stats: { rated: number; total: number; conflicts: number; progress: number; average: number },
): UserGroupRow {
  const pic = imageUrlsOf(PROFILE_PICS_BUCKET, user.prof_pic);
  return userGroupRow.parse({
    id: ug.id,
    user_id: ug.user_id,
    group_id: ug.group_id,
    created_at: ug.created_at,
    user: {
      id: user.id,
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
      email: user.email,
      prof_pic_url: pic.image_url,
      prof_pic_thumb_url: pic.thumb_url,
    },
    ...stats,
  });
}

async function assertJudge(db: Executor, userId: number) {
  const [hit] = await judgeUsers(db, eq(users.id, userId));
  if (!hit) throw invalid({ user_id: MSG.notAJudge });
}

async function userGroupAnswer(db: Executor, id: number) {
  const [r] = await db
    .select({ ug: userGroups, user: users })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.user_id))
    .where(eq(userGroups.id, id));
  if (!r) throw notFound(MSG.judgeNotInGroup);
  const stats = await judgeStats(db, r.ug.group_id, [r.user.id]);
  return shapeUserGroup(r.ug, r.user, stats.get(r.user.id)!);
}

/** `POST /api/user-group` (user_group_create): a user holding the Judge role joins the group. */
export async function addUserGroup(ctx: AppContext, actor: Actor, input: UserGroupInput) {
  await groupExists(ctx.db, input.group_id);
  await assertJudge(ctx.db, input.user_id);
  const row = await uniquePair(MSG.judgeAlreadyInGroup, () =>
    ctx.db.transaction((tx) => audited.insert(tx, { model: 'UserGroup', actor }, userGroups, input)),
  );
  return userGroupAnswer(ctx.db, row.id);
}

/** `PUT /api/user-group/{id}` (user_group_create): another judge (or group) for the assignment. */
export async function updateUserGroup(ctx: AppContext, actor: Actor, id: number, input: UserGroupInput) {
  await groupExists(ctx.db, input.group_id);
  await assertJudge(ctx.db, input.user_id);
  const row = await uniquePair(MSG.judgeAlreadyInGroup, () =>
    ctx.db.transaction((tx) => audited.update(tx, { model: 'UserGroup', actor }, userGroups, id, input)),
  );
  if (!row) throw notFound(MSG.judgeNotInGroup);
  return userGroupAnswer(ctx.db, row.id);
}

/**
 * `DELETE /api/user-group/{id}` (user_group_archive): the judge leaves the group. Their ratings
 * stay, uncounted, while they are out (applicationScores drop them); adding the judge back counts
 * them again.
 */
export async function removeUserGroup(ctx: AppContext, actor: Actor, id: number) {
  const row = await ctx.db.transaction((tx) => audited.remove(tx, { model: 'UserGroup', actor }, userGroups, id));
  if (!row) throw notFound(MSG.judgeNotInGroup);
  return { message: MSG.judgeRemoved };
}
