import { idBody } from '@portal/contract/common';
import { allPastCohorts, pastCohort, pastCohortFormData, publicPastCohorts } from '@portal/contract/past-cohorts';
import { pastCohortsResource } from './past-cohorts.resource';
import { allCohorts, cohortFormData, publicCohorts, setFocus } from './past-cohorts.service';

/**
 * `/api/past-cohort` (spec 3 §2.6, §7): the cohorts of earlier years with their link (slug), the
 * No. of Venture(s), the active flag (shown in the header's Past Cohorts menu) and the focus flag
 * (`current`: the cohort of the top contestants page, at most one).
 */
export const pastCohortRoutes = pastCohortsResource.routes({
  get: {
    public: {
      access: 'public',
      cached: true,
      summary: 'Active past cohorts `{ data: [{ id, name, slug }] }`, oldest first (the header menu)',
      response: publicPastCohorts,
      handler: ({ ctx }) => publicCohorts(ctx),
    },
    all: {
      access: 'past_cohort_view',
      summary: 'Every past cohort with its competitors_count `{ data }`, oldest first',
      response: allPastCohorts,
      handler: ({ ctx }) => allCohorts(ctx),
    },
    adminFormData: {
      access: 'past_cohort_view',
      summary: 'The cohorts a competitor may belong to: `{ pastCohorts: [{ id, name }] }`',
      response: pastCohortFormData,
      handler: ({ ctx }) => cohortFormData(ctx),
    },
  },
  post: {
    activateFocus: {
      access: 'past_cohort_activate',
      summary: 'Make this the focus cohort `{ id }` (takes the focus from any other; audited `focused`/`unfocused`)',
      body: idBody,
      response: pastCohort,
      handler: ({ ctx, user, body }) => setFocus(ctx, user, (body as { id: number }).id, 1),
    },
    deactivateFocus: {
      access: 'past_cohort_deactivate',
      summary: 'Remove the focus from this cohort `{ id }` (audited `unfocused`)',
      body: idBody,
      response: pastCohort,
      handler: ({ ctx, user, body }) => setFocus(ctx, user, (body as { id: number }).id, 0),
    },
  },
});
