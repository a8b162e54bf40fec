import type { SessionUser } from '@portal/contract/auth';
import { asLocale } from '@portal/contract/locale';
import { permissionsOf } from '@portal/contract/permissions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import type { AuthUser, AuthUserFields } from './access';
import { PROFILE_PICS_BUCKET } from './buckets';
import { twoFactorColumns, twoFactorState } from './two-factor-state';

export const storageUrl = (bucket: string, name: string | null | undefined) =>
  name ? `/storage/${bucket}/${encodeURIComponent(name)}` : null;

/** A user's roles, each with its permissions, in two indexed queries. */
export async function loadRoles(db: Executor, userId: number): Promise<SessionUser['roles']> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name, default_page: roles.default_page })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(roles.id));
  if (roleRows.length === 0) return [];
  const permRows = await db
    .select({ role_id: rolePermissions.role_id, id: permissions.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(
      inArray(
        rolePermissions.role_id,
        roleRows.map((r) => r.id),
      ),
    )
    .orderBy(asc(permissions.id));
  return roleRows.map((r) => ({
    ...r,
    permissions: permRows.filter((p) => p.role_id === r.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** An account's own fields, as the token check reads them (the session adds its roles). */
type Account = Omit<AuthUserFields, 'tokenId' | 'roles' | 'twoFactor'>;

/** The profile `get-user` and sign-in answer, from an account and its roles. */
function toSessionUser(u: Account, roles: SessionUser['roles'], twoFactor: SessionUser['two_factor']): SessionUser {
  return {
    id: u.id,
    name: [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' '),
    first_name: u.first_name,
    middle_name: u.middle_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone_number,
    profile_pic: storageUrl(PROFILE_PICS_BUCKET, u.prof_pic),
    locale: asLocale(u.locale),
    roles,
    two_factor: twoFactor,
  };
}

/** The answer for the signed-in caller: the auth step read all of it (no query). */
export const sessionUserOf = (user: AuthUser): SessionUser => toSessionUser(user, user.roles, user.twoFactor);

/** The same answer for a user by id (sign-in, before a token exists). */
export async function sessionUser(db: Executor, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({ u: users, ...twoFactorColumns })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const roles = await loadRoles(db, row.u.id);
  return toSessionUser(row.u, roles, twoFactorState(row, permissionsOf({ roles })));
}
