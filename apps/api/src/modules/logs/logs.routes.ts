import { errorBody } from '@portal/contract/errors';
import {
  logEntry,
  logFormData as logFormDataSchema,
  logSearchBody,
  logUser,
  recordLogBody,
} from '@portal/contract/logs';
import { listQuery, paged } from '@portal/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requirePermission } from '../../lib/access';
import { todayFor } from '../../lib/dates';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import { allLogs, logFormData, logUsers, recordLog, searchLogs } from './logs.service';

const pageQuery = listQuery.pick({ page: true, per_page: true });

/** `/api/log` (spec 3 §7 "Logs and dashboard"): everything here needs log_view. */
export const logRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Dates are not after today: the programme's day when the request comes, not when the route was built.
  const searchBody = logSearchBody(() => todayFor(ctx));

  /** `POST /api/log?type=record`: one record's entries, with a body of its own. */
  const postTypes = {
    record: typedAction({
      access: 'log_view',
      summary: "One record's change log: body `{ model, message: record id }`",
      body: recordLogBody,
      response: paged(logEntry),
      handler: ({ body, query }) => {
        const { page, per_page } = pageQuery.parse(query);
        return recordLog(ctx, { model: body.model, recordId: body.message, page, per_page });
      },
    }),
  };

  app.post('/api/log', {
    config: {
      keepsPublicCache: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': searchBody, ...actionBodies(postTypes) }),
      }),
    },
    preValidation: answerTypeActions(ctx, postTypes, 'log_view'),
    schema: {
      tags: ['log'],
      summary: "Search the log (body { searchData }), or a record's change log (type=record)",
      description: [
        '- Without `type`: body `{ searchData: { userId, userName, model, action, date_from, date_to } }`; the filters given combine (user AND model AND action AND the date range, both days included, Nairobi days). At least one is needed; dates are `YYYY-MM-DD`, not after today, `date_to` not before `date_from` (422 otherwise). `userName` is ignored.',
        "- `type=record`: body `{ model, message: record id }`: that record's entries.",
        '',
        'Newest first, paged (`page`, `per_page`).',
      ].join('\n'),
      querystring: pageQuery.extend({ type: z.literal('record').optional() }),
      body: searchBody,
      response: { 200: paged(logEntry), 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request) => {
      const { page, per_page } = request.query;
      return searchLogs(ctx, request.body.searchData, { page, per_page });
    },
  });

  app.get('/api/log', {
    preValidation: requirePermission('log_view'),
    schema: {
      tags: ['log'],
      summary: 'Every log entry, newest first (paged); type=formData: the filter lists; type=users: the Find User list',
      description:
        '- no `type`: the log, paged.\n- `type=formData`: `{ models, actions }` for the dropdowns.\n- `type=users&search=&page=`: accounts by name (names and e-mail searched) for the Find User dialog.',
      querystring: listQuery.extend({ type: z.enum(['formData', 'users']).optional() }),
      response: {
        200: z.union([paged(logEntry), logFormDataSchema, paged(logUser)]),
        401: errorBody,
        403: errorBody,
        422: errorBody,
      },
    },
    handler: async (request) => {
      const { type, page, per_page, search } = request.query;
      if (type === 'formData') return logFormData(ctx);
      if (type === 'users') return logUsers(ctx, { page, per_page, search: search || undefined });
      return allLogs(ctx, { page, per_page });
    },
  });
};
