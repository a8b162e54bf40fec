import type { QuestionFormData } from '@portal/contract/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/question?type=formData`: question types and the possible parents (fetched when the form opens). */
export function fetchQuestionFormData(signal?: AbortSignal): Promise<QuestionFormData> {
  return http<QuestionFormData>('GET', '/api/question', { query: { type: 'formData' }, signal });
}

export const questionFormDataQuery = () =>
  queryOptions({
    queryKey: ['question', 'formData'] as const,
    queryFn: ({ signal }) => fetchQuestionFormData(signal),
  });

export const useQuestionFormData = () => useQuery(questionFormDataQuery());
