import type { SessionUser } from '@portal/contract/auth';
import type { Permission } from '@portal/contract/permissions';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthenticated } from './http-error';

/** The caller, once their bearer token checked out. */
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
  /** Shared by every request of the same roles: read it, never change it. */
  permissions: ReadonlySet<string>;
  roles: SessionUser['roles'];
  /** Two-step sign-in: on, and whether staff screens wait until it is (the System Admin's setting). */
  twoFactor: SessionUser['two_factor'];
};

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
  typeof access === 'string' ? user.permissions.has(access) : access.some((p) => user.permissions.has(p));

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
