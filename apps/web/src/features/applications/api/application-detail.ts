import type { ApplicationDetail } from '@portal/contract/application-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { applicationKeys } from './keys';

/** `GET /api/application/{id}`: everything the detail's sub-tabs show. */
export function fetchApplicationDetail(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  return http<ApplicationDetail>('GET', `/api/application/${id}`, { signal });
}

export const applicationDetailQuery = (id: number) =>
  queryOptions({ queryKey: applicationKeys.detail(id), queryFn: ({ signal }) => fetchApplicationDetail(id, signal) });

export function useApplicationDetail(id: number) {
  return useQuery(applicationDetailQuery(id));
}
