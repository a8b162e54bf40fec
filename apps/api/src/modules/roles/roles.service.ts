import { MSG } from '@portal/contract/messages';
import type { ListQuery } from '@portal/contract/pagination';
import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import {
  type PermissionItem,
  permissionItem,
  type RoleItem,
  type RoleValues,
  roleInUseMessage,
  roleItem,
  roleLocks,
} from '@portal/contract/roles';
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { type AuthUser, canGrant } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { conflict, HttpError, invalid, isUniqueViolation, notFound } from '../../lib/http-error';
import { likePattern, paginate } from '../../lib/pagination';

/**
 * Roles and permissions (spec 3 §2.9, §5, §7; issue 7). A user's permissions are read from their
 * roles at every request (plugins/auth), so a change here applies from the holders' next request.
 * Rules: a unique name; at least one known permission; nobody grants a permission they do not
 * hold, nor updates or deletes a role holding one (the users admin's rule); only a System Admin
 * changes a built-in role's permissions; the built-in roles keep their name and guard, cannot be
 * deleted, and keep their fixed permissions (`roleLocks`); a role somebody holds cannot be
 * deleted. Every write is audited with the role's permission names, in its transaction.
 */

type RoleRow = typeof roles.$inferSelect;

const notFoundRole = () => notFound('This role could not be found.');

/** Permissions and holder counts of a set of roles, in two queries. */
async function expand(db: Executor, rows: RoleRow[]): Promise<RoleItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [perms, holders] = await Promise.all([
    db
      .select({
        role_id: rolePermissions.role_id,
        id: permissions.id,
        name: permissions.name,
        guard_name: permissions.guard_name,
      })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(inArray(rolePermissions.role_id, ids))
      .orderBy(asc(permissions.id)),
    db
      .select({ role_id: userRoles.role_id, n: count() })
      .from(userRoles)
      .where(inArray(userRoles.role_id, ids))
      .groupBy(userRoles.role_id),
  ]);
  return rows.map((r) =>
    roleItem.parse({
      ...r,
      permissions: perms.filter((p) => p.role_id === r.id).map(({ role_id: _, ...p }) => p),
      users_count: holders.find((h) => h.role_id === r.id)?.n ?? 0,
    }),
  );
}

/** `GET /api/role?page=` and `?type=search&search=` (also `GET /api/user/role`): by id, built-in roles first. */
export function listRoles(ctx: AppContext, q: Pick<ListQuery, 'page' | 'per_page' | 'search'>) {
  const term = q.search?.trim();
  return paginate(ctx.db, {
    query: ctx.db.select().from(roles).$dynamic(),
    table: roles,
    where: term ? ilike(roles.name, likePattern(term)) : undefined,
    orderBy: [asc(roles.id)],
    list: q,
    map: (rows) => expand(ctx.db, rows as RoleRow[]),
  });
}

export async function showRole(ctx: AppContext, id: number): Promise<RoleItem> {
  const [row] = await ctx.db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw notFoundRole();
  return (await expand(ctx.db, [row]))[0]!;
}

/** `GET /api/role?type=public`: the roles flagged public. */
export async function publicRoleList(ctx: AppContext) {
  const data = await ctx.db
    .select({ id: roles.id, name: roles.name, default_page: roles.default_page })
    .from(roles)
    .where(eq(roles.public, true))
    .orderBy(asc(roles.name));
  return { data };
}

/** `GET /api/permission?page=` (also `GET /api/user/permission`), by id: grouped by area as seeded. */
export function listPermissions(ctx: AppContext, q: Pick<ListQuery, 'page' | 'per_page' | 'search'>) {
  const term = q.search?.trim();
  return paginate(ctx.db, {
    query: ctx.db.select().from(permissions).$dynamic(),
    table: permissions,
    where: term ? ilike(permissions.name, likePattern(term)) : undefined,
    orderBy: [asc(permissions.id)],
    list: q,
    map: (rows) => rows.map((r) => permissionItem.parse(r)),
  });
}

/** `GET /api/permission?type=all`: every permission, for the role form's picker. */
export async function allPermissions(ctx: AppContext): Promise<{ data: PermissionItem[] }> {
  const rows = await ctx.db.select().from(permissions).orderBy(asc(permissions.id));
  return { data: rows.map((r) => permissionItem.parse(r)) };
}

// ---------------------------------------------------------------------------------------------
// Writes

const forbiddenWith = (message: string) => new HttpError(403, message);

/** The ids of the named permissions; 422 naming the first unknown one. */
async function permissionIds(tx: Executor, names: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, names));
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const unknown = names.find((n) => !byName.has(n));
  if (unknown) {
    const message = MSG.permissionUnknown.replace('{name}', unknown);
    throw invalid({ permissions: message }, message);
  }
  return byName;
}

async function permissionNamesOf(tx: Executor, roleId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(rolePermissions.role_id, roleId))
    .orderBy(asc(permissions.id));
  return rows.map((r) => r.name);
}

/** Nobody grants what they do not hold (a role_edit holder cannot make themself an admin). */
function assertGrantable(actor: AuthUser, names: string[]) {
  if (!canGrant(actor, names)) throw forbiddenWith(MSG.grantBeyondOwn);
}

/** Nobody changes a role holding what they do not hold: they could strip it from its holders. */
function assertOutranks(actor: AuthUser, roleNames: string[]) {
  if (!canGrant(actor, roleNames)) throw forbiddenWith(MSG.roleOutranksYou);
}

