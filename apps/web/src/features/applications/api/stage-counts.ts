import type { StageCounts } from '@portal/contract/application-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { applicationKeys } from './keys';

/** `GET /api/application?type=counts`: how many applications each stage holds (the tab counts). */
export function fetchStageCounts(signal?: AbortSignal): Promise<StageCounts> {
  return http<StageCounts>('GET', '/api/application', { query: { type: 'counts' }, signal });
}

export const stageCountsQuery = () =>
  queryOptions({ queryKey: applicationKeys.counts, queryFn: ({ signal }) => fetchStageCounts(signal) });

export function useStageCounts() {
  return useQuery(stageCountsQuery());
}
