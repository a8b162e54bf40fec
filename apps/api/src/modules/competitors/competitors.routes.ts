import { id } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { listQuery } from '@portal/contract/pagination';
import { COMPETITOR_TEXT, competitor, competitorInput, publicCompetitor } from '@portal/contract/past-cohorts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { competitors } from '../../db/schema';
import { COMPETITOR_BUCKET } from '../../lib/buckets';
import { invalid } from '../../lib/http-error';
import { defineResource } from '../../lib/resource';
import {
  activeCohortBySlug,
  assertCohortExists,
  byRank,
  competitorValues,
  currentContestants,
  withImageUrls,
} from './competitors.service';

/**
 * `/api/competitor` (spec 3 §2.6, §7): the ventures of a past cohort, listed under their cohort
 * (`?pastCohort_id=`), with a picture, social links and a rank (the order of the top contestants
 * page). Public: a cohort's page by its link, and the focus cohort's contestants.
 */
export const competitorsResource = defineResource({
  path: 'competitor',
  model: 'Competitor',
  label: 'Competitor',
  empty: COMPETITOR_TEXT.empty,
  permission: 'competitor',
  table: competitors,
  searchable: [competitors.name],
  orderBy: byRank,
  item: competitor,
  body: competitorInput,
  uniqueMessage: MSG.competitorNameTaken,
  parent: { param: 'pastCohort_id', column: competitors.past_cohort_id },
  hooks: {
    toValues: competitorValues,
    beforeCreate: (tx, values) => assertCohortExists(tx, values),
    beforeUpdate: (tx, _id, values) => assertCohortExists(tx, values),
    expand: withImageUrls,
  },
  uploads: {
    image: { column: 'image', bucket: COMPETITOR_BUCKET, kind: 'image', summary: "The competitor's picture" },
  },
  get: {
    public: {
      access: 'public',
      cached: true,
      summary:
        "A page of an active cohort's active competitors by its link: `?pastCohort={slug}&page=`; 404 for an unknown or inactive cohort",
      handler: ({ ctx, query }) => publicPage(ctx, query),
    },
    current: {
      access: 'public',
      cached: true,
      summary: 'The focus cohort and its active competitors in rank order `{ past_cohort, data }` (top contestants)',
      handler: ({ ctx }) => currentContestants(ctx),
    },
    all: {
      access: 'competitor_view',
      summary: 'Every competitor `{ data }` in rank order, optionally of one cohort (`&pastCohort_id=`)',
      handler: ({ ctx, query }) => allCompetitors(ctx, query),
    },
  },
});

/** `type=public&pastCohort={slug}&page=`: the cohort and a page of its active competitors. */
async function publicPage(ctx: AppContext, query: Record<string, unknown>): Promise<unknown> {
  const cohort = await activeCohortBySlug(ctx, query.pastCohort);
  const { search: _search, ...paging } = listQuery.parse(query);
  const page = await competitorsResource.service.page(ctx, paging, {
    where: and(eq(competitors.past_cohort_id, cohort.id), eq(competitors.active, 1)),
    schema: publicCompetitor,
  });
  return { past_cohort: cohort, ...page };
}

async function allCompetitors(ctx: AppContext, query: Record<string, unknown>): Promise<{ data: unknown[] }> {
  let cohortId: number | undefined;
  if (query.pastCohort_id !== undefined && query.pastCohort_id !== '') {
    const parsed = id.safeParse(query.pastCohort_id);
    if (!parsed.success) throw invalid({ pastCohort_id: 'Not a valid id' });
    cohortId = parsed.data;
  }
  const rows = await ctx.db
    .select()
    .from(competitors)
    .where(cohortId === undefined ? undefined : eq(competitors.past_cohort_id, cohortId))
    .orderBy(competitors.past_cohort_id, ...byRank);
  return { data: (await withImageUrls(ctx.db, rows)).map((r) => competitor.parse(r)) };
}
