import type { OwnerVenture } from '@portal/contract/ventures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/venture?type=owner`: `{ code: 1, venture }` once the applicant has one, else `{ code: 0, venture: null }`. */
export function fetchOwnerVenture(signal?: AbortSignal): Promise<OwnerVenture> {
  return http<OwnerVenture>('GET', '/api/venture', { query: { type: 'owner' }, signal });
}

export const ownerVentureKey = ['venture', 'owner'] as const;

export const ownerVentureQuery = () =>
  queryOptions({ queryKey: ownerVentureKey, queryFn: ({ signal }) => fetchOwnerVenture(signal) });

export function useOwnerVenture() {
  return useQuery(ownerVentureQuery());
}
