import { MSG } from '@portal/contract/messages';
import { PAST_COHORT_TEXT, pastCohort, pastCohortInput } from '@portal/contract/past-cohorts';
import { desc } from 'drizzle-orm';
import { pastCohorts } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { competitorFilesOf, pastCohortInputFor, withCompetitorCounts } from './past-cohorts.service';

/** The past_cohort_* resource: its table, search, order and rules (its routes: past-cohorts.routes.ts). */
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
    cascadedFiles: (tx, row) => competitorFilesOf(tx, row.id),
  },
});
