import type {
  GroupVentureDetail,
  GroupVentureInput,
  GroupVentureRow,
  VentureCandidate,
} from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import type { ScoreSort } from '@portal/contract/normalised-scores';
import type { Paged } from '@portal/contract/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/types';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';

/** Keys start with 'group' so that a change refreshes the groups' progress (`mine`) too. */
export const groupVentureKeys = {
  all: ['group', 'venture'] as const,
  list: (groupId: number) => ['group', 'venture', 'list', groupId] as const,
  detail: (id: number) => ['group', 'venture', 'detail', id] as const,
};

/** `GET /api/group-venture?group_id=&page=` (+ `type=search&search=`, `sort=` for staff). */
export const fetchGroupVentures = (groupId: number, params: ListParams & { sort?: ScoreSort }, signal?: AbortSignal) =>
  http<Paged<GroupVentureRow>>('GET', '/api/group-venture', {
    query: {
      group_id: groupId,
      ...(params.search ? { type: 'search', search: params.search } : {}),
      page: params.page,
      ...(params.sort ? { sort: params.sort } : {}),
    },
    signal,
  });

/** `GET /api/group-venture?type=candidates`: ventures that may join the group (the Add Venture picker). */
export const fetchVentureCandidates = (groupId: number, search: string, signal?: AbortSignal) =>
  http<Paged<VentureCandidate>>('GET', '/api/group-venture', {
    query: { type: 'candidates', group_id: groupId, search: search || undefined, per_page: 20 },
    signal,
  });

/** `GET /api/group-venture/{id}`: the venture inside its group with its application. */
export const groupVentureDetailQuery = (id: number) =>
  queryOptions({
    queryKey: groupVentureKeys.detail(id),
    queryFn: ({ signal }) => http<GroupVentureDetail>('GET', `/api/group-venture/${id}`, { signal }),
  });
export const useGroupVentureDetail = (id: number) => useQuery(groupVentureDetailQuery(id));

/** `GET /api/group-venture?type=next`: the caller's next unrated venture after `after`. */
export const fetchNextVenture = (groupId: number, after?: number) =>
  http<{ group_venture: GroupVentureRow | null }>('GET', '/api/group-venture', {
    query: { type: 'next', group_id: groupId, after },
  });

const invalidate = [['group'], ['application'], ['logs']];

export const useAddGroupVenture = () =>
  useConfirmedAction({
    mutationFn: (input: GroupVentureInput) => http<GroupVentureRow>('POST', '/api/group-venture', { body: input }),
    confirm: MSG.confirmAddVenture,
    success: MSG.ventureAdded,
    invalidate,
  });

export const useUpdateGroupVenture = () =>
  useConfirmedAction({
    mutationFn: ({ id, input }: { id: number; input: GroupVentureInput }) =>
      http<GroupVentureRow>('PUT', `/api/group-venture/${id}`, { body: input }),
    confirm: MSG.confirmUpdateVenture,
    success: MSG.ventureUpdated,
    variant: 'warning',
    invalidate,
  });

export const useRemoveGroupVenture = () =>
  useConfirmedAction({
    mutationFn: (row: Pick<GroupVentureRow, 'id'>) =>
      http<{ message: string }>('DELETE', `/api/group-venture/${row.id}`),
    confirm: MSG.confirmRemoveVenture,
    confirmText: 'Remove',
    destructive: true,
    success: MSG.ventureRemoved,
    invalidate,
  });
