import { MSG } from '@portal/contract/messages';
import { COMPETITOR_TEXT, competitor, competitorInput, publicCompetitor } from '@portal/contract/past-cohorts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { competitors } from '../../db/schema';
import { COMPETITOR_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import type { ResourceQuery } from '../../lib/resource-action';
import { activeCohortBySlug, assertCohortExists, byRank, competitorValues, withImageUrls } from './competitors.service';

/** The competitor_* resource: its table, search, order, rules and picture (its routes: competitors.routes.ts). */
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
});

/** `type=public&pastCohort={slug}&page=`: the cohort and a page of its active competitors (no search). */
export async function publicCompetitorPage(ctx: AppContext, query: ResourceQuery) {
  const cohort = await activeCohortBySlug(ctx, query.pastCohort);
  const page = await competitorsResource.service.page(
    ctx,
    { page: query.page, per_page: query.per_page },
    { where: and(eq(competitors.past_cohort_id, cohort.id), eq(competitors.active, 1)), schema: publicCompetitor },
  );
  return { past_cohort: cohort, ...page };
}
