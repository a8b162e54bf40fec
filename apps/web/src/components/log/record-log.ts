import type { LogEntry, LogModel } from '@portal/contract/logs';
import type { Paged } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/** `POST /api/log?type=record&page=` with `{ model, message: '<record id>' }` (log_view). */
export function fetchRecordLog(
  params: { model: LogModel; recordId: string | number; page: number },
  signal?: AbortSignal,
): Promise<Paged<LogEntry>> {
  return http<Paged<LogEntry>>('POST', '/api/log', {
    query: { type: 'record', page: params.page },
    body: { model: params.model, message: String(params.recordId) },
    signal,
  });
}

export const recordLogKeys = {
  all: ['logs'] as const,
  record: (model: LogModel, recordId: string | number, page: number) =>
    ['logs', 'record', model, String(recordId), page] as const,
};

export const recordLogQuery = (model: LogModel, recordId: string | number, page: number) =>
  queryOptions({
    queryKey: recordLogKeys.record(model, recordId, page),
    queryFn: ({ signal }) => fetchRecordLog({ model, recordId, page }, signal),
    // A log is read right after a change: always ask again when the dialog opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRecordLog(model: LogModel, recordId: string | number, page: number, enabled = true) {
  return useQuery({ ...recordLogQuery(model, recordId, page), enabled });
}
