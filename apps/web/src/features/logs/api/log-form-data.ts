import type { LogFormData } from '@portal/contract/logs';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { logKeys } from './log-search';

/** `GET /api/log?type=formData`: the models and actions of the filter's dropdowns. */
export function fetchLogFormData(signal?: AbortSignal): Promise<LogFormData> {
  return http<LogFormData>('GET', '/api/log', { query: { type: 'formData' }, signal });
}

export function useLogFormData() {
  return useQuery({ queryKey: logKeys.formData, queryFn: ({ signal }) => fetchLogFormData(signal), staleTime: 60_000 });
}
