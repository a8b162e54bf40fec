import type { Paged } from '@portal/contract/pagination';
import type { Program } from '@portal/contract/programs';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/** `GET /api/program?page=` or, when searching, `GET /api/program?type=search&search=&page=` (program_view). */
export function fetchPrograms({ page, search }: ListParams, signal?: AbortSignal): Promise<Paged<Program>> {
  return http<Paged<Program>>('GET', '/api/program', {
    query: search ? { type: 'search', search, page } : { page },
    signal,
  });
}
