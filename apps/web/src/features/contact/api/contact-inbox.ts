import type { ContactCounts, ContactInboxType, ContactMark, ContactMessage } from '@portal/contract/contact';
import type { Paged } from '@portal/contract/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/**
 * Query keys of the contact inbox. Everything starts with `['contact-us']`: a mark, a delete or a
 * live `contact.created` or `contact.changed` event (another staff member's mark or delete)
 * invalidates that prefix, so both tabs, their counts and the menu badge refresh together.
 */
export const contactKeys = {
  all: ['contact-us'] as const,
  counts: ['contact-us', 'counts'] as const,
  /** A tab's list; ListScreen appends `{ page, search }`. */
  list: (type: ContactInboxType) => ['contact-us', 'list', type] as const,
};

/** `GET /api/contact-us?type=open|closed&page=[&typeB=search&search=]` (contact_us_view). */
export function fetchInboxPage(
  type: ContactInboxType,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paged<ContactMessage>> {
  return http<Paged<ContactMessage>>('GET', '/api/contact-us', {
    query: { type, page: params.page, ...(params.search ? { typeB: 'search', search: params.search } : {}) },
    signal,
  });
}

/** `GET /api/contact-us?type=counts`: unread (`open`) and read (`closed`) totals. */
export function fetchInboxCounts(signal?: AbortSignal): Promise<ContactCounts> {
  return http<ContactCounts>('GET', '/api/contact-us', { query: { type: 'counts' }, signal });
}

export const inboxCountsQuery = () =>
  queryOptions({ queryKey: contactKeys.counts, queryFn: ({ signal }) => fetchInboxCounts(signal) });

/** The tab totals and the menu badge; off without contact_us_view. */
export function useInboxCounts(enabled = true) {
  return useQuery({ ...inboxCountsQuery(), enabled });
}

/** `POST /api/contact-us?type=read|unread` with `{ id }`. */
export function markMessage(vars: { id: number; mark: ContactMark }): Promise<{ message: string }> {
  return http('POST', '/api/contact-us', { query: { type: vars.mark }, body: { id: vars.id } });
}

/** `DELETE /api/contact-us/{id}`. */
export function deleteMessage(id: number): Promise<{ message: string }> {
  return http('DELETE', `/api/contact-us/${id}`);
}
