import type { Venture, VentureInput } from '@portal/contract/ventures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ownerVentureKey } from './owner-venture';

/** `POST /api/venture`: creates or updates the applicant's one venture (step 2); answers it. */
export function saveVenture(input: VentureInput): Promise<Venture> {
  return http<Venture>('POST', '/api/venture', { body: input });
}

export function useSaveVenture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVenture,
    onSuccess: () => client.invalidateQueries({ queryKey: ownerVentureKey }),
  });
}
