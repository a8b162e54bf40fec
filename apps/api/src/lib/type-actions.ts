import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { type Access, assertAccess } from './access';
import { type ResourceAction, runAction } from './resource-action';

type ActionArgs = Parameters<ResourceAction['handler']>[0];

/** A `?type=` action whose handler takes its body as `body` parses it (runAction does, once). */
export const typedAction = <B extends z.ZodType>(
  action: Omit<ResourceAction, 'body' | 'handler'> & {
    body: B;
    handler(args: Omit<ActionArgs, 'body'> & { body: z.output<B> }): Promise<unknown>;
  },
): ResourceAction => action as ResourceAction;

/**
 * The preValidation hook of a call whose `?type=` actions read bodies of their own (spec §7's
 * style): an action is checked, its body parsed by its own schema and answered here (runAction),
 * before Fastify validates the route's `schema.body`, which is the plain call's. The plain call is
 * refused here too (`plain`: 401/403) before its body is looked at; a type the route does not
 * know is refused on the querystring's terms, as Fastify's validation would (it reads the body first).
 */
export function answerTypeActions(ctx: AppContext, actions: Record<string, ResourceAction>, plain: Access) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { type } = request.query as { type?: unknown };
    if (type === undefined) {
      assertAccess(request, plain);
      request.body ??= {};
      return;
    }
    const action = typeof type === 'string' && Object.hasOwn(actions, type) ? actions[type] : undefined;
    if (!action) {
      (request.routeOptions.schema?.querystring as z.ZodType | undefined)?.parse(request.query);
      return;
    }
    const answer = await runAction(action, ctx, request, reply, request.query as Record<string, unknown>);
    if (!reply.sent) reply.send(answer);
    // The reply is a promise of its end: the chain stops here, once the answer has gone.
    return reply;
  };
}

/** The bodies of the actions that read one, by type: what the OpenAPI document shows (bodyPerType). */
export const actionBodies = (actions: Record<string, ResourceAction>): Record<string, z.ZodType> =>
  Object.fromEntries(Object.entries(actions).flatMap(([type, a]) => (a.body ? [[type, a.body]] : [])));
