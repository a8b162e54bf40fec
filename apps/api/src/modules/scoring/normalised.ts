import {
  groupStandings,
  type ItemScores,
  itemScores,
  type JudgeBasis,
  type JudgeRating,
  type Standing,
} from '@portal/contract/normalised-scores';
import { eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupVentures, ratings } from '../../db/schema';
import { countedScores } from './scores';

/**
 * Normalised scores (`@portal/contract/normalised-scores`, the maths) over the database's counted
 * scores. A judge is standardised against every rating they gave in the group, so these always read
 * whole groups, in one query: the counted scores (conflicts, removed ventures and judges already
 * left out) of every group in question. The arithmetic then runs here, not in SQL, so that it has
 * one copy, the tested one.
 */
async function groupRatings(db: Executor, where: SQL, item: 'venture_id' | 'application_id'): Promise<JudgeRating[]> {
  // Unrounded, as the raw mean was always taken (scores travel rounded, means are rounded once).
  const rows = await countedScores(db, where);
  return rows.map((r) => ({ group: r.group_id, judge: r.user_id, item: r[item], score: Number(r.score) }));
}

/** One group: each rated venture's raw and normalised score and ranks (by venture id), and each judge's basis (by user id). */
export async function groupNormalised(
  db: Executor,
  groupId: number,
): Promise<{ items: Map<number, Standing>; judges: Map<number, JudgeBasis> }> {
  return groupStandings(await groupRatings(db, eq(ratings.group_id, groupId), 'venture_id'));
}

/**
 * Raw and normalised score of the applications in `applicationIds` (an id list or a subquery of
 * ids): every group holding one of them is normalised whole, then each application's score is
 * the mean over its counted ratings in all its groups (as applicationScore is). Applications
 * nobody rated are absent. One query.
 */
export async function applicationNormalised(
  db: Executor,
  applicationIds: readonly number[] | SQLWrapper,
): Promise<Map<number, ItemScores>> {
  if (Array.isArray(applicationIds) && !applicationIds.length) return new Map();
  const ids = Array.isArray(applicationIds) ? [...applicationIds] : (applicationIds as SQLWrapper);
  const groupsOf = db
    .selectDistinct({ group_id: groupVentures.group_id })
    .from(groupVentures)
    .where(inArray(groupVentures.application_id, ids));
  const all = itemScores(await groupRatings(db, inArray(ratings.group_id, groupsOf), 'application_id'));
  if (Array.isArray(applicationIds)) {
    const wanted = new Set(applicationIds);
    for (const k of all.keys()) if (!wanted.has(k)) all.delete(k);
  }
  return all;
}
