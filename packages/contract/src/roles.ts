import { z } from 'zod';
import { isoTimestamp, requiredText } from './common';
import { MSG } from './messages';
import { JUDGE_PERMISSIONS, type Permission, ROLE_APPLICANT, ROLE_JUDGE, ROLE_SYSTEM_ADMIN } from './permissions';

/** A permission as the roles screens show it (spec 3 §3: name, guard_name). */
export const permissionItem = z.object({ id: z.number().int(), name: z.string(), guard_name: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;

/** A role in the list and detail (`GET /api/role?page=`, `GET /api/role/{id}`). */
export const roleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  guard_name: z.string(),
  default_page: z.string().nullable(),
  public: z.boolean(),
  permissions: z.array(permissionItem),
  /** How many users hold the role (a role in use cannot be deleted). */
  users_count: z.number().int(),
  created_at: isoTimestamp,
});
export type RoleItem = z.infer<typeof roleItem>;

/** `GET /api/role?type=public`: the roles flagged public (the ones registration may give). */
export const publicRoles = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), default_page: z.string().nullable() })),
});

/** A page of this site: `/dashboard`, not `//evil.example` nor `https://...` (it is navigated to after sign-in). */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/%?=&#]*$/;

/**
 * `POST /api/role`, `PUT /api/role/{id}` (spec 3 §5): name and guard required, the landing page
 * optional, the public flag, and at least one permission, by name.
 */
export const roleInput = z.object({
  name: requiredText(100, MSG.requiredLower),
  guard_name: requiredText(50, MSG.requiredLower),
  default_page: z
    .string()
    .trim()
    .max(200, 'Maximum 200 characters')
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || SITE_PATH.test(v), MSG.defaultPageInvalid),
  public: z.boolean().default(false),
  permissions: z
    .array(z.string().min(1).max(100), { error: MSG.permissionPickRequired })
    .min(1, MSG.permissionPickRequired)
    .max(500)
    .transform((names) => [...new Set(names)]),
});
export type RoleInput = z.input<typeof roleInput>;
export type RoleValues = z.output<typeof roleInput>;

/**
 * What is locked on the built-in roles (spec 3 §5: System Admin and Judge keep their name and
 * guard and cannot be deleted). DESIGN.md's seed gives System Admin every permission and Judge
 * group_view and group_venture_view, and re-adds them at each start: so System Admin's permissions
 * are fixed, and Judge keeps those two (others may be added). Applicant is locked like them because
 * registration gives it by name. Whatever a built-in role's permissions may become, only a System
 * Admin changes them (`adminOnlyPermissions`): a permission put on Applicant reaches every account
 * that registers, one put on Judge every judge.
 */
export function roleLocks(name: string): {
  locked: boolean;
  fixedPermissions: 'all' | readonly Permission[];
  adminOnlyPermissions: boolean;
} {
  if (name === ROLE_SYSTEM_ADMIN) return { locked: true, fixedPermissions: 'all', adminOnlyPermissions: true };
  if (name === ROLE_JUDGE) return { locked: true, fixedPermissions: JUDGE_PERMISSIONS, adminOnlyPermissions: true };
  if (name === ROLE_APPLICANT) return { locked: true, fixedPermissions: [], adminOnlyPermissions: true };
  return { locked: false, fixedPermissions: [], adminOnlyPermissions: false };
}

/** "1 user" / "3 users" in the role-in-use message. */
export const roleInUseMessage = (count: number) =>
  MSG.roleInUse.replace('{holders}', count === 1 ? '1 user' : `${count.toLocaleString('en-US')} users`);
