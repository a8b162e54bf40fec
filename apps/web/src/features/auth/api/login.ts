import type { LoginAnswer, LoginBody } from '@portal/contract/auth';
import type { LoginChallengeAnswer } from '@portal/contract/two-factor';
import { http } from '../../../lib/http';

/**
 * `POST /api/login`: a new bearer token and the user's profile, or, for an account with two-step
 * sign-in on, a challenge to send back with the code (`loginWithCode`).
 */
export const login = (body: LoginBody) => http<LoginAnswer | LoginChallengeAnswer>('POST', '/api/login', { body });

/** `POST /api/login/code`: the second step. */
export const loginWithCode = (body: { challenge: string; code: string }) =>
  http<LoginAnswer>('POST', '/api/login/code', { body });
