import type { TrackCounts } from '@portal/contract/application-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const trackKeys = {
  counts: ['application', 'track', 'counts'] as const,
  list: (level: string) => ['application', 'track', 'list', level] as const,
};

/** `GET /api/application?type=trackCounts`: applicants at each level. */
export function fetchTrackCounts(signal?: AbortSignal): Promise<TrackCounts> {
  return http<TrackCounts>('GET', '/api/application', { query: { type: 'trackCounts' }, signal });
}

export const trackCountsQuery = () =>
  queryOptions({ queryKey: trackKeys.counts, queryFn: ({ signal }) => fetchTrackCounts(signal) });

export function useTrackCounts() {
  return useQuery(trackCountsQuery());
}
