import type { StoryFormData } from '@portal/contract/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/story?type=adminFormData` (story_view): the years of the story form, this year first. */
export function fetchStoryFormData(signal?: AbortSignal): Promise<StoryFormData> {
  return http<StoryFormData>('GET', '/api/story', { query: { type: 'adminFormData' }, signal });
}

export const storyFormDataQuery = () =>
  queryOptions({
    queryKey: ['story', 'formData'] as const,
    queryFn: ({ signal }) => fetchStoryFormData(signal),
    staleTime: 60 * 60_000,
  });

export function useStoryFormData() {
  return useQuery(storyFormDataQuery());
}
