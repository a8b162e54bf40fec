import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

/** How long a good ping answers for: probes and load balancers ask often, the database is asked once a second. */
export const PING_REUSE_MS = 1000;

const HEALTHY = JSON.stringify({ status: 'ok' });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; ready: () => boolean }> = async (app, opts) => {
  let lastGood = Number.NEGATIVE_INFINITY;
  let pinging: Promise<boolean> | null = null;
  // Concurrent checks share one ping; a failed ping is never reused (the next check asks again).
  const databaseUp = async () => {
    const now = Date.now();
    if (now - lastGood < PING_REUSE_MS) return true;
    pinging ??= opts.ctx.database
      .ping()
      .catch(() => false)
      .then((ok) => {
        if (ok) lastGood = Date.now();
        pinging = null;
        return ok;
      });
    return pinging;
  };

  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: '200 once the database is migrated and reachable, 503 otherwise',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
    },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const ok = opts.ready() && (await databaseUp());
      if (!ok) return reply.status(503).send({ status: 'unavailable' as const });
      // Probes ask often: the answer is written once, not serialised for every request (a string
      // is sent as it is; the schema above still documents it).
      return reply.type('application/json; charset=utf-8').send(HEALTHY as never);
    },
  });
};
