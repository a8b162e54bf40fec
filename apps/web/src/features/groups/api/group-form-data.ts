import type { GroupFormData } from '@portal/contract/judging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/group?type=formData`: the judges (staff holding user_group_view) and the rating criteria. */
export const groupFormDataQuery = () =>
  queryOptions({
    queryKey: ['group', 'formData'] as const,
    queryFn: ({ signal }) => http<GroupFormData>('GET', '/api/group', { query: { type: 'formData' }, signal }),
    staleTime: 60_000,
  });

export const useGroupFormData = () => useQuery(groupFormDataQuery());
