import type { Paged } from '@portal/contract/pagination';
import type { PublicTeamMember } from '@portal/contract/team';
import { TEAM_PUBLIC_PER_PAGE } from '@portal/contract/team-text';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/team?type=public&page=` (no sign-in): active members by name, whole rows of cards a page. */
export function fetchPublicTeam(page: number, signal?: AbortSignal): Promise<Paged<PublicTeamMember>> {
  return http<Paged<PublicTeamMember>>('GET', '/api/team', {
    query: { type: 'public', page, per_page: TEAM_PUBLIC_PER_PAGE },
    signal,
  });
}

export const publicTeamQuery = (page: number) =>
  queryOptions({
    queryKey: ['team', 'public', page] as const,
    queryFn: ({ signal }) => fetchPublicTeam(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePublicTeam(page: number) {
  return useQuery(publicTeamQuery(page));
}
