import type { Question } from '@portal/contract/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/question?type=public`: the active questions, ordered by number, with options and children. */
export function fetchPublicQuestions(signal?: AbortSignal): Promise<Question[]> {
  return http<Question[]>('GET', '/api/question', { query: { type: 'public' }, signal });
}

export const publicQuestionsKey = ['question', 'public'] as const;

export const publicQuestionsQuery = () =>
  queryOptions({
    queryKey: publicQuestionsKey,
    queryFn: ({ signal }) => fetchPublicQuestions(signal),
    staleTime: 5 * 60_000,
  });

export function usePublicQuestions() {
  return useQuery(publicQuestionsQuery());
}
