import type { RatingCriterion } from '@portal/contract/judging';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/application?type=formData`: `{ ratings }`, the rating criteria (spec 2 §7), loaded on open. */
export const useApplicationFormData = () =>
  useQuery({
    queryKey: ['application', 'formData'] as const,
    queryFn: ({ signal }) =>
      http<{ ratings: RatingCriterion[] }>('GET', '/api/application', { query: { type: 'formData' }, signal }),
    staleTime: 60_000,
  });
