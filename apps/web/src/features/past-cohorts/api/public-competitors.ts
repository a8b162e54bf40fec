import type { competitorPublicPage } from '@portal/contract/past-cohorts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type CompetitorPublicPage = z.infer<typeof competitorPublicPage>;

/**
 * `GET /api/competitor?type=public&pastCohort={slug}&page=` (no sign-in): the cohort and a page of
 * its active competitors; 404 'This cohort could not be found.' for an unknown or hidden cohort.
 */
export const fetchCohortCompetitors = (slug: string, page: number, signal?: AbortSignal) =>
  http<CompetitorPublicPage>('GET', '/api/competitor', { query: { type: 'public', pastCohort: slug, page }, signal });

export const cohortCompetitorsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['competitor', 'public', slug, page] as const,
    queryFn: ({ signal }) => fetchCohortCompetitors(slug, page, signal),
  });

/** While another page of the same cohort loads, the current one stays on screen; another cohort starts afresh. */
export function useCohortCompetitors(slug: string, page: number) {
  return useQuery({
    ...cohortCompetitorsQuery(slug, page),
    placeholderData: (previous) => (previous?.past_cohort.slug === slug.toLowerCase() ? previous : undefined),
  });
}
