import type { LogEntry, LogSearchInput } from '@portal/contract/logs';
import type { Paged } from '@portal/contract/pagination';
import { http } from '../../../lib/http';

/** The filters as the screen commits them (only the ones given). */
export type LogFilters = {
  userId?: number;
  userName?: string;
  model?: string;
  action?: string;
  date_from?: string;
  date_to?: string;
};

export const hasFilter = (f: LogFilters | null | undefined): f is LogFilters =>
  !!f && !!(f.userId || f.model || f.action || f.date_from || f.date_to);

/** Under `['logs']`: any change elsewhere that invalidates the logs refreshes the screen too. */
export const logKeys = {
  /** ListScreen appends `{ page, search }`. */
  list: (filters: LogFilters | null) => ['logs', 'list', filters ?? 'all'] as const,
  formData: ['logs', 'formData'] as const,
  users: ['logs', 'users'] as const,
};

/**
 * The logs screen's page: `POST /api/log?page=` with `{ searchData }` when filters are set, else
 * `GET /api/log?page=` (every entry). Both newest first (log_view).
 */
export function fetchLogs(filters: LogFilters | null, page: number, signal?: AbortSignal): Promise<Paged<LogEntry>> {
  if (!hasFilter(filters)) return http<Paged<LogEntry>>('GET', '/api/log', { query: { page }, signal });
  const searchData: LogSearchInput = { ...filters };
  return http<Paged<LogEntry>>('POST', '/api/log', { query: { page }, body: { searchData }, signal });
}
