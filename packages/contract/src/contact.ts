import { z } from 'zod';
import { requiredText } from './common';
import { MSG } from './messages';

/** Rich text counts as empty when it holds no visible text (an editor leaves `<p></p>`). */
export const richTextIsEmpty = (html: string | null | undefined) =>
  !html ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export const contactBody = z.object({
  subject: requiredText(200),
  message: z
    .string({ error: MSG.contactMessageEmpty })
    .max(20000, 'Maximum 20000 characters')
    .refine((v) => !richTextIsEmpty(v), MSG.contactMessageEmpty),
});
export type ContactBody = z.infer<typeof contactBody>;
