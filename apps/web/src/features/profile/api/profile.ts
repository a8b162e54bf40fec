import type { Profile } from '@portal/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `GET /api/user?type=profile`: the signed-in applicant's own profile (step 1). */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return http<Profile>('GET', '/api/user', { query: { type: 'profile' }, signal });
}

export const profileKey = ['user', 'profile'] as const;

export const profileQuery = () => queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(profileQuery());
}
