import type { TrackRow } from '@portal/contract/application-review';
import type { TrackLevel } from '@portal/contract/application-stages';
import type { Paged } from '@portal/contract/pagination';
import type { ListParams } from '../../../components/list-screen/types';
import { http } from '../../../lib/http';

/** `GET /api/application?type=track&level=<level>&page=&search=`: applicants at one level. */
export function fetchTrackList(level: TrackLevel, params: ListParams, signal?: AbortSignal): Promise<Paged<TrackRow>> {
  return http<Paged<TrackRow>>('GET', '/api/application', {
    query: { type: 'track', level, page: params.page, search: params.search },
    signal,
  });
}
