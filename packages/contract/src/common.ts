import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MIN } from './constants';
import { MSG } from './messages';

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
 * A point in time, answered as ISO 8601 whatever text form the database driver produced
 * (PostgreSQL's `2026-11-22 02:19:25.968+00` is not parsed by every browser).
 */
export const isoTimestamp = z.codec(z.union([z.string(), z.date()]), z.string(), {
  decode: (v) => new Date(v).toISOString(),
  encode: (v) => v,
});

/** `YYYY-MM-DD` calendar date. */
export const isoDate = z
  .string({ error: MSG.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a valid date');

export const id = z.coerce.number().int().positive();
export const idParam = z.object({ id });
export const idBody = z.object({ id });

/** Active flags travel as 1/0, as the spec shows them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

export const messageOnly = z.object({ message: z.string() });
