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

/** applicationScore of each application: the mean of its counted judges' scores, 0 (Pending) without any. */
export async function applicationScores(db: Executor, applicationIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map(applicationIds.map((id) => [id, 0]));
  if (!applicationIds.length) return out;
  const s = countedScores(db, inArray(groupVentures.application_id, [...applicationIds])).as('s');
  const rows = await db
    .select({ application_id: s.application_id, score: sql<number>`avg(${s.score})::float8`.mapWith(Number) })
    .from(s)
    .groupBy(s.application_id);
  for (const r of rows) out.set(r.application_id, roundScore(r.score));
  return out;
}

export type JudgeStats = { rated: number; total: number; conflicts: number; progress: number; average: number };

/**
 * Progress and Average of judges in a group: Progress = ventures rated / ventures in the group
 * less the judge's conflicts (0-100); Average = the mean of the judge's counted scores there.
 * Three queries whatever the number of judges.
 */
export async function judgeStats(db: Executor, groupId: number, userIds: readonly number[]) {
  const out = new Map<number, JudgeStats>();
  if (!userIds.length) return out;
  const ids = [...userIds];
  const [{ ventures } = { ventures: 0 }] = await db
    .select({ ventures: sql<number>`count(*)::int`.mapWith(Number) })
    .from(groupVentures)
    .where(eq(groupVentures.group_id, groupId));
  const conflicts = await db
    .select({ user_id: ratingConflicts.user_id, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(ratingConflicts)
    .innerJoin(
      groupVentures,
      and(
        eq(groupVentures.group_id, ratingConflicts.group_id),
        eq(groupVentures.venture_id, ratingConflicts.venture_id),
      ),
    )
    .where(and(eq(ratingConflicts.group_id, groupId), inArray(ratingConflicts.user_id, ids)))
    .groupBy(ratingConflicts.user_id);
  const s = countedScores(db, and(eq(ratings.group_id, groupId), inArray(ratings.user_id, ids))).as('s');
  const scored = await db
    .select({
      user_id: s.user_id,
      rated: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number>`avg(${s.score})::float8`.mapWith(Number),
    })
    .from(s)
    .groupBy(s.user_id);
  const conflictOf = new Map(conflicts.map((c) => [c.user_id, c.n]));
  const scoredOf = new Map(scored.map((r) => [r.user_id, r]));
  for (const id of ids) {
    const c = conflictOf.get(id) ?? 0;
    const total = Math.max(0, ventures - c);
    const rated = scoredOf.get(id)?.rated ?? 0;
    out.set(id, {
      rated,
      total,
      conflicts: c,
      progress: total ? roundScore((rated / total) * 100) : 0,
      average: roundScore(scoredOf.get(id)?.average ?? 0),
    });
  }
  return out;
}

/**
 * One judge's Progress and Average in each of several groups (the Home tab's "Your groups"), in
 * three queries whatever the number of groups.
 */
export async function judgeStatsByGroup(db: Executor, userId: number, groupIds: readonly number[]) {
  const out = new Map<number, JudgeStats>();
  if (!groupIds.length) return out;
  const ids = [...groupIds];
  const ventures = await db
    .select({ group_id: groupVentures.group_id, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(groupVentures)
    .where(inArray(groupVentures.group_id, ids))
    .groupBy(groupVentures.group_id);
  const conflicts = await db
    .select({ group_id: ratingConflicts.group_id, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(ratingConflicts)
    .innerJoin(
      groupVentures,
      and(
        eq(groupVentures.group_id, ratingConflicts.group_id),
        eq(groupVentures.venture_id, ratingConflicts.venture_id),
      ),
    )
    .where(and(eq(ratingConflicts.user_id, userId), inArray(ratingConflicts.group_id, ids)))
    .groupBy(ratingConflicts.group_id);
  const s = countedScores(db, and(eq(ratings.user_id, userId), inArray(ratings.group_id, ids))).as('s');
  const scored = await db
    .select({
      group_id: s.group_id,
      rated: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number>`avg(${s.score})::float8`.mapWith(Number),
    })
    .from(s)
    .groupBy(s.group_id);
  for (const id of ids) {
    const c = conflicts.find((r) => r.group_id === id)?.n ?? 0;
    const total = Math.max(0, (ventures.find((r) => r.group_id === id)?.n ?? 0) - c);
    const mine = scored.find((r) => r.group_id === id);
    const rated = mine?.rated ?? 0;
    out.set(id, {
      rated,
      total,
      conflicts: c,
      progress: total ? roundScore((rated / total) * 100) : 0,
      average: roundScore(mine?.average ?? 0),
    });
  }
  return out;
}
