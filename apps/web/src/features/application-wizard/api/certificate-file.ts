import { MSG } from '@portal/contract/messages';
import type { CertificateField } from '@portal/contract/ventures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, tokenStore } from '../../../lib/http';

/**
 * `GET /api/venture/{id}/documents/{field}`: a private certificate's bytes, fetched with the bearer
 * token (a plain link could not carry it) so that the viewer can show them from a blob URL.
 */
export async function fetchCertificateFile(
  ventureId: number,
  field: CertificateField,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(`/api/venture/${ventureId}/documents/${field}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(MSG.error, 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message || MSG.error, res.status);
  }
  return res.blob();
}

/** The file itself changes with its stored name, so that name is part of the key. */
export const certificateFileQuery = (ventureId: number, field: CertificateField, fileName: string) =>
  queryOptions({
    queryKey: ['venture', ventureId, 'documents', field, fileName] as const,
    queryFn: ({ signal }) => fetchCertificateFile(ventureId, field, signal),
    // Blobs are held only while the viewer is open.
    gcTime: 0,
    staleTime: 0,
  });

export function useCertificateFile(ventureId: number, field: CertificateField, fileName: string, enabled: boolean) {
  return useQuery({ ...certificateFileQuery(ventureId, field, fileName), enabled });
}
