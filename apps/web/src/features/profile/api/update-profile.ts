import type { Profile, ProfileInput } from '@portal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sessionKey } from '../../../lib/session-api';
import { profileKey } from './profile';

/** `PUT /api/user/{id}?type=user`: step 1's personal details; answers the saved profile. */
export function updateProfile(id: number, input: ProfileInput): Promise<Profile> {
  return http<Profile>('PUT', `/api/user/${id}`, { query: { type: 'user' }, body: input });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProfileInput }) => updateProfile(id, input),
    onSuccess: (profile) => {
      if (profile && typeof profile === 'object' && 'id' in profile) client.setQueryData(profileKey, profile);
      else void client.invalidateQueries({ queryKey: profileKey });
      // The header shows the user's name from the session.
      void client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
