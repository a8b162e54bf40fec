import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface PublicPastCohort {
  id: number;
  name: string;
  slug: string;
}

/** `GET /api/past-cohort?type=public`: active past cohorts, for the header's Past Cohorts menu. */
export function fetchPublicPastCohorts(signal?: AbortSignal): Promise<PublicPastCohort[]> {
  return http<{ data: PublicPastCohort[] }>('GET', '/api/past-cohort', { query: { type: 'public' }, signal }).then(
    (r) => r.data ?? [],
  );
}

export const publicPastCohortsKey = ['past-cohort', 'public'] as const;

export const publicPastCohortsQuery = () =>
  queryOptions({
    queryKey: publicPastCohortsKey,
    queryFn: ({ signal }) => fetchPublicPastCohorts(signal),
    staleTime: 10 * 60_000,
  });

export function usePublicPastCohorts() {
  return useQuery(publicPastCohortsQuery());
}
