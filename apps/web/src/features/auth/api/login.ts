import type { LoginAnswer, LoginBody } from '@portal/contract/auth';
import { http } from '../../../lib/http';

/** `POST /api/login`: a new bearer token and the user's profile. */
export const login = (body: LoginBody) => http<LoginAnswer>('POST', '/api/login', { body });
