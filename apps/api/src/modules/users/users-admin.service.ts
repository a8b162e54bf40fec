import { MSG } from '@portal/contract/messages';
import type { ListQuery } from '@portal/contract/pagination';
import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { type AdminUser, type AdminUserCreateValues, type AdminUserValues, adminUser } from '@portal/contract/users';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users, ventures } from '../../db/schema';
import { type AuthUser, canGrant } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { DOCS_BUCKET, PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { conflict, HttpError, invalid, isUniqueViolation, notFound } from '../../lib/http-error';
import { likePattern, paginate } from '../../lib/pagination';
import { assertUncommonPassword, hashPassword } from '../../lib/passwords';
import { imageUrlsOf, removeUpload } from '../../lib/uploads';
import { revokeTokens } from './revoke-tokens';

/**
 * The users admin (spec 3 §2.8; issue 7): list and search, show, create, edit, delete, activate,
 * deactivate, each checked by its route's permission first. Rules here:
 * - the e-mail is set on create only; a blank password on edit keeps the current one;
 * - a new password, a deactivation or a delete ends the user's sessions (tokens revoked);
 * - nobody deletes or deactivates themself, and the last active System Admin holder cannot be
 *   deleted, deactivated or lose the role (serialised on the System Admin role row);
 * - nobody grants a role holding permissions they do not hold, nor changes an account that holds
 *   permissions they do not hold (a user_edit holder cannot take over an admin's account);
 * - every write and its audit entry (old/new with role names, never the hash) in one transaction.
 */

type UserRow = typeof users.$inferSelect;
type Actor = AuthUser;

const newestFirst = [desc(users.created_at), desc(users.id)];

/** Roles of a set of users, in two columns, in one query. */
async function rolesOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(asc(roles.name));
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.user_id, list);
  }
  return out;
}

const shape = (row: UserRow, roleList: { id: number; name: string }[]): AdminUser =>
  adminUser.parse({
    ...row,
    prof_pic_url: imageUrlsOf(PROFILE_PICS_BUCKET, row.prof_pic).thumb_url ?? null,
    roles: roleList,
  });

async function shapeAll(db: Executor, rows: UserRow[]): Promise<AdminUser[]> {
  const byUser = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shape(r, byUser.get(r.id) ?? []));
}

