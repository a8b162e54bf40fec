import { MSG } from '@portal/contract/messages';
import { PAST_COHORT_TEXT, type PastCohort, type PastCohortInput } from '@portal/contract/past-cohorts';
import { createResourceClient } from '../../../components/resource-admin/resource-client';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';

/**
 * `/api/past-cohort` (past_cohort_view, _create, _edit, _archive, _activate, _deactivate): list and
 * search with competitors_count, show, create (201; 409 for a taken name or link; 422 field
 * errors), update (the link is kept on a rename), delete, activate, deactivate. Keys start with
 * 'past-cohort', so a change also refreshes the header's Past Cohorts menu.
 */
export const pastCohortsClient = createResourceClient<PastCohort, PastCohortInput>('past-cohort', PAST_COHORT_TEXT);

/** `POST /api/past-cohort?type=activateFocus|deactivateFocus { id }`: the updated cohort. */
export const setFocus = (row: Pick<PastCohort, 'id'>, focus: boolean) =>
  http<PastCohort>('POST', '/api/past-cohort', {
    query: { type: focus ? 'activateFocus' : 'deactivateFocus' },
    body: { id: row.id },
  });

// The top contestants page ('competitor', 'current') follows the focus.
const invalidate = [pastCohortsClient.keys.all, ['competitor'], ['logs']];

/** Make a cohort the focus cohort (past_cohort_activate): confirm, then a green snackbar. */
export const useActivateFocus = () =>
  useConfirmedAction({
    mutationFn: (row: Pick<PastCohort, 'id'>) => setFocus(row, true),
    confirm: MSG.confirmFocusActivate,
    success: MSG.focusActivated,
    invalidate,
  });

/** Remove the focus from a cohort (past_cohort_deactivate). */
export const useDeactivateFocus = () =>
  useConfirmedAction({
    mutationFn: (row: Pick<PastCohort, 'id'>) => setFocus(row, false),
    confirm: MSG.confirmFocusDeactivate,
    success: MSG.focusDeactivated,
    invalidate,
  });
