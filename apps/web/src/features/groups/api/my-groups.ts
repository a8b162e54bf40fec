import type { Group } from '@portal/contract/judging';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type MyGroup = {
  group: Group;
  rated: number;
  total: number;
  conflicts: number;
  progress: number;
  average: number;
  open: boolean;
  next_group_venture_id: number | null;
};

/** `GET /api/group?type=mine`: the groups the caller judges, with progress and the next venture to rate. */
export const myGroupsKey = ['group', 'mine'] as const;
export const useMyGroups = () =>
  useQuery({
    queryKey: myGroupsKey,
    queryFn: ({ signal }) => http<MyGroup[]>('GET', '/api/group', { query: { type: 'mine' }, signal }),
  });
