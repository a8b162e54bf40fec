import type { ApplicationRating } from '@portal/contract/application-review';
import type { ItemScores } from '@portal/contract/normalised-scores';
import type { SQLWrapper } from 'drizzle-orm';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupVentures, ratingCriteria, ratings, users } from '../../db/schema';
import { applicationNormalised, scoresWhere } from '../scoring';

/**
 * The one place where an application's scores come from (DESIGN.md "Scores"): `raw`, the mean of
 * its judges' scores, and `normalised`, the same after each judge's scores are standardised in
 * their group (`@portal/contract/normalised-scores`); an application nobody rated is absent (0,
 * "Pending", on screen). The lists, the detail, the CSV and the PDF all ask here, for a whole list,
 * page or batch at once (one query, never one per application): `applicationIds` is a list or a
 * subquery of ids (a subquery's answer may hold other applications of the same groups). What
 * counts (assigned venture and judge, no conflict) is in `scoring/scores.ts`.
 */
export async function scoresFor(
  db: Executor,
  applicationIds: readonly number[] | SQLWrapper,
): Promise<Map<number, ItemScores>> {
  return applicationNormalised(db, applicationIds);
}

/**
 * The judges' ratings of one application (the detail's Rating sub-tab and the PDF): one entry per
 * counted judge rating (per group, should the venture be in two groups), oldest judge first, with
 * the judge's name, score and answers. Three queries.
 */
export async function ratingsFor(db: Executor, applicationId: number): Promise<ApplicationRating[]> {
  const scores = await scoresWhere(db, eq(groupVentures.application_id, applicationId));
  if (!scores.length) return [];
  const judges = await db
    .select({ id: users.id, first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name })
    .from(users)
    .where(
      inArray(
        users.id,
        scores.map((s) => s.user_id),
      ),
    );
  const answers = await db
    .select({
      group_id: ratings.group_id,
      user_id: ratings.user_id,
      criterion_id: ratings.criterion_id,
      type: ratingCriteria.type,
      half_stars: ratings.half_stars,
      text: ratings.text,
    })
    .from(ratings)
    .innerJoin(ratingCriteria, eq(ratingCriteria.id, ratings.criterion_id))
    .where(
      or(
        ...scores.map((s) =>
          and(eq(ratings.group_id, s.group_id), eq(ratings.venture_id, s.venture_id), eq(ratings.user_id, s.user_id)),
        ),
      ),
    )
    .orderBy(asc(ratings.criterion_id));
  const judgeOf = new Map(judges.map((j) => [j.id, j]));
  return scores
    .sort((a, b) => a.group_id - b.group_id || a.user_id - b.user_id)
    .map((s) => ({
      judge: judgeOf.get(s.user_id)!,
      individualScore: s.score,
      ventureRatings: Object.fromEntries(
        answers
          .filter((a) => a.group_id === s.group_id && a.user_id === s.user_id)
          .map((a) => [String(a.criterion_id), a.type === 'radio' ? (a.half_stars ?? 0) / 2 : (a.text ?? '')]),
      ),
    }));
}
