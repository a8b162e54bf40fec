import { useProgramDetails } from '../../programs';
import { useOwnApplication } from '../api/own-application';
import { useReachableStep } from '../use-reachable-step';
import { type Standing, standingOf } from './application-standing';

/**
 * The founder's standing, from the calls the wizard makes anyway (their answers are cached for
 * it): no summary endpoint. `standing` is null while loading; `failed` when the programme could
 * not be read (her own records failing count as not saved, as in the wizard).
 */
export function useApplicationStanding(): { standing: Standing | null; failed: boolean; retry: () => void } {
  const details = useProgramDetails();
  const own = useOwnApplication();
  const reach = useReachableStep();
  const retry = () => {
    void details.refetch();
    void own.refetch();
  };
  if (details.isError) return { standing: null, failed: true, retry };
  if (!details.data || own.isPending || !reach.ready) return { standing: null, failed: false, retry };
  return { standing: standingOf(details.data, own.data, reach.step), failed: false, retry };
}
