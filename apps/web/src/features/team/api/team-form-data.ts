import type { TeamFormData } from '@portal/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/team?type=formData` (team_view): the team roles of the form's role picker. */
export function fetchTeamFormData(signal?: AbortSignal): Promise<TeamFormData> {
  return http<TeamFormData>('GET', '/api/team', { query: { type: 'formData' }, signal });
}

export const teamFormDataQuery = () =>
  queryOptions({
    queryKey: ['team', 'formData'] as const,
    queryFn: ({ signal }) => fetchTeamFormData(signal),
    staleTime: 5 * 60_000,
  });

export function useTeamFormData() {
  return useQuery(teamFormDataQuery());
}
