import type { QuickStats } from '@portal/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Invalidated by a live `application.submitted` event, so that an open dashboard follows. */
export const quickStatsKey = ['report', 'quickStats'] as const;

/** `GET /api/report?type=quickStats` (dashboard_view). */
export function fetchQuickStats(signal?: AbortSignal): Promise<QuickStats> {
  return http<QuickStats>('GET', '/api/report', { query: { type: 'quickStats' }, signal });
}

export function useQuickStats() {
  return useQuery({ queryKey: quickStatsKey, queryFn: ({ signal }) => fetchQuickStats(signal) });
}
