import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pastCohorts } from '../../db/schema';

const publicCohort = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** The public list behind the header's Past Cohorts menu; the admin resource comes with the content issue. */
export const pastCohortRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/past-cohort', {
    schema: {
      tags: ['past-cohort'],
      summary: 'Active past cohorts (type=public), oldest first',
      querystring: z.object({ type: z.literal('public') }),
      response: { 200: z.object({ data: z.array(publicCohort) }) },
    },
    handler: async () => {
      const data = await ctx.db
        .select({ id: pastCohorts.id, name: pastCohorts.name, slug: pastCohorts.slug })
        .from(pastCohorts)
        .where(eq(pastCohorts.active, 1))
        .orderBy(asc(pastCohorts.id));
      return { data };
    },
  });
};
