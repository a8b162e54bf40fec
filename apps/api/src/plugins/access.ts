import type { Permission } from '@portal/contract/permissions';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/http-error';
import type { AuthUser } from './auth';

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
