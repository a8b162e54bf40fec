import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { AuthUser } from './access';
import { type Access, assertAccess } from './access';

/** One extra `?type=` action of a resource: its access rule, input schema and handler. */
export type ResourceAction = {
  access: Access;
  summary: string;
  body?: z.ZodType;
  /**
   * The answer is the same for everyone allowed to ask (a public page's data): served from the
   * public cache after the access check (`lib/public-cache.ts`).
   */
  cached?: boolean;
  handler(args: {
    ctx: AppContext;
    request: FastifyRequest;
    reply: FastifyReply;
    user: AuthUser | null;
    body: unknown;
    query: Record<string, unknown>;
  }): Promise<unknown>;
};

/** Runs one `?type=` action: its access check, its body's schema, then its handler (or the cache). */
export async function runAction(
  action: ResourceAction,
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Record<string, unknown>,
) {
  const user = assertAccess(request, action.access);
  const body = action.body ? action.body.parse(request.body ?? {}) : request.body;
  const answer = () => action.handler({ ctx, request, reply, user, body, query });
  if (!action.cached) return answer();
  return ctx.publicCache.serve(request, reply, answer, { open: action.access === 'public' });
}
