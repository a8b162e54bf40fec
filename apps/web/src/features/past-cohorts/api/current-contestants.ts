import type { CurrentContestants } from '@portal/contract/past-cohorts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/competitor?type=current` (no sign-in): the focus cohort and its contestants by rank. */
export const fetchCurrentContestants = (signal?: AbortSignal) =>
  http<CurrentContestants>('GET', '/api/competitor', { query: { type: 'current' }, signal });

export const currentContestantsQuery = () =>
  queryOptions({
    queryKey: ['competitor', 'current'] as const,
    queryFn: ({ signal }) => fetchCurrentContestants(signal),
  });

export function useCurrentContestants() {
  return useQuery(currentContestantsQuery());
}
