import type { Question } from '@portal/contract/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * `GET /api/question?type=all`: every question, active or not, top-level ordered by number with
 * their children nested (the shape of `?type=public`): the questions admin's form and show view,
 * and the application detail's Problem/Solution (the ones that are active or answered).
 */
export function fetchAllQuestions(signal?: AbortSignal): Promise<Question[]> {
  return http<Question[]>('GET', '/api/question', { query: { type: 'all' }, signal });
}

export const allQuestionsKey = ['question', 'all'] as const;

export const allQuestionsQuery = () =>
  queryOptions({
    queryKey: allQuestionsKey,
    queryFn: ({ signal }) => fetchAllQuestions(signal),
    staleTime: 5 * 60_000,
  });

export function useAllQuestions(enabled = true) {
  return useQuery({ ...allQuestionsQuery(), enabled });
}
