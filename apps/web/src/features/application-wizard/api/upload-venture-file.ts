import type { Venture } from '@portal/contract/ventures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ownerVentureKey } from './owner-venture';

/** What the venture upload call takes: the logo, or one of the two certificates (`CERTIFICATES[...].upload`). */
export type VentureUploadType = 'image' | 'CR12' | 'registrationCetificate';

/**
 * `POST /api/venture?type=image|CR12|registrationCetificate` (multipart field `files`): the logo
 * (an image) or a certificate (PDF or image); answers the venture, made if it did not exist yet.
 */
export function uploadVentureFile(type: VentureUploadType, file: File): Promise<Venture> {
  const form = new FormData();
  form.append('files', file);
  return http<Venture>('POST', '/api/venture', { query: { type }, form });
}

export function useUploadVentureFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: VentureUploadType; file: File }) => uploadVentureFile(type, file),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerVentureKey }),
  });
}
