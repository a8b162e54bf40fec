import { permissionsOf } from '@portal/contract/permissions';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { authTokens, userRoles, users } from '../db/schema';
import { type AuthUser, authUser } from '../lib/access';
import { loadRoles } from '../lib/session';
import { hashToken } from '../lib/tokens';
import { twoFactorColumns, twoFactorState } from '../lib/two-factor-state';

export const TOKEN_IDLE_MS = 14 * 24 * 3600_000;
export const TOKEN_TOUCH_MS = 5 * 60_000;

/**
 * The user a bearer token belongs to, or null for an unknown, revoked or expired token or an
 * inactive account. `touch` (the default) records the use when the last one is older than
 * TOKEN_TOUCH_MS; the live updates' periodic re-check passes false (an open socket is not a use).
 * `freshRoles` reads the roles from the database instead of the role cache: the live re-check is
 * what notices changes this process did not make.
 */
export async function userOfToken(
  ctx: Pick<AppContext, 'db' | 'clock' | 'roleCache'>,
  token: string,
  opts: { touch?: boolean; freshRoles?: boolean } = {},
): Promise<AuthUser | null> {
  const { db, clock, roleCache } = ctx;
  if (!token || token.length > 200) return null;
  const now = clock.now();
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsed: authTokens.last_used_at,
      id: users.id,
      first_name: users.first_name,
      middle_name: users.middle_name,
      last_name: users.last_name,
      email: users.email,
      phone_number: users.phone_number,
      prof_pic: users.prof_pic,
      locale: users.locale,
      active: users.active,
      // One query for the token, the account and the ids of its roles; the roles themselves come
      // from the role cache.
      roleIds: sql<
        number[]
      >`array(select ${userRoles.role_id} from ${userRoles} where ${userRoles.user_id} = ${users.id} order by 1)`,
      ...twoFactorColumns,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, now),
        gt(authTokens.last_used_at, new Date(now.getTime() - TOKEN_IDLE_MS)),
      ),
    );
  if (!row || row.active !== 1) return null;
  if (opts.touch !== false && now.getTime() - row.lastUsed.getTime() > TOKEN_TOUCH_MS) {
    await db.update(authTokens).set({ last_used_at: now }).where(eq(authTokens.id, row.tokenId));
  }
  const { roles, permissions } = opts.freshRoles
    ? await loadRoles(db, row.id).then((roles) => ({ roles, permissions: permissionsOf({ roles }) }))
    : await roleCache.rolesOf(db, row.roleIds);
  return authUser(
    {
      id: row.id,
      tokenId: row.tokenId,
      first_name: row.first_name,
      middle_name: row.middle_name,
      last_name: row.last_name,
      email: row.email,
      phone_number: row.phone_number,
      prof_pic: row.prof_pic,
      locale: row.locale,
      roles,
      twoFactor: twoFactorState(row, permissions),
    },
    permissions,
  );
}

/** Bearer token -> request.user. Never rejects by itself: routes decide what they need. */
export default fp(async function authPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.decorateRequest('user', null);
  // A callback hook: most requests (the public pages) carry no token and need no promise.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    userOfToken(opts.ctx, header.slice(7).trim()).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});
