import { http } from '../../../lib/http';

/** `POST /api/activate`: activates the account of the mailed `/activate/<token>` link. */
export const activateAccount = (token: string) =>
  http<{ message: string }>('POST', '/api/activate', { body: { token } });

export const activateKey = (token: string) => ['auth', 'activate', token] as const;
