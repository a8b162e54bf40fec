import type { Image } from '@portal/contract/galleries';
import type { Paged } from '@portal/contract/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/image?type=public&album_id=&page=`: a page of an active album's images (404 when hidden). */
export const fetchPublicImages = (albumId: number, page: number, signal?: AbortSignal) =>
  http<Paged<Image>>('GET', '/api/image', { query: { type: 'public', album_id: albumId, page }, signal });

export const publicImagesQuery = (albumId: number, page: number) =>
  queryOptions({
    queryKey: ['image', 'public', albumId, page] as const,
    queryFn: ({ signal }) => fetchPublicImages(albumId, page, signal),
  });

/** The album's page of images; none asked for until an album is chosen. */
export function usePublicImages(albumId: number | null, page: number) {
  return useQuery({
    ...publicImagesQuery(albumId ?? 0, page),
    enabled: albumId !== null,
    // While another page of the same album loads, keep showing this one (no jump to skeletons).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === albumId ? previous : undefined),
  });
}
