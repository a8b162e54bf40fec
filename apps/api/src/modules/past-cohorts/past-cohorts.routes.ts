import { idBody } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { PAST_COHORT_TEXT, pastCohort, pastCohortInput } from '@portal/contract/past-cohorts';
import { desc, eq } from 'drizzle-orm';
import { competitors, pastCohorts } from '../../db/schema';
import { COMPETITOR_BUCKET } from '../../lib/buckets';
import { defineResource } from '../../lib/resource';
import {
  allCohorts,
  cohortFormData,
  pastCohortInputFor,
  publicCohorts,
  setFocus,
  withCompetitorCounts,
} from './past-cohorts.service';

/**
 * `/api/past-cohort` (spec 3 §2.6, §7): the cohorts of earlier years with their link (slug), the
 * No. of Venture(s), the active flag (shown in the header's Past Cohorts menu) and the focus flag
 * (`current`: the cohort of the top contestants page, at most one).
 */
export const pastCohortsResource = defineResource({
  path: 'past-cohort',
  model: 'PastCohort',
  label: 'Past Cohort',
  empty: PAST_COHORT_TEXT.empty,
  permission: 'past_cohort',
  table: pastCohorts,
  searchable: [pastCohorts.name],
  orderBy: [desc(pastCohorts.id)],
  item: pastCohort,
  body: pastCohortInput,
  input: pastCohortInputFor,
  uniqueMessage: MSG.pastCohortNameTaken,
  hooks: {
    expand: withCompetitorCounts,
    // The competitors go with the cohort (database cascade); their pictures once it has committed.
    cascadedFiles: async (tx, row) =>
      (
        await tx.select({ image: competitors.image }).from(competitors).where(eq(competitors.past_cohort_id, row.id))
      ).flatMap((c) => (c.image ? [{ bucket: COMPETITOR_BUCKET, name: c.image }] : [])),
  },
  get: {
    public: {
      access: 'public',
      cached: true,
      summary: 'Active past cohorts `{ data: [{ id, name, slug }] }`, oldest first (the header menu)',
      handler: ({ ctx }) => publicCohorts(ctx),
    },
    all: {
      access: 'past_cohort_view',
      summary: 'Every past cohort with its competitors_count `{ data }`, oldest first',
      handler: ({ ctx }) => allCohorts(ctx),
    },
    adminFormData: {
      access: 'past_cohort_view',
      summary: 'The cohorts a competitor may belong to: `{ pastCohorts: [{ id, name }] }`',
      handler: ({ ctx }) => cohortFormData(ctx),
    },
  },
  post: {
    activateFocus: {
      access: 'past_cohort_activate',
      summary: 'Make this the focus cohort `{ id }` (takes the focus from any other; audited `focused`/`unfocused`)',
      body: idBody,
      handler: ({ ctx, user, body }) => setFocus(ctx, user, (body as { id: number }).id, 1),
    },
    deactivateFocus: {
      access: 'past_cohort_deactivate',
      summary: 'Remove the focus from this cohort `{ id }` (audited `unfocused`)',
      body: idBody,
      handler: ({ ctx, user, body }) => setFocus(ctx, user, (body as { id: number }).id, 0),
    },
  },
});
