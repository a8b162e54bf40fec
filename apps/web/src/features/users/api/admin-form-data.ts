import type { AdminFormData } from '@portal/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/user?type=adminFormData`: the roles the user form offers as checkboxes. */
export const fetchAdminFormData = (signal?: AbortSignal) =>
  http<AdminFormData>('GET', '/api/user', { query: { type: 'adminFormData' }, signal });

export const adminFormDataKey = ['user', 'adminFormData'] as const;

export const useAdminFormData = () =>
  useQuery(queryOptions({ queryKey: adminFormDataKey, queryFn: ({ signal }) => fetchAdminFormData(signal) }));
