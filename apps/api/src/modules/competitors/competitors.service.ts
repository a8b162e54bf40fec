import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  type Competitor,
  type CompetitorInput,
  type CurrentContestants,
  competitor,
  publicCompetitor,
} from '@portal/contract/past-cohorts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { competitors, pastCohorts } from '../../db/schema';
import { COMPETITOR_BUCKET } from '../../lib/buckets';
import { sanitizeField } from '../../lib/html';
import { invalid, notFound } from '../../lib/http-error';
import { imageUrlsOf } from '../../lib/uploads';

/** The top contestants page's order, used by every list: rank (unranked last), then name. */
export const byRank: SQL[] = [
  sql`${competitors.rank} asc nulls last`,
  asc(sql`lower(${competitors.name})`),
  asc(competitors.id),
];

/** The most contestants the top contestants page shows. */
const CURRENT_LIMIT = 100;

type CompetitorRow = typeof competitors.$inferSelect;

/** Picture URLs of a page of competitors (no query). */
export const withImageUrls = async (_db: Executor, rows: CompetitorRow[]) =>
  rows.map((r) => ({ ...r, ...imageUrlsOf(COMPETITOR_BUCKET, r.image) }));

/** Input to columns: the description is sanitised and must still say something. */
export function competitorValues(input: unknown): Partial<typeof competitors.$inferInsert> {
  const values = input as CompetitorInput & { past_cohort_id: number; description: string };
  const description = sanitizeField(values.description, 'site-content', 'description');
  if (richTextIsEmpty(description)) throw invalid({ description: MSG.descriptionRequired });
  return { ...(values as Partial<typeof competitors.$inferInsert>), description };
}

/** A competitor belongs to an existing cohort: an unknown id is a field error, not a 500. */
export async function assertCohortExists(db: Executor, values: Partial<typeof competitors.$inferInsert>) {
  if (values.past_cohort_id === undefined) return;
  const [cohort] = await db
    .select({ id: pastCohorts.id })
    .from(pastCohorts)
    .where(eq(pastCohorts.id, values.past_cohort_id));
  if (!cohort) throw invalid({ past_cohort_id: MSG.cohortNotFound });
}

/** The active cohort of this link, or 404 'This cohort could not be found.' */
export async function activeCohortBySlug(ctx: AppContext, slug: unknown) {
  const value = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
  if (!value) throw notFound(MSG.cohortNotFound);
  const [cohort] = await ctx.db
    .select({ id: pastCohorts.id, name: pastCohorts.name, slug: pastCohorts.slug })
    .from(pastCohorts)
    .where(and(eq(pastCohorts.slug, value), eq(pastCohorts.active, 1)));
  if (!cohort) throw notFound(MSG.cohortNotFound);
  return cohort;
}

/**
 * `type=current` (top contestants page): the focus cohort, whether or not it is listed among the
 * past cohorts, and its active competitors in rank order; no focus cohort answers `past_cohort: null`.
 */
export async function currentContestants(ctx: AppContext): Promise<CurrentContestants> {
  const [cohort] = await ctx.db
    .select({ id: pastCohorts.id, name: pastCohorts.name, slug: pastCohorts.slug })
    .from(pastCohorts)
    .where(eq(pastCohorts.current, 1))
    .limit(1);
  if (!cohort) return { past_cohort: null, data: [] };
  const rows = await ctx.db
    .select()
    .from(competitors)
    .where(and(eq(competitors.past_cohort_id, cohort.id), eq(competitors.active, 1)))
    .orderBy(...byRank)
    .limit(CURRENT_LIMIT);
  return {
    past_cohort: cohort,
    data: (await withImageUrls(ctx.db, rows)).map((r) => publicCompetitor.parse(r)),
  };
}

/** `type=all`: every competitor in rank order, of one cohort when `cohortId` is given. */
export async function allCompetitors(ctx: AppContext, cohortId: number | undefined): Promise<{ data: Competitor[] }> {
  const rows = await ctx.db
    .select()
    .from(competitors)
    .where(cohortId === undefined ? undefined : eq(competitors.past_cohort_id, cohortId))
    .orderBy(competitors.past_cohort_id, ...byRank);
  return { data: (await withImageUrls(ctx.db, rows)).map((r) => competitor.parse(r)) };
}
