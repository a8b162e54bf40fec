import type { ApplicationInput } from '@portal/contract/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ownApplicationKey } from './own-application';

/** `POST /api/application`: submits (or, once submitted, updates) the application (step 5). */
export function submitApplication(input: ApplicationInput): Promise<unknown> {
  return http<unknown>('POST', '/api/application', { body: input });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: ownApplicationKey }),
  });
}
