import { type Answers, answers as answersSchema, emptyAnswers } from '@portal/contract/applications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * `GET /api/answer`: the applicant's five answer groups (and 'Other' texts). A load failure is
 * silent (spec 1 §8): the step starts empty.
 */
export async function fetchAnswers(signal?: AbortSignal): Promise<Answers> {
  const data = await http<unknown>('GET', '/api/answer', { signal });
  const parsed = answersSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : emptyAnswers();
}

export const answersKey = ['answer'] as const;

export const answersQuery = () =>
  queryOptions({
    queryKey: answersKey,
    queryFn: ({ signal }) => fetchAnswers(signal),
    staleTime: 60_000,
  });

export function useAnswers() {
  return useQuery(answersQuery());
}

export type SaveAnswersResult = { message?: string };

/** `POST /api/answer` with the five groups: the answer's `message` is shown (spec 1 §7). */
export const saveAnswers = (body: Answers) => http<SaveAnswersResult>('POST', '/api/answer', { body });

/** The save as a mutation; on success the cached answers become what was saved. */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: (_result, saved) => {
      queryClient.setQueryData(answersKey, saved);
    },
  });
}
