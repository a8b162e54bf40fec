import { COMPETITOR_TEXT, type Competitor, type CompetitorInput } from '@portal/contract/past-cohorts';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/competitor` (competitor_view, _create, _edit, _archive, _activate, _deactivate): the
 * ventures of one cohort (`?pastCohort_id=`, by rank then name), show, create, update (409 for a
 * name taken in the cohort), delete, activate, deactivate and `type=image` (the picture). Keys
 * start with 'competitor', so a change also refreshes the public cohort and top contestants pages.
 */
export const competitorsClient = createResourceClient<Competitor, CompetitorInput>('competitor', COMPETITOR_TEXT, {
  // A cohort's "No. of Venture(s)" counts its competitors.
  alsoInvalidate: [['past-cohort']],
});