/**
 * A built-in role's permissions change only by a System Admin: what is put on Applicant reaches
 * every account that registers (a role_edit holder would hand her own permissions to everyone).
 */
function assertMayChangePermissions(actor: AuthUser, roleName: string, oldNames: string[], newNames: string[]) {
  if (!roleLocks(roleName).adminOnlyPermissions) return;
  if (actor.roles.some((r) => r.name === ROLE_SYSTEM_ADMIN)) return;
  const unchanged = oldNames.length === newNames.length && newNames.every((n) => oldNames.includes(n));
  if (!unchanged) throw forbiddenWith(MSG.roleAdminOnlyPermissions.replace('{role}', roleName));
}

/** The fixed permissions of a built-in role are all in `names` (409 otherwise). */
async function assertKeepsFixed(tx: Executor, roleName: string, names: string[]) {
  const { fixedPermissions } = roleLocks(roleName);
  if (fixedPermissions === 'all') {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(permissions);
    if (names.length !== n) throw conflict(MSG.roleAllPermissions);
    return;
  }
  const missing = fixedPermissions.filter((p) => !names.includes(p));
  if (missing.length) {
    throw conflict(MSG.roleKeepsPermissions.replace('{role}', roleName).replace('{permissions}', missing.join(', ')));
  }
}

async function writePermissions(tx: Tx, roleId: number, ids: number[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  if (ids.length)
    await tx.insert(rolePermissions).values(ids.map((permission_id) => ({ role_id: roleId, permission_id })));
}

const nameTaken = (err: unknown) => (isUniqueViolation(err) ? conflict(MSG.roleNameTaken) : err);

/** `POST /api/role`. */
export async function createRole(ctx: AppContext, actor: AuthUser, input: RoleValues): Promise<RoleItem> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const ids = await permissionIds(tx, input.permissions);
      assertGrantable(actor, input.permissions);
      if (await sameName(tx, input.name)) throw conflict(MSG.roleNameTaken);
      const [row] = await tx
        .insert(roles)
        .values({
          name: input.name,
          guard_name: input.guard_name,
          default_page: input.default_page,
          public: input.public,
        })
        .returning();
      await writePermissions(tx, row!.id, [...ids.values()]);
      await recordAudit(tx, {
        model: 'Role',
        action: 'created',
        actor,
        recordId: row!.id,
        new: { ...row, permissions: await permissionNamesOf(tx, row!.id) },
      });
      return row!;
    });
    return (await expand(ctx.db, [row]))[0]!;
  } catch (err) {
    throw nameTaken(err);
  }
}

/** Another role with the same name, whatever its case (the unique index is case-sensitive). */
async function sameName(tx: Executor, name: string, exceptId?: number) {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  return rows.some((r) => r.id !== exceptId);
}

/**
 * `PUT /api/role/{id}`: a built-in role keeps its name, guard and fixed permissions (409); a role
 * holding a permission the caller lacks, or a built-in role's permissions unless she is a System
 * Admin, are refused (403).
 */
export async function updateRole(ctx: AppContext, actor: AuthUser, id: number, input: RoleValues): Promise<RoleItem> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [old] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      if (!old) throw notFoundRole();
      const oldNames = await permissionNamesOf(tx, id);
      assertOutranks(actor, oldNames);
      const { locked } = roleLocks(old.name);
      if (locked && (input.name !== old.name || input.guard_name !== old.guard_name)) {
        throw conflict(MSG.roleLocked.replace('{role}', old.name));
      }
      const ids = await permissionIds(tx, input.permissions);
      await assertKeepsFixed(tx, old.name, input.permissions);
      assertMayChangePermissions(actor, old.name, oldNames, input.permissions);
      assertGrantable(
        actor,
        input.permissions.filter((n) => !oldNames.includes(n)),
      );
      if (await sameName(tx, input.name, id)) throw conflict(MSG.roleNameTaken);
      const [row] = await tx
        .update(roles)
        .set({
          name: input.name,
          guard_name: input.guard_name,
          default_page: input.default_page,
          public: input.public,
          updated_at: ctx.clock.now().toISOString(),
        })
        .where(eq(roles.id, id))
        .returning();
      await writePermissions(tx, id, [...ids.values()]);
      const newNames = await permissionNamesOf(tx, id);
      await recordAudit(tx, {
        model: 'Role',
        action: 'updated',
        actor,
        recordId: id,
        old: { ...old, permissions: oldNames },
        new: { ...row, permissions: newNames },
      });
      return row!;
    });
    // Its holders' permissions may have changed: live sockets re-check now.
    ctx.events.accessChanged({ all: true });
    return (await expand(ctx.db, [row]))[0]!;
  } catch (err) {
    throw nameTaken(err);
  }
}

/**
 * `DELETE /api/role/{id}`: never a built-in role, never a role somebody holds (409 saying how many),
 * never a role holding a permission the caller lacks (403).
 */
export async function deleteRole(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!old) throw notFoundRole();
    if (roleLocks(old.name).locked) throw conflict(MSG.roleProtected.replace('{role}', old.name));
    const oldNames = await permissionNamesOf(tx, id);
    assertOutranks(actor, oldNames);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role_id, id));
    if (n > 0) throw conflict(roleInUseMessage(n));
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, {
      model: 'Role',
      action: 'deleted',
      actor,
      recordId: id,
      old: { ...old, permissions: oldNames },
    });
  });
}
