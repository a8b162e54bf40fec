import type { ProgramDetails } from '@portal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/program?type=programDetails`: the active programme and its application flag (1 open, 0 closed). */
export function fetchProgramDetails(signal?: AbortSignal): Promise<ProgramDetails> {
  return http<ProgramDetails>('GET', '/api/program', { query: { type: 'programDetails' }, signal });
}

export const programDetailsKey = ['program', 'details'] as const;

export const programDetailsQuery = () =>
  queryOptions({
    queryKey: programDetailsKey,
    queryFn: ({ signal }) => fetchProgramDetails(signal),
    staleTime: 5 * 60_000,
  });

export function useProgramDetails() {
  return useQuery(programDetailsQuery());
}

/** Where the header's Cohort link and the home page's call to action point (spec 1 §2.2). */
export const cohortPath = (details: ProgramDetails | undefined) =>
  details?.application === 1 ? '/cohort-8' : '/cohort-8-top';
