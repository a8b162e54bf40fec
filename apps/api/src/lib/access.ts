import type { SessionUser } from '@portal/contract/auth';
import type { Permission } from '@portal/contract/permissions';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthenticated } from './http-error';

/**
 * The caller's permissions, under a key only this file can name: every permission decision goes
 * through `assertAccess`, `can` or `canGrant` here, which also apply the two-step requirement. A
 * module that reads `user.permissions` gets a compile error (and `npm run lint` refuses
 * `permissions.has(` outside this file).
 */
const PERMISSIONS = Symbol('permissions');

/** The caller, once their bearer token checked out (built by `authUser`). */
export type AuthUser = {
  id: number;
  tokenId: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string | null;
  prof_pic: string | null;
  /** Her language (contract locale.ts). */
  locale: string;
  roles: SessionUser['roles'];
  /** Two-step sign-in: on, and whether staff screens wait until it is (the System Admin's setting). */
  twoFactor: SessionUser['two_factor'];
  /** Shared by every request of the same roles: read only by this file, never changed. */
  readonly [PERMISSIONS]: ReadonlySet<string>;
};

/** An AuthUser without its permissions: what the token check reads of the account. */
export type AuthUserFields = Omit<AuthUser, typeof PERMISSIONS>;

/** The caller, with the permissions only this file reads. */
export const authUser = (fields: AuthUserFields, permissions: ReadonlySet<string>): AuthUser => ({
  ...fields,
  [PERMISSIONS]: permissions,
});

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * What a route or an action needs: `'public'`, `'signedIn'`, a permission name, or a list of
 * permissions of which any one will do (`['question_view', 'application_view']`).
 * Refusals are logged (never with the token).
 */
export type Access = 'public' | 'signedIn' | Permission | readonly Permission[];

const holds = (user: AuthUser, access: Permission | readonly Permission[]) =>
  typeof access === 'string' ? user[PERMISSIONS].has(access) : access.some((p) => user[PERMISSIONS].has(p));

/**
 * Whether the user may do what needs this permission (or any one of these): she holds it and is
 * not waiting to set up two-step sign-in. The non-throwing `assertAccess`, for record rules
 * ("the owner, or staff holding application_view") and for what an answer includes.
 */
export const can = (user: AuthUser | null, access: Permission | readonly Permission[]): boolean =>
  user !== null && !user.twoFactor.setup_required && holds(user, access);

/**
 * Whether the actor may hand on, or take away, every one of these permissions (a role's, an
 * account's): she holds each of them herself (least privilege). Someone waiting to set up two-step
 * sign-in passes no staff gate, so she grants nothing, not even an empty set.
 */
export const canGrant = (actor: AuthUser, permissions: Iterable<string>): boolean => {
  if (actor.twoFactor.setup_required) return false;
  for (const p of permissions) if (!actor[PERMISSIONS].has(p)) return false;
  return true;
};

export function assertAccess(request: FastifyRequest, access: Access): AuthUser | null {
  if (access === 'public') return request.user;
  const user = request.user;
  if (!user) {
    request.log.info({ access, url: request.url }, 'access refused: not signed in');
    throw unauthenticated();
  }
  if (access !== 'signedIn' && !holds(user, access)) {
    request.log.warn({ access, userId: user.id, url: request.url }, 'access refused: missing permission');
    throw forbidden();
  }
  // Staff routes wait for two-step sign-in when it is required: the profile ('signedIn') stays open to set it up.
  if (access !== 'signedIn' && user.twoFactor.setup_required) {
    request.log.info({ access, userId: user.id, url: request.url }, 'access refused: two-step sign-in not set up');
    throw new HttpError(403, TWO_FACTOR_MSG.setupRequired);
  }
  return user;
}

/** `preHandler: requirePermission('program_view')` for routes with one rule. */
export const requirePermission =
  (access: Access) =>
  async (request: FastifyRequest): Promise<void> => {
    assertAccess(request, access);
  };

/** The signed-in caller, for handlers behind a `signedIn` or permission check. */
export const currentUser = (request: FastifyRequest): AuthUser => assertAccess(request, 'signedIn')!;

/** Object-level refusals (someone else's venture) are logged like the permission checks' ones. */
export function logRefusals(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode === 403) {
      request.log.warn({ userId: request.user?.id, url: request.url }, 'access refused: not the owner');
    }
  });
}
