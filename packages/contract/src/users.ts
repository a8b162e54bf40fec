import { z } from 'zod';
import { id, isoDate, optionalText, optionalUrl, requiredText } from './common';
import { DOB_MIN_AGE_YEARS } from './constants';
import { MSG } from './messages';

/** The latest date of birth the wizard accepts: `DOB_MIN_AGE_YEARS` before `today` (YYYY-MM-DD). */
export function latestDateOfBirth(today: string): string {
  const [y = 2000, m = 1, d = 1] = today.split('-').map(Number);
  // 29 February of a leap year falls back to 28 February.
  const candidate = new Date(Date.UTC(y - DOB_MIN_AGE_YEARS, m - 1, d));
  if (candidate.getUTCMonth() !== m - 1) candidate.setUTCDate(0);
  return candidate.toISOString().slice(0, 10);
}

const requiredId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: MSG.requiredLower }).int(MSG.requiredLower).positive(MSG.requiredLower),
);

/** A phone number: digits with an optional leading + and spaces or dashes, 7 to 20 characters. */
export const phone = (message: string = MSG.requiredLower) =>
  requiredText(20, message).regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Enter a valid phone number');

/**
 * Step 1, personal details (spec 1 §5): `PUT /api/user/{id}?type=user`. The e-mail is read-only,
 * so it is not part of the input; `today` is Nairobi's day, for the date-of-birth cap.
 */
export const profileInput = (today: string) =>
  z.object({
    first_name: requiredText(100, MSG.requiredLower),
    middle_name: optionalText(100),
    last_name: requiredText(100, MSG.requiredLower),
    phone_number: phone(),
    dob: isoDate.refine((d) => d <= latestDateOfBirth(today), MSG.dobTooYoung),
    bio: z
      .string()
      .max(20_000, 'Maximum 20000 characters')
      .nullish()
      .transform((v) => v ?? null),
    country_id: requiredId,
    gender_id: requiredId,
    linkedin_url: optionalUrl,
    twitter_url: optionalUrl,
  });
export type ProfileInput = z.infer<ReturnType<typeof profileInput>>;

/** The applicant's own profile as the API answers it (get-user carries these fields too). */
export const profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  dob: z.string().nullable(),
  bio: z.string().nullable(),
  country_id: z.number().int().nullable(),
  gender_id: z.number().int().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  prof_pic: z.string().nullable(),
  prof_pic_url: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const userIdParam = z.object({ id });
