import type { TeamInput } from '@portal/contract/ventures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ownerVentureKey } from './owner-venture';
import { ventureTeamKey } from './venture-team';

/** `POST /api/venture-team-member`: replaces the whole team, with step 4's venture fields (counts, c_suite_women). */
export function saveTeam(input: TeamInput): Promise<unknown> {
  return http<unknown>('POST', '/api/venture-team-member', { body: input });
}

export function useSaveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: (_data, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ventureTeamKey(input.venture_id) }),
        client.invalidateQueries({ queryKey: ownerVentureKey }),
      ]),
  });
}
