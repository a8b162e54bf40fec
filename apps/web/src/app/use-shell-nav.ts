import { usePublicPastCohorts } from '../features/past-cohorts/api/public-past-cohorts';
import { cohortPath, useProgramDetails } from '../features/programs/api/program-details';

/** What the header and the drawer share: the Cohort link and the Past Cohorts list. */
export function useShellNav() {
  const details = useProgramDetails();
  const pastCohorts = usePublicPastCohorts();
  return {
    cohortTo: cohortPath(details.data),
    pastCohorts: pastCohorts.data ?? [],
    pastCohortsLoading: pastCohorts.isPending,
  };
}
