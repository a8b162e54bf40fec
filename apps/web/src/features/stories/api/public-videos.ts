import type { Paged } from '@portal/contract/pagination';
import type { PublicVideo } from '@portal/contract/stories';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Video cards a page on the public Stories page: three rows of three. */
export const PUBLIC_VIDEOS_PER_PAGE = 9;

/** `GET /api/video?type=public&story_id=&page=` (no sign-in): the active videos of an active story. */
export function fetchPublicVideos(storyId: number, page: number, signal?: AbortSignal): Promise<Paged<PublicVideo>> {
  return http<Paged<PublicVideo>>('GET', '/api/video', {
    query: { type: 'public', story_id: storyId, page, per_page: PUBLIC_VIDEOS_PER_PAGE },
    signal,
  });
}

export const publicVideosQuery = (storyId: number, page: number) =>
  queryOptions({
    queryKey: ['video', 'public', storyId, page] as const,
    queryFn: ({ signal }) => fetchPublicVideos(storyId, page, signal),
    staleTime: 60_000,
  });

/** The page of videos of a story; none is fetched until a story is picked. */
export function usePublicVideos(storyId: number | undefined, page: number) {
  return useQuery({
    ...publicVideosQuery(storyId ?? 0, page),
    enabled: storyId !== undefined,
    // Paging keeps the cards in place; a new story starts blank (its skeletons show).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === storyId ? keepPreviousData(previous) : undefined,
  });
}
