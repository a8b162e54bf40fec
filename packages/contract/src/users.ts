import { z } from 'zod';
import {
  currentPassword,
  email,
  flag,
  id,
  idOf,
  isoDate,
  isoTimestamp,
  isRecord,
  optionalText,
  optionalUrl,
  password,
  requiredText,
} from './common';
import { dayOf, type Today } from './dates';
import { earliestDateOfBirth, latestDateOfBirth } from './eligibility';
import { MSG } from './messages';
import { ROLE_APPLICANT } from './permissions';

// Kept importable from here: the profile forms read the date-of-birth bounds with the schema.
export { earliestDateOfBirth, latestDateOfBirth };

const requiredId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idOf(MSG.requiredLower));

/** A phone number: digits with an optional leading + and spaces or dashes, 7 to 20 characters. */
export const phone = (message: string = MSG.requiredLower) =>
  requiredText(20, message).regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Enter a valid phone number');

/**
 * Step 1, personal details (spec 1 §5): `PUT /api/user/{id}?type=user`. The e-mail is read-only,
 * so it is not part of the input; `today` is Nairobi's day, for the date-of-birth cap.
 */
export const profileInput = (today: Today) =>
  z.object({
    first_name: requiredText(100, MSG.requiredLower),
    middle_name: optionalText(100),
    last_name: requiredText(100, MSG.requiredLower),
    phone_number: phone(),
    dob: isoDate
      .refine((d) => d <= latestDateOfBirth(dayOf(today)), MSG.dobTooYoung)
      .refine((d) => d >= earliestDateOfBirth(dayOf(today)), MSG.dobTooOld),
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
  /** The account's code, shown on /profile (optional so the wizard's fixtures need not carry it). */
  code: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profile>;

export const userIdParam = z.object({ id });

// ---------------------------------------------------------------------------------------------
// Users admin, own profile and own password (spec 3 §2.8, §2.11, §5, §7; issue 7)

/** A role as a user carries it in the admin list and detail. */
export const userRoleRef = z.object({ id: z.number().int(), name: z.string() });

/** A user in the admin list and detail (`GET /api/user?page=`, `GET /api/user/{id}`): never the hash. */
export const adminUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  active: flag,
  prof_pic: z.string().nullable(),
  prof_pic_url: z.string().nullable(),
  code: z.string().nullable(),
  roles: z.array(userRoleRef),
  created_at: isoTimestamp,
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /api/user?type=adminFormData`: the roles the admin form offers as checkboxes. */
export const adminFormData = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), public: z.boolean() })),
});
export type AdminFormData = z.infer<typeof adminFormData>;

/** A blank optional password reads as "keep the current one" (null). */
const keepPassword = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  password.optional(),
);

/**
 * `POST /api/user` and `PUT /api/user/{id}` (admin; spec 3 §5): names, phone, e-mail (create only:
 * it is locked when editing, and ignored if sent), the password (required on create; blank on edit
 * keeps the current one), and the role ids picked by checkboxes.
 */
export const adminUserInput = (editing: boolean) =>
  z.object({
    first_name: requiredText(100, MSG.requiredLower),
    middle_name: optionalText(100),
    last_name: requiredText(100, MSG.requiredLower),
    ...(editing ? {} : { email }),
    phone_number: phone(),
    password: editing ? keepPassword : password,
    roles: z
      .array(id, { error: MSG.roleUnknown })
      .max(100)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  });
export type AdminUserCreateInput = z.input<ReturnType<typeof adminUserInput>> & { email: string };
export type AdminUserValues = z.output<ReturnType<typeof adminUserInput>> & { email?: string; password?: string };
/** What `adminUserInput(false)` gives: on create the e-mail and the password are there. */
export type AdminUserCreateValues = AdminUserValues & { email: string; password: string };

/** `POST /api/user?type=password`: the caller's own password. */
export const passwordChangeBody = z.object({
  current_password: currentPassword,
  new_password: password,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** The Change Password dialog adds a confirmation that never leaves the browser. */
export const passwordChangeForm = passwordChangeBody
  .extend({ confirm_password: z.string({ error: MSG.required }).min(1, MSG.required) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG.newPasswordMismatch,
    when: (payload) => isRecord(payload.value) && !payload.issues.some((i) => i.path?.[0] === 'confirm_password'),
  });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

/**
 * Which rules `PUT /api/user/{id}?type=user` applies. A user holding the Applicant role keeps the
 * wizard's step-1 rules (their profile IS step 1 of their application): an eligible age (18 to
 * 35, `eligibility.ts`), phone, gender and nationality required. Staff use the profile rules of spec 3 §5:
 * first and last name required, the date of birth not after today, the rest optional.
 */
export const profileRulesFor = (roles: readonly { name: string }[]): 'applicant' | 'staff' =>
  roles.some((r) => r.name === ROLE_APPLICANT) ? 'applicant' : 'staff';

const optionalId = z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), id.nullable());

/** The staff variant of the profile (spec 3 §5 "Profile form"). */
export const staffProfileInput = (today: Today) =>
  z.object({
    first_name: requiredText(100, MSG.requiredLower),
    middle_name: optionalText(100),
    last_name: requiredText(100, MSG.requiredLower),
    phone_number: z.preprocess((v) => (v === '' ? null : v), phone().nullish()).transform((v) => v ?? null),
    dob: z
      .preprocess((v) => (v === '' ? null : v), isoDate.nullish())
      .transform((v) => v ?? null)
      .refine((d) => d === null || d <= dayOf(today), MSG.dobFuture),
    bio: z
      .string()
      .max(20_000, 'Maximum 20000 characters')
      .nullish()
      .transform((v) => v ?? null),
    country_id: optionalId,
    gender_id: optionalId,
    linkedin_url: optionalUrl,
    twitter_url: optionalUrl,
  });
export type StaffProfileInput = z.infer<ReturnType<typeof staffProfileInput>>;
