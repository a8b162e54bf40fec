import type { SessionUser } from '@portal/contract/auth';
import { http } from './http';

/** `GET /api/get-user`: the signed-in user's profile, roles and permissions. */
export const getUser = (signal?: AbortSignal) => http<SessionUser>('GET', '/api/get-user', { signal });

export const sessionKey = ['auth', 'session'] as const;

/** `POST /api/logout`: revokes the token on the server. */
export const logout = () => http<{ message: string }>('POST', '/api/logout');
