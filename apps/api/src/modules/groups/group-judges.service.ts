import { type UserGroupInput, type UserGroupRow, userGroupRow } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import type { NormalisationBasis } from '@portal/contract/normalised-scores';
import type { Paged } from '@portal/contract/pagination';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { type Actor, audited } from '../../lib/audit';
import { PROFILE_PICS_BUCKET } from '../../lib/buckets';
import { invalid, notFound } from '../../lib/http-error';
import { likePattern } from '../../lib/pagination';
import { imageUrlsOf } from '../../lib/uploads';
import { groupNormalised, judgeStats } from '../scoring';
import { groupExists, judgeUsers, type PageQuery, paged, personHaystack, uniquePair } from './groups.service';

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
  const { judges } = await groupNormalised(ctx.db, q.group_id);
  return paged(
    rows.map((r) => shapeUserGroup(r.ug, r.user, stats.get(r.user.id)!, judges.get(r.user.id)?.basis)),
    q,
    total,
  );
}

function shapeUserGroup(
  ug: typeof userGroups.$inferSelect,
  user: typeof users.$inferSelect,
  stats: { rated: number; total: number; conflicts: number; progress: number; average: number },
  /** Absent: the judge has no counted rating in the group, too few to standardise. */
  basis: NormalisationBasis = 'too_few',
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
    normalisation: basis,
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
  const { judges } = await groupNormalised(db, r.ug.group_id);
  return shapeUserGroup(r.ug, r.user, stats.get(r.user.id)!, judges.get(r.user.id)?.basis);
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
 * stay, uncounted, while they are out (the scores drop them); adding the judge back counts
 * them again.
 */
export async function removeUserGroup(ctx: AppContext, actor: Actor, id: number) {
  const row = await ctx.db.transaction((tx) => audited.remove(tx, { model: 'UserGroup', actor }, userGroups, id));
  if (!row) throw notFound(MSG.judgeNotInGroup);
  return { message: MSG.judgeRemoved };
}
