import { logEntry, recordLogBody } from '@portal/contract/logs';
import { listQuery, paged } from '@portal/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../plugins/access';
import { recordLog } from './logs.service';

export const logRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/log', {
    preHandler: requirePermission('log_view'),
    schema: {
      tags: ['log'],
      summary: "A record's change log (type=record): body { model, message: record id }",
      querystring: listQuery.pick({ page: true, per_page: true }).extend({ type: z.literal('record') }),
      body: recordLogBody,
      response: { 200: paged(logEntry) },
    },
    handler: async (request) =>
      recordLog(ctx, {
        model: request.body.model,
        recordId: request.body.message,
        page: request.query.page,
        per_page: request.query.per_page,
      }),
  });
};
