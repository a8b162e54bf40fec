import type { PublicTeamMember, PublicTeamMembers } from '@portal/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type TeamGroup = 'trainers' | 'coaches';

/**
 * `GET /api/team?type=trainers` or `?type=coaches` (no sign-in): the active team members holding
 * the Trainer or Coach team role, by name (DESIGN.md).
 */
export function fetchTeamGroup(group: TeamGroup, signal?: AbortSignal): Promise<PublicTeamMember[]> {
  return http<PublicTeamMembers>('GET', '/api/team', { query: { type: group }, signal }).then((r) => r.data);
}

export const teamGroupQuery = (group: TeamGroup) =>
  queryOptions({
    queryKey: ['team', group] as const,
    queryFn: ({ signal }) => fetchTeamGroup(group, signal),
    staleTime: 60_000,
  });

export function useTeamGroup(group: TeamGroup) {
  return useQuery(teamGroupQuery(group));
}
