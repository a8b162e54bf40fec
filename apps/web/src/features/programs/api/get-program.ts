import type { Program } from '@portal/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { programKeys } from './keys';

/** `GET /api/program/:id` (program_view). */
export function fetchProgram(id: number, signal?: AbortSignal): Promise<Program> {
  return http<Program>('GET', `/api/program/${id}`, { signal });
}

export const programQuery = (id: number) =>
  queryOptions({ queryKey: programKeys.detail(id), queryFn: ({ signal }) => fetchProgram(id, signal) });

/** The program, shown at once from the list row (`initial`) and refreshed from the server. */
export function useProgram(id: number, initial?: Program) {
  return useQuery({ ...programQuery(id), placeholderData: initial });
}
