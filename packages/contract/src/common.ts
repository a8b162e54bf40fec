import { z } from 'zod';
import { richTextIsEmpty, SOCIAL_FIELDS, type SocialField } from './common-values';
import { EMAIL_MAX, INT4_MAX, PASSWORD_MIN } from './constants';
import { MSG } from './messages';

// Plain values live in common-values.ts, without zod, for the public pages.
export { richTextIsEmpty, SOCIAL_FIELDS, type SocialField };

/** A required trimmed text field with the spec's 'Input is Required' message. */
export const requiredText = (max = 255, message: string = MSG.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Maximum ${max} characters`);

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `Maximum ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

// A basic at-sign pattern, as the spec describes; the server lower-cases before storing.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(EMAIL_MAX, MSG.emailMax)
  .regex(EMAIL_RE, MSG.emailInvalid)
  .transform((v) => v.toLowerCase());

/** One password policy everywhere (DESIGN.md): 8+, an uppercase, a digit, one of !@#$%. */
export const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(128, 'Maximum 128 characters')
  .regex(/[A-Z]/, MSG.passwordUpper)
  .regex(/[0-9]/, MSG.passwordNumber)
  .regex(/[!@#$%.]/, MSG.passwordSpecial);

/**
 * The caller's current password, asked again before a change that could lock her out (a new
 * password, turning two-step sign-in on or off): checked on the server, never against the policy.
 */
export const currentPassword = z.string({ error: MSG.required }).min(1, MSG.required).max(128);

/**
 * A point in time, answered as ISO 8601 whatever text form the database driver produced
 * (PostgreSQL's `2026-11-22 02:19:25.968+00` is not parsed by every browser).
 */
export const isoTimestamp = z.codec(z.union([z.string(), z.date()]), z.string(), {
  decode: (v) => new Date(v).toISOString(),
  encode: (v) => v,
});

/** True for a `YYYY-MM-DD` day that exists (no 30 February, no year 0), years 1 to 9999. */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no time-zone shifts).
  const last = new Date(Date.UTC(2000, mo, 0)).getUTCDate();
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (mo === 2 && !leap ? 28 : last);
}

/** `YYYY-MM-DD`, a day that exists in the calendar. */
export const isoDate = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a valid date');

/** An id written as text (a path, a query, a form field): digits, no sign, space or leading zero. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A record id: a positive whole number within PostgreSQL's `integer` range, sent as a number or as
 * its digits, and nothing else. Not z.coerce: Number() reads `true`, `[1]`, `"0x1"`, `" 1 "` and
 * `"1e0"` as 1, so a call sent any of them would act on record 1. Every id of the contract is
 * this schema, with the message its form shows.
 */
export const idOf = (message = 'Not a valid id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && ID_DIGITS.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message),
  );

/** A record id (idOf) that says 'Not a valid id'. */
export const id = idOf();
/** A whole number stored in an `integer` column. */
export const int4 = z
  .number()
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);
export const idParam = z.object({ id });
export const idBody = z.object({ id });

/**
 * For a refinement's `when`: zod runs `when` even when the value is not an object at all (a body
 * of `null`), and the refinement would then read fields of null.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Active flags travel as 1/0, as the spec shows them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

export const messageOnly = z.object({ message: z.string() });

/** An optional web link: blank is null; otherwise an http(s) URL. */
export const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Maximum 500 characters')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Enter a full link starting with https://');

/** An optional e-mail: blank is null. */
export const optionalEmail = z
  .string()
  .trim()
  .max(100, 'Maximum 100 characters')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), MSG.emailInvalid);

/** Required rich text (HTML, sanitised by the server on write) with the spec's message when empty. */
export const requiredRichText = (message: string, max = 100_000) =>
  z
    .string({ error: message })
    .max(max, `Maximum ${max} characters`)
    .refine((v) => !richTextIsEmpty(v), message);

/** A calendar date that is not after `today` (album dates, publish dates). */
export const dateNotAfter = (today: string, message: string) => isoDate.refine((d) => d <= today, message);

export const socialLinks = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, z.string().nullable()])) as {
    [K in SocialField]: z.ZodNullable<z.ZodString>;
  },
);
export const socialLinksInput = z.object(
  Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, optionalUrl])) as {
    [K in SocialField]: typeof optionalUrl;
  },
);

/** A stored image as the API answers it: the file name plus its full-size and thumbnail URLs. */
export const imageUrls = z.object({ image_url: z.string().nullable(), thumb_url: z.string().nullable() });

/**
 * Control characters but tab, line feed and carriage return (C0 and DEL): invisible in every
 * field, and PostgreSQL cannot store NUL at all. The server strips them from every input before
 * it is validated (`apps/api/src/lib/clean-input.ts`): removing what nobody can see loses nothing.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const withoutControlChars = (text: string) => text.replace(CONTROL_CHARS, '');
