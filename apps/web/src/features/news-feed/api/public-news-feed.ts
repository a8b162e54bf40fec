import type { PublicNewsFeed } from '@portal/contract/news-feed';
import type { Paged } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/news-feed?type=public&page=&per_page=`: active news, newest publish date first. No sign-in. */
export function fetchPublicNewsFeed(
  params: { page: number; perPage?: number },
  signal?: AbortSignal,
): Promise<Paged<PublicNewsFeed>> {
  return http<Paged<PublicNewsFeed>>('GET', '/api/news-feed', {
    query: { type: 'public', page: params.page, per_page: params.perPage },
    signal,
  });
}

/** Under the resource's key, so that the admin's changes refresh the public views too. */
export const publicNewsFeedKey = (page: number, perPage?: number) =>
  ['news-feed', 'public', { page, perPage: perPage ?? null }] as const;

export const publicNewsFeedQuery = (page: number, perPage?: number) =>
  queryOptions({
    queryKey: publicNewsFeedKey(page, perPage),
    queryFn: ({ signal }) => fetchPublicNewsFeed({ page, perPage }, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePublicNewsFeed(page: number, perPage?: number) {
  return useQuery(publicNewsFeedQuery(page, perPage));
}
