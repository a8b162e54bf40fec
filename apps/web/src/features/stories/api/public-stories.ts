import type { PublicStory } from '@portal/contract/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/story?type=public` (no sign-in): the active stories, newest year first. */
export function fetchPublicStories(signal?: AbortSignal): Promise<{ data: PublicStory[] }> {
  return http<{ data: PublicStory[] }>('GET', '/api/story', { query: { type: 'public' }, signal });
}

export const publicStoriesQuery = () =>
  queryOptions({
    queryKey: ['story', 'public'] as const,
    queryFn: ({ signal }) => fetchPublicStories(signal),
    staleTime: 60_000,
  });

export function usePublicStories() {
  return useQuery(publicStoriesQuery());
}
