import type { ApplicationRow } from '@portal/contract/application-review';
import { STAGE_LIST_TYPES, STAGE_SEARCH_TYPES, type Stage } from '@portal/contract/application-stages';
import type { ScoreSort } from '@portal/contract/normalised-scores';
import type { Paged } from '@portal/contract/pagination';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/**
 * A page of a stage: `GET /api/application?type=<list type>&page=`, or with a term
 * `?type=<search type>&search=&page=` (spec 2 §7); `sort` orders it by a score.
 */
export function fetchStageList(
  stage: Stage,
  params: ListParams & { sort?: ScoreSort },
  signal?: AbortSignal,
): Promise<Paged<ApplicationRow>> {
  const sort = params.sort ? { sort: params.sort } : {};
  return http<Paged<ApplicationRow>>('GET', '/api/application', {
    query: params.search
      ? { type: STAGE_SEARCH_TYPES[stage], search: params.search, page: params.page, ...sort }
      : { type: STAGE_LIST_TYPES[stage], page: params.page, ...sort },
    signal,
  });
}
