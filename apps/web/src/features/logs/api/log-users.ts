import type { LogUser } from '@portal/contract/logs';
import type { Paged } from '@portal/contract/pagination';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/** `GET /api/log?type=users&search=&page=`: the Find User dialog's list (log_view). */
export function fetchLogUsers(params: ListParams, signal?: AbortSignal): Promise<Paged<LogUser>> {
  return http<Paged<LogUser>>('GET', '/api/log', {
    query: { type: 'users', page: params.page, search: params.search },
    signal,
  });
}
