import { roundScore } from '@portal/contract/judging';
import { and, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupVentures, ratingConflicts, ratingCriteria, ratings, userGroups } from '../../db/schema';
import { radioTotal } from './criteria';

/**
 * Scores (DESIGN.md "Scores"), computed in SQL over a whole page at once, never one query per row.
 *
 * A judge's score for a venture in a group = sum over radio criteria of weight x stars/5, as a
 * percentage of the total radio weight (ratings keep half stars: stars/5 = half_stars/10, so the
 * score is sum(weight x half_stars) x 10 / total). Text criteria carry no points; a radio criterion
 * without an answer counts 0 (a save is whole, so that happens only for criteria added since).
 *
 * A rating counts only while its venture is in the group, its judge is assigned to the group and
 * the judge has not declared a conflict of interest with the venture: removing a venture or a
 * judge keeps the rows, uncounted, and adding them back counts them again.
 */
export function countedScores(db: Executor, where?: SQL) {
  return db
    .select({
      group_id: ratings.group_id,
      venture_id: ratings.venture_id,
      user_id: ratings.user_id,
      application_id: groupVentures.application_id,
      score:
        sql<number>`coalesce(sum(case when ${ratingCriteria.type} = 'radio' then ${ratingCriteria.weight} * coalesce(${ratings.half_stars}, 0) else 0 end) * 10.0 / ${radioTotal}, 0)::float8`
          .mapWith(Number)
          .as('score'),
    })
    .from(ratings)
    .innerJoin(ratingCriteria, eq(ratingCriteria.id, ratings.criterion_id))
    .innerJoin(
      groupVentures,
      and(eq(groupVentures.group_id, ratings.group_id), eq(groupVentures.venture_id, ratings.venture_id)),
    )
    .innerJoin(userGroups, and(eq(userGroups.group_id, ratings.group_id), eq(userGroups.user_id, ratings.user_id)))
    .where(
      and(
        where,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ratingConflicts)
            .where(
              and(
                eq(ratingConflicts.group_id, ratings.group_id),
                eq(ratingConflicts.venture_id, ratings.venture_id),
                eq(ratingConflicts.user_id, ratings.user_id),
              ),
            ),
        ),
      ),
    )
    .groupBy(ratings.group_id, ratings.venture_id, ratings.user_id, groupVentures.application_id);
}

export type CountedScore = {
  group_id: number;
  venture_id: number;
  user_id: number;
  application_id: number;
  score: number;
};

/** The counted scores matching `where`, rounded. */
export async function scoresWhere(db: Executor, where?: SQL): Promise<CountedScore[]> {
  const rows = await countedScores(db, where);
  return rows.map((r) => ({ ...r, score: roundScore(Number(r.score)) }));
}

export type JudgeStats = { rated: number; total: number; conflicts: number; progress: number; average: number };

/**
 * Progress and Average of judges in groups: Progress = ventures rated / ventures in the group less
 * the judge's conflicts there (0-100); Average = the mean of the judge's counted scores there.
 * Three queries for every (group, judge) pair of `groupIds` x `userIds`, however many.
 */
async function statsOfPairs(db: Executor, groupIds: number[], userIds: number[]) {
  const ventures = await db
    .select({ group_id: groupVentures.group_id, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(groupVentures)
    .where(inArray(groupVentures.group_id, groupIds))
    .groupBy(groupVentures.group_id);
  const conflicts = await db
    .select({
      group_id: ratingConflicts.group_id,
      user_id: ratingConflicts.user_id,
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(ratingConflicts)
    .innerJoin(
      groupVentures,
      and(
        eq(groupVentures.group_id, ratingConflicts.group_id),
        eq(groupVentures.venture_id, ratingConflicts.venture_id),
      ),
    )
    .where(and(inArray(ratingConflicts.group_id, groupIds), inArray(ratingConflicts.user_id, userIds)))
    .groupBy(ratingConflicts.group_id, ratingConflicts.user_id);
  const s = countedScores(db, and(inArray(ratings.group_id, groupIds), inArray(ratings.user_id, userIds))).as('s');
  const scored = await db
    .select({
      group_id: s.group_id,
      user_id: s.user_id,
      rated: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number>`avg(${s.score})::float8`.mapWith(Number),
    })
    .from(s)
    .groupBy(s.group_id, s.user_id);
  const pair = (groupId: number, userId: number) => `${groupId}:${userId}`;
  const venturesOf = new Map(ventures.map((v) => [v.group_id, v.n]));
  const conflictsOf = new Map(conflicts.map((c) => [pair(c.group_id, c.user_id), c.n]));
  const scoredOf = new Map(scored.map((r) => [pair(r.group_id, r.user_id), r]));
  return (groupId: number, userId: number): JudgeStats => {
    const c = conflictsOf.get(pair(groupId, userId)) ?? 0;
    const total = Math.max(0, (venturesOf.get(groupId) ?? 0) - c);
    const mine = scoredOf.get(pair(groupId, userId));
    const rated = mine?.rated ?? 0;
    return {
      rated,
      total,
      conflicts: c,
      progress: total ? roundScore((rated / total) * 100) : 0,
      average: roundScore(mine?.average ?? 0),
    };
  };
}

/** Progress and Average of several judges in one group, by judge. */
export async function judgeStats(db: Executor, groupId: number, userIds: readonly number[]) {
  if (!userIds.length) return new Map<number, JudgeStats>();
  const statsOf = await statsOfPairs(db, [groupId], [...userIds]);
  return new Map(userIds.map((id) => [id, statsOf(groupId, id)]));
}

/** One judge's Progress and Average in each of several groups (the Home tab's "Your groups"), by group. */
export async function judgeStatsByGroup(db: Executor, userId: number, groupIds: readonly number[]) {
  if (!groupIds.length) return new Map<number, JudgeStats>();
  const statsOf = await statsOfPairs(db, [...groupIds], [userId]);
  return new Map(groupIds.map((id) => [id, statsOf(id, userId)]));
}
