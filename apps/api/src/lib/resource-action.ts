import type { ListQuery } from '@portal/contract/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { AuthUser } from './access';
import { type Access, assertAccess } from './access';
import { answerAs, encodeAnswer } from './typed-answer';

/** A `GET ?type=` view's query, validated by the route: the page, and the parameters it names. */
export type ResourceQuery = ListQuery & Record<string, unknown>;

/** One extra `?type=` view or action of a resource: its access rule, its body and answer schemas, its handler. */
export type ResourceAction<Q = Record<string, unknown>> = {
  access: Access;
  summary: string;
  /** The action's own body (a view has none); parsed once, here. */
  body?: z.ZodType;
  /** The answer, as documented and as written (lib/typed-answer.ts); a declared resource's actions all have one. */
  response?: z.ZodType;
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
    query: Q;
  }): Promise<unknown>;
};

/** A declared resource's `?type=` view or action: its answer is documented. */
export type DocumentedAction<Q = Record<string, unknown>> = ResourceAction<Q> & { response: z.ZodType };

/** The `?type=` views (`get`) and actions (`post`) a module adds to its resource's routes. */
export type ResourceActions = {
  get?: Record<string, DocumentedAction<ResourceQuery>>;
  post?: Record<string, DocumentedAction>;
};

/** Runs one `?type=` action: its access check, its body's schema, then its handler (or the cache). */
export async function runAction<Q>(
  action: ResourceAction<Q>,
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Q,
) {
  const user = assertAccess(request, action.access);
  const body = action.body ? action.body.parse(request.body ?? {}) : request.body;
  const { response } = action;
  const answer = () => action.handler({ ctx, request, reply, user, body, query });
  if (!action.cached) return response ? answerAs(reply, response, await answer()) : answer();
  // The cache keeps the answer as written: by its schema when it has one.
  const written = async () => (response ? encodeAnswer(response, await answer()) : answer());
  return ctx.publicCache.serve(request, reply, written, { open: action.access === 'public' });
}
