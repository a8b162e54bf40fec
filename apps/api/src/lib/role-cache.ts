import type { SessionUser } from '@portal/contract/auth';
import { permissionsOf } from '@portal/contract/permissions';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import type { Clock } from './dates';

type Role = SessionUser['roles'][number];
export type RoleSet = { roles: Role[]; permissions: Set<string> };

/**
 * Bound on staleness for role changes this process can't hear about (another instance's, until
 * they are broadcast); this process's own changes clear it at once (`clear`).
 */
export const ROLE_CACHE_MAX_AGE_MS = 60_000;

/**
 * Every role with its permissions, read once instead of on every signed-in request (there are a
 * handful of roles, and they change rarely). Which roles a user holds is still read per request,
 * so granting or removing a role takes effect at once; a change to a role's permissions clears
 * the cache (the roles service publishes `accessChanged({ all: true })`). An unknown role id (a
 * role created since) reloads it.
 */
export function createRoleCache(clock: Clock) {
  let byId: Map<number, Role> | null = null;
  let loadedAt = 0;
  let loading: Promise<Map<number, Role>> | null = null;
  // The same few role combinations over and over: their union of permissions, built once.
  const sets = new Map<string, RoleSet>();

  async function load(db: Executor): Promise<Map<number, Role>> {
    // Concurrent misses (a cold start under load) share one read.
    loading ??= (async () => {
      try {
        const [roleRows, permRows] = await Promise.all([
          db
            .select({ id: roles.id, name: roles.name, default_page: roles.default_page })
            .from(roles)
            .orderBy(asc(roles.id)),
          db
            .select({ role_id: rolePermissions.role_id, id: permissions.id, name: permissions.name })
            .from(rolePermissions)
            .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
            .orderBy(asc(permissions.id)),
        ]);
        const map = new Map<number, Role>(roleRows.map((r) => [r.id, { ...r, permissions: [] }]));
        for (const p of permRows) map.get(p.role_id)?.permissions.push({ id: p.id, name: p.name });
        sets.clear();
        byId = map;
        loadedAt = clock.now().getTime();
        return map;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  return {
    /** The roles of these ids (ascending), with their permissions and the union of them. */
    async rolesOf(db: Executor, roleIds: readonly number[]): Promise<RoleSet> {
      let map = byId;
      if (!map || clock.now().getTime() - loadedAt > ROLE_CACHE_MAX_AGE_MS) map = await load(db);
      if (roleIds.some((id) => !map!.has(id))) map = await load(db);
      const key = roleIds.join(',');
      let set = sets.get(key);
      if (!set) {
        const held = roleIds.flatMap((id) => map.get(id) ?? []);
        set = { roles: held, permissions: permissionsOf({ roles: held }) };
        sets.set(key, set);
      }
      return set;
    },
    clear() {
      byId = null;
      sets.clear();
    },
  };
}

export type RoleCache = ReturnType<typeof createRoleCache>;
