import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; ready: () => boolean }> = async (app, opts) => {
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: '200 once the database is migrated and reachable, 503 otherwise',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
    },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const ok = opts.ready() && (await opts.ctx.database.ping().catch(() => false));
      if (!ok) return reply.status(503).send({ status: 'unavailable' as const });
      return { status: 'ok' as const };
    },
  });
};
