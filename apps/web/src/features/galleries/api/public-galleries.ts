import type { PublicGallery } from '@portal/contract/galleries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/gallery?type=public`: active galleries (oldest first) with their active albums (newest first). */
export const fetchPublicGalleries = (signal?: AbortSignal) =>
  http<{ data: PublicGallery[] }>('GET', '/api/gallery', { query: { type: 'public' }, signal });

export const publicGalleriesQuery = () =>
  queryOptions({
    queryKey: ['gallery', 'public'] as const,
    queryFn: ({ signal }) => fetchPublicGalleries(signal),
    select: (r) => r.data,
  });

export const usePublicGalleries = () => useQuery(publicGalleriesQuery());
