import { z } from 'zod';
import { email, optionalText, password, requiredText } from './common';
import { MSG } from './messages';

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
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The registration form adds a confirmation that never leaves the browser. */
export const registerForm = registerBody
  .extend({ confirm_password: z.string().min(1, MSG.required) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: MSG.passwordsMismatch });

export const resetRequestBody = z.object({ email });

export const resetBody = z.object({
  token: z.string().min(1).max(200),
  password,
});

export const resetForm = z
  .object({ password, confirm_password: z.string().min(1, MSG.required) })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MSG.passwordsMismatch,
  });

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
  roles: z.array(sessionRole),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** The union of the permissions of a user's roles. */
export const permissionsOf = (user: Pick<SessionUser, 'roles'> | null | undefined): Set<string> =>
  new Set(user?.roles.flatMap((r) => r.permissions.map((p) => p.name)) ?? []);
