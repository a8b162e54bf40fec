import type { OwnApplication } from '@portal/contract/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/application?type=application`: `{ status: 1, application }` once submitted, `{ status: 0 }` before. */
export function fetchOwnApplication(signal?: AbortSignal): Promise<OwnApplication> {
  return http<OwnApplication>('GET', '/api/application', { query: { type: 'application' }, signal });
}

export const ownApplicationKey = ['application', 'own'] as const;

export const ownApplicationQuery = () =>
  queryOptions({ queryKey: ownApplicationKey, queryFn: ({ signal }) => fetchOwnApplication(signal) });

export function useOwnApplication() {
  return useQuery(ownApplicationQuery());
}
