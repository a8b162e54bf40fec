import { http } from '../../../lib/http';

/** `POST /api/reset-password`: mails a reset link, or says that no account uses the address; the same answer either way. */
export const requestPasswordReset = (body: { email: string }) =>
  http<{ message: string }>('POST', '/api/reset-password', { body });

/** `GET /api/check-token/:token`: 200 when the reset token is valid, 404 otherwise. */
export const checkResetToken = (token: string, signal?: AbortSignal) =>
  http<{ valid: boolean }>('GET', `/api/check-token/${encodeURIComponent(token)}`, { signal });

export const resetTokenKey = (token: string) => ['auth', 'check-token', token] as const;

/** `POST /api/post-reset-password`: sets the new password. */
export const resetPassword = (body: { token: string; password: string }) =>
  http<{ message: string }>('POST', '/api/post-reset-password', { body });
