import type { RegisterBody } from '@portal/contract/auth';
import { http } from '../../../lib/http';

/** `POST /api/register`: 201 with an activation mail sent; 409 when the e-mail is taken. */
export const register = (body: RegisterBody) => http<{ message: string }>('POST', '/api/register', { body });
