import type { UserGroupInput, UserGroupRow } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import type { Paged } from '@portal/contract/pagination';
import type { ListParams } from '../../../components/list-screen/types';
import { useConfirmedAction } from '../../../components/useConfirmedAction';
import { http } from '../../../lib/http';

export const userGroupKeys = { list: (groupId: number) => ['group', 'judges', groupId] as const };

/** `GET /api/user-group?group_id=&page=` (+ `type=search&search=`): the judges with Progress and Average. */
export const fetchUserGroups = (groupId: number, params: ListParams, signal?: AbortSignal) =>
  http<Paged<UserGroupRow>>('GET', '/api/user-group', {
    query: params.search
      ? { group_id: groupId, type: 'search', search: params.search, page: params.page }
      : { group_id: groupId, page: params.page },
    signal,
  });

const invalidate = [['group'], ['logs']];

export const useAddJudge = () =>
  useConfirmedAction({
    mutationFn: (input: UserGroupInput) => http<UserGroupRow>('POST', '/api/user-group', { body: input }),
    confirm: MSG.confirmAddJudge,
    success: MSG.judgeAdded,
    invalidate,
  });

export const useUpdateJudge = () =>
  useConfirmedAction({
    mutationFn: ({ id, input }: { id: number; input: UserGroupInput }) =>
      http<UserGroupRow>('PUT', `/api/user-group/${id}`, { body: input }),
    confirm: MSG.confirmUpdateJudge,
    success: MSG.judgeUpdated,
    variant: 'warning',
    invalidate,
  });

export const useRemoveJudge = () =>
  useConfirmedAction({
    mutationFn: (row: Pick<UserGroupRow, 'id'>) => http<{ message: string }>('DELETE', `/api/user-group/${row.id}`),
    confirm: MSG.confirmRemoveJudge,
    confirmText: 'Remove',
    destructive: true,
    success: MSG.judgeRemoved,
    invalidate,
  });
