import { formData as formDataSchema } from '@portal/contract/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../plugins/access';
import { formData } from '../reference/reference.service';

/** `GET /api/user?type=formData`; the users admin resource joins this module with its own issue. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/user', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['user'],
      summary: 'Form data of the profile and application forms (type=formData)',
      querystring: z.object({ type: z.literal('formData') }),
      response: { 200: formDataSchema },
    },
    handler: async () => formData(ctx.db),
  });
};
