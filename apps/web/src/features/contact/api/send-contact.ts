import type { ContactBody } from '@portal/contract/contact';
import { http } from '../../../lib/http';

/** `POST /api/contact-us` (needs contact_us_create). */
export const sendContact = (body: ContactBody) => http<{ message: string }>('POST', '/api/contact-us', { body });
