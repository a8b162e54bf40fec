import { z } from 'zod';
import { flag, isoTimestamp, requiredRichText, requiredText } from './common';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants';
import { MSG } from './messages';
import { pageNumber } from './pagination';

export const contactBody = z.object({
  subject: requiredText(200),
  message: requiredRichText(MSG.contactMessageEmpty, 20000),
});
export type ContactBody = z.infer<typeof contactBody>;

/**
 * The contact inbox (spec 3 §2.7, §7): `open` lists the unread messages, `closed` the read ones;
 * `counts` answers both totals (the tabs and the menu badge).
 */
export const CONTACT_INBOX_TYPES = ['open', 'closed'] as const;
export type ContactInboxType = (typeof CONTACT_INBOX_TYPES)[number];

export const contactInboxQuery = z.object({
  type: z.enum([...CONTACT_INBOX_TYPES, 'counts']),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  /** `typeB=search` with `search=` searches the tab (subject, message, sender's name and e-mail). */
  typeB: z.literal('search').optional(),
  search: z.string().trim().max(200).optional(),
});

/** A message as the inbox shows it; `user` is null once the sender's account is deleted. */
export const contactMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  read: flag,
  created_at: isoTimestamp,
  user: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      middle_name: z.string().nullable(),
      last_name: z.string(),
      email: z.string(),
    })
    .nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactCounts = z.object({ open: z.number().int(), closed: z.number().int() });
export type ContactCounts = z.infer<typeof contactCounts>;

/** `POST /api/contact-us?type=read|unread` with `{ id }`. */
export const CONTACT_MARKS = ['read', 'unread'] as const;
export type ContactMark = (typeof CONTACT_MARKS)[number];
