import { z } from 'zod';
import { requiredRichText, requiredText } from './common';
import { MSG } from './messages';

export const contactBody = z.object({
  subject: requiredText(200),
  message: requiredRichText(MSG.contactMessageEmpty, 20000),
});
export type ContactBody = z.infer<typeof contactBody>;
