import type { MailStatus, SentMail } from '@portal/contract/notices';
import type { Paged } from '@portal/contract/pagination';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/** `GET /api/sent-mail?page=&search=&status=`: the outbox, newest first. */
export function fetchSentMail(
  status: MailStatus | undefined,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paged<SentMail>> {
  return http<Paged<SentMail>>('GET', '/api/sent-mail', {
    query: { page: params.page, search: params.search, status },
    signal,
  });
}
