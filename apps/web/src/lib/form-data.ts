import type { FormData } from '@portal/contract/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/** `GET /api/user?type=formData`: genders, countries, stages, sectors, client locations, organisation types, marketing sources. */
export function fetchFormData(signal?: AbortSignal): Promise<FormData> {
  return http<FormData>('GET', '/api/user', { query: { type: 'formData' }, signal });
}

export const formDataKey = ['user', 'formData'] as const;

export const formDataQuery = () =>
  queryOptions({ queryKey: formDataKey, queryFn: ({ signal }) => fetchFormData(signal), staleTime: 30 * 60_000 });

export function useFormData() {
  return useQuery(formDataQuery());
}
