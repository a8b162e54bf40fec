import { z } from 'zod';
import { email, isRecord, optionalText, password, requiredText } from './common';
import { locale } from './locale';
import { MSG } from './messages';
import { sessionTwoFactor } from './two-factor';

export const loginBody = z.object({
  email,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  f_name: requiredText(100),
  m_name: optionalText(100),
  l_name: requiredText(100),
  phone_number: requiredText(30),
  email,
  password,
  /** The language the site was in when she registered: that of her mails (optional: English). */
  locale: locale.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * The confirmation of a password form. zod skips object refinements once a field has an issue;
 * `when` lets the mismatch show as soon as both fields hold something, whatever the others say.
 */
const confirmMatches = {
  path: ['confirm_password'],
  message: MSG.passwordsMismatch,
  when: (payload: z.core.ParsePayload<unknown>) =>
    isRecord(payload.value) && !payload.issues.some((i) => i.path?.[0] === 'confirm_password' || !i.path?.length),
};
const confirmPassword = z.string({ error: MSG.required }).min(1, MSG.required);

/** The registration form adds a confirmation that never leaves the browser. */
export const registerForm = registerBody
  .extend({ confirm_password: confirmPassword })
  .refine((v) => v.password === v.confirm_password, confirmMatches);
export type RegisterFormInput = z.input<typeof registerForm>;

export const resetRequestBody = z.object({ email });

export const resetBody = z.object({
  token: z.string().min(1).max(200),
  password,
});

export const resetForm = z
  .object({ password, confirm_password: confirmPassword })
  .refine((v) => v.password === v.confirm_password, confirmMatches);
export type ResetFormInput = z.input<typeof resetForm>;

export const activateBody = z.object({ token: z.string().min(1).max(200) });

export const permissionRef = z.object({ id: z.number().int(), name: z.string() });

export const sessionRole = z.object({
  id: z.number().int(),
  name: z.string(),
  default_page: z.string().nullable(),
  permissions: z.array(permissionRef),
});

/** `GET /api/get-user`: the signed-in user's profile with roles and their permissions. */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_pic: z.string().nullable(),
  /** Her language (the site's and her mails'); the API always sends it. */
  locale: locale.optional(),
  roles: z.array(sessionRole),
  two_factor: sessionTwoFactor,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;