/** Matches any name part, the full name ("Amina Wanjiku"), the e-mail or the phone. */
function searchWhere(term: string | undefined): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const p = likePattern(t);
  return or(
    ilike(sql`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`, p),
    ilike(sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`, p),
    ilike(users.email, p),
    ilike(users.phone_number, p),
  );
}

/** `GET /api/user?page=` and `?type=search&search=`: newest first, with roles. */
export function listUsers(ctx: AppContext, q: Pick<ListQuery, 'page' | 'per_page' | 'search'>) {
  return paginate(ctx.db, {
    query: ctx.db.select().from(users).$dynamic(),
    table: users,
    where: searchWhere(q.search),
    orderBy: newestFirst,
    list: q,
    map: (rows) => shapeAll(ctx.db, rows as UserRow[]),
  });
}

export async function showUser(ctx: AppContext, id: number): Promise<AdminUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(MSG.userNotFound);
  return (await shapeAll(ctx.db, [row]))[0]!;
}

/** `GET /api/user?type=adminFormData`: the roles, by name. */
export async function adminFormData(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: roles.id, name: roles.name, public: roles.public })
    .from(roles)
    .orderBy(asc(roles.name));
  return { roles: rows };
}

// ---------------------------------------------------------------------------------------------
// Rules

/** The permission names a user holds now, through their roles. */
async function permissionsOfUser(tx: Executor, userId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId));
  return new Set(rows.map((r) => r.name));
}

const forbiddenWith = (message: string) => new HttpError(403, message);

/** The actor may act on this account only if it holds nothing the actor lacks. */
async function assertOutranks(tx: Executor, actor: Actor, targetId: number) {
  if (actor.id === targetId) return;
  if (!canGrant(actor, await permissionsOfUser(tx, targetId))) throw forbiddenWith(MSG.userOutranksYou);
}

/**
 * The picked role ids, checked: each must exist (422), and each role not already held must hold
 * only permissions the actor holds (403).
 */
async function checkedRoles(tx: Executor, actor: Actor, ids: number[], alreadyHeld: number[]) {
  if (ids.length === 0) return [];
  // FOR SHARE: a role being deleted meanwhile is either still there after its delete fails, or gone.
  const found = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, ids))
    .for('share');
  if (found.length !== ids.length) throw invalid({ roles: MSG.roleUnknown }, MSG.roleUnknown);
  const added = ids.filter((id) => !alreadyHeld.includes(id));
  if (added.length) {
    const perms = await tx
      .selectDistinct({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(inArray(rolePermissions.role_id, added));
    const names = perms.map((p) => p.name);
    if (!canGrant(actor, names)) throw forbiddenWith(MSG.grantBeyondOwn);
  }
  return found;
}

/**
 * Refuses (409) a change that would leave no active user holding System Admin. `change` says what
 * happens to `userId`: it goes away (delete, deactivate) or loses the role. The System Admin role
 * row is locked first, so two such changes run one after the other and the second sees the first.
 */
async function assertSystemAdminRemains(tx: Tx, userId: number) {
  const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_SYSTEM_ADMIN)).for('update');
  if (!admin) return;
  const holders = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(eq(userRoles.role_id, admin.id), eq(users.active, 1)));
  if (holders.some((h) => h.id === userId) && holders.length === 1) throw conflict(MSG.lastSystemAdmin);
}

const systemAdminRoleId = async (tx: Executor) =>
  (await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_SYSTEM_ADMIN)))[0]?.id;

/** The audit view of a user: the row (the audit drops the hash) and the names of their roles. */
const snapshot = (row: UserRow, roleList: { name: string }[], extra: Record<string, unknown> = {}) => ({
  ...row,
  roles: roleList.map((r) => r.name).sort(),
  ...extra,
});

async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(MSG.userNotFound);
  return row;
}

async function setRoles(tx: Tx, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

const emailTaken = (err: unknown) => {
  if (isUniqueViolation(err)) return conflict(MSG.emailTaken);
  return err;
};

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * `POST /api/user`: an active account (the admin vouches for the address, so no activation mail)
 * with the picked roles.
 */
export async function createUser(ctx: AppContext, actor: Actor, input: AdminUserCreateValues): Promise<AdminUser> {
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now().toISOString();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email));
      if (existing) throw conflict(MSG.emailTaken);
      const picked = await checkedRoles(tx, actor, input.roles, []);
      const [row] = await tx
        .insert(users)
        .values({
          first_name: input.first_name,
          middle_name: input.middle_name,
          last_name: input.last_name,
          email: input.email,
          phone_number: input.phone_number,
          password_hash: passwordHash,
          active: 1,
          email_verified_at: now,
        })
        .returning();
      await setRoles(tx, row!.id, input.roles);
      await recordAudit(tx, {
        model: 'User',
        action: 'created',
        actor,
        recordId: row!.id,
        new: snapshot(row!, picked),
      });
      return row!.id;
    });
    return await showUser(ctx, id);
  } catch (err) {
    throw emailTaken(err);
  }
}

/**
 * `PUT /api/user/{id}`: names, phone, roles and (when given) a new password; the e-mail is locked
 * and ignored. A new password ends the user's sessions (not the caller's own current one).
 */
export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: AdminUserValues,
): Promise<AdminUser> {
  if (input.password) await assertUncommonPassword(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await ctx.db.transaction(async (tx) => {
    const old = await lockUser(tx, id);
    await assertOutranks(tx, actor, id);
    const oldRoles = (await rolesOf(tx, [id])).get(id) ?? [];
    const picked = await checkedRoles(
      tx,
      actor,
      input.roles,
      oldRoles.map((r) => r.id),
    );
    const adminId = await systemAdminRoleId(tx);
    if (adminId && oldRoles.some((r) => r.id === adminId) && !input.roles.includes(adminId)) {
      await assertSystemAdminRemains(tx, id);
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .update(users)
      .set({
        first_name: input.first_name,
        middle_name: input.middle_name,
        last_name: input.last_name,
        phone_number: input.phone_number,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: now.toISOString(),
      })
      .where(eq(users.id, id))
      .returning();
    await setRoles(tx, id, input.roles);
    if (passwordHash) await revokeTokens(tx, id, now, actor.id === id ? actor.tokenId : undefined);
    await recordAudit(tx, {
      model: 'User',
      action: 'updated',
      actor,
      recordId: id,
      old: snapshot(old, oldRoles),
      new: snapshot(row!, picked, passwordHash ? { password_changed: true } : {}),
    });
  });
  // Roles (or the sessions, with a new password) may have changed: live sockets re-check now.
  ctx.events.accessChanged({ userIds: [id] });
  return showUser(ctx, id);
}

/**
 * `DELETE /api/user/{id}`: never oneself, never the last active System Admin. The account's venture,
 * answers and application go with it (foreign keys cascade); its picture and the venture's files
 * are removed once the delete has committed.
 */
export async function deleteUser(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (actor.id === id) throw conflict(MSG.cannotDeleteSelf);
  const files = await ctx.db.transaction(async (tx) => {
    const old = await lockUser(tx, id);
    await assertOutranks(tx, actor, id);
    await assertSystemAdminRemains(tx, id);
    const oldRoles = (await rolesOf(tx, [id])).get(id) ?? [];
    const owned = await tx
      .select({ image: ventures.image, cr12: ventures.cr12, reg: ventures.registration_cetificate })
      .from(ventures)
      .where(eq(ventures.user_id, id));
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, { model: 'User', action: 'deleted', actor, recordId: id, old: snapshot(old, oldRoles) });
    return [
      { bucket: PROFILE_PICS_BUCKET, name: old.prof_pic },
      ...owned.flatMap((v) => [
        { bucket: VENTURE_LOGOS_BUCKET, name: v.image },
        { bucket: DOCS_BUCKET, name: v.cr12 },
        { bucket: DOCS_BUCKET, name: v.reg },
      ]),
    ];
  });
  ctx.events.accessChanged({ userIds: [id] });
  for (const f of files) if (f.name) await removeUpload(ctx.storage, f.bucket, f.name);
}

/**
 * `POST /api/user?type=activate|deactivate`: deactivating ends the user's sessions at once (the
 * auth plugin also refuses the token of an inactive account); never oneself, never the last
 * active System Admin. Activating also marks the address verified: staff vouch for it.
 */
export async function setUserActive(ctx: AppContext, actor: Actor, id: number, active: 0 | 1): Promise<AdminUser> {
  if (active === 0 && actor.id === id) throw conflict(MSG.cannotDeactivateSelf);
  await ctx.db.transaction(async (tx) => {
    const old = await lockUser(tx, id);
    await assertOutranks(tx, actor, id);
    if (active === 0) await assertSystemAdminRemains(tx, id);
    const now = ctx.clock.now();
    const [row] = await tx
      .update(users)
      .set({
        active,
        ...(active === 1 && !old.email_verified_at ? { email_verified_at: now.toISOString() } : {}),
        updated_at: now.toISOString(),
      })
      .where(eq(users.id, id))
      .returning();
    if (active === 0) await revokeTokens(tx, id, now);
    const roleList = (await rolesOf(tx, [id])).get(id) ?? [];
    await recordAudit(tx, {
      model: 'User',
      action: active ? 'activated' : 'deactivated',
      actor,
      recordId: id,
      old: snapshot(old, roleList),
      new: snapshot(row!, roleList),
    });
  });
  ctx.events.accessChanged({ userIds: [id] });
  return showUser(ctx, id);
}
