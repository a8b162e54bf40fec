import { type MyGroup, myGroup } from '@portal/contract/judging';
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { groups, groupVentures, ratings, userGroups } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { forbidden } from '../../lib/http-error';
import { judgeStatsByGroup } from '../scoring';
import { isJudgeOf, visibleGroup } from './group-access';
import { groupVentureSelect, notConflicted, shapeGroupVentures } from './group-ventures.service';
import { scoringOpen } from './groups.service';

/**
 * `GET /api/group?type=mine`: the groups the caller judges, each with their progress, the scoring
 * deadline and the next venture to rate (one click from the Home tab).
 */
export async function myGroups(ctx: AppContext, user: AuthUser): Promise<MyGroup[]> {
  const rows = await ctx.db
    .select({ group: groups })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.group_id))
    .where(eq(userGroups.user_id, user.id))
    .orderBy(asc(groups.end_date), asc(groups.id));
  const ids = rows.map((r) => r.group.id);
  const stats = await judgeStatsByGroup(ctx.db, user.id, ids);
  const next = await firstUnratedByGroup(ctx.db, user.id, ids);
  return rows.map(({ group }) =>
    myGroup.parse({
      group,
      ...stats.get(group.id)!,
      open: scoringOpen(ctx, group),
      next_group_venture_id: next.get(group.id) ?? null,
    }),
  );
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
