import type { Profile } from '@portal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sessionKey } from '../../../lib/session-api';
import { profileKey } from './profile';

/** `POST /api/user?type=image` (multipart field `files`): the profile picture; answers the profile. */
export function uploadProfilePicture(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('files', file);
  return http<Profile>('POST', '/api/user', { query: { type: 'image' }, form });
}

export function useUploadProfilePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profileKey });
      // The header's avatar comes from the session.
      void client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
