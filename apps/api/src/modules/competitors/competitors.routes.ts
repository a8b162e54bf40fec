import {
  allCompetitors as allCompetitorsSchema,
  competitorPublicPage,
  currentContestants as currentContestantsSchema,
} from '@portal/contract/past-cohorts';
import { competitorsResource, publicCompetitorPage } from './competitors.resource';
import { allCompetitors, currentContestants } from './competitors.service';

/**
 * `/api/competitor` (spec 3 §2.6, §7): the ventures of a past cohort, listed under their cohort
 * (`?pastCohort_id=`), with a picture, social links and a rank (the order of the top contestants
 * page). Public: a cohort's page by its link, and the focus cohort's contestants.
 */
export const competitorRoutes = competitorsResource.routes({
  get: {
    public: {
      access: 'public',
      cached: true,
      summary:
        "A page of an active cohort's active competitors by its link: `?pastCohort={slug}&page=`; 404 for an unknown or inactive cohort",
      response: competitorPublicPage,
      handler: ({ ctx, query }) => publicCompetitorPage(ctx, query),
    },
    current: {
      access: 'public',
      cached: true,
      summary: 'The focus cohort and its active competitors in rank order `{ past_cohort, data }` (top contestants)',
      response: currentContestantsSchema,
      handler: ({ ctx }) => currentContestants(ctx),
    },
    all: {
      access: 'competitor_view',
      summary: 'Every competitor `{ data }` in rank order, optionally of one cohort (`&pastCohort_id=`)',
      response: allCompetitorsSchema,
      // The route has validated `pastCohort_id` (the parent's id).
      handler: ({ ctx, query }) => allCompetitors(ctx, query.pastCohort_id as number | undefined),
    },
  },
});
