import type { RatingCriterion } from '@portal/contract/judging';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ratingCriteria } from '../../db/schema';

/** Every criterion, in order: the rating form, the criteria table and the score all read these. */
export async function criteriaList(db: Executor): Promise<RatingCriterion[]> {
  return db
    .select({
      id: ratingCriteria.id,
      name: ratingCriteria.name,
      description: ratingCriteria.description,
      weight: ratingCriteria.weight,
      type: ratingCriteria.type,
    })
    .from(ratingCriteria)
    .orderBy(asc(ratingCriteria.position), asc(ratingCriteria.id));
}

/** The total weight of the radio criteria (the 100 % of a score), null when there is none. */
export const radioTotal = sql`(select nullif(sum(${ratingCriteria.weight}), 0) from ${ratingCriteria} where ${ratingCriteria.type} = 'radio')`;
