import type { PermissionItem } from '@portal/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/permission?type=all`: every permission, in the seeded order (grouped by area). */
export const fetchAllPermissions = (signal?: AbortSignal) =>
  http<{ data: PermissionItem[] }>('GET', '/api/permission', { query: { type: 'all' }, signal }).then((r) => r.data);

export const allPermissionsKey = ['permission', 'all'] as const;

export const useAllPermissions = () =>
  useQuery(
    queryOptions({
      queryKey: allPermissionsKey,
      queryFn: ({ signal }) => fetchAllPermissions(signal),
      staleTime: 30 * 60_000,
    }),
  );
