import type { VentureTeam } from '@portal/contract/ventures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/venture-team-member?venture_id=`: the venture's team members and C-suite members (step 4). */
export function fetchVentureTeam(ventureId: number, signal?: AbortSignal): Promise<VentureTeam> {
  return http<VentureTeam>('GET', '/api/venture-team-member', { query: { venture_id: ventureId }, signal });
}

export const ventureTeamKey = (ventureId: number) => ['venture-team-member', ventureId] as const;

export const ventureTeamQuery = (ventureId: number) =>
  queryOptions({ queryKey: ventureTeamKey(ventureId), queryFn: ({ signal }) => fetchVentureTeam(ventureId, signal) });

export function useVentureTeam(ventureId: number | null | undefined) {
  return useQuery({ ...ventureTeamQuery(ventureId ?? 0), enabled: !!ventureId });
}
