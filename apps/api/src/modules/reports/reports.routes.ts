import type { Readable } from 'node:stream';
import { STAGE_REPORT_TYPES, STAGES, type Stage } from '@portal/contract/application-stages';
import { quickStats as quickStatsSchema } from '@portal/contract/dashboard';
import { errorBody } from '@portal/contract/errors';
import { applicationPdfBody, reportQuery } from '@portal/contract/reports';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser, requirePermission } from '../../lib/access';
import { binary, fileAnswer } from '../../lib/openapi';
import { reserveAttempt } from '../../lib/rate-limit';
import { applicationPdf } from './application-pdf';
import { quickStats } from './quick-stats';
import { stageCsv, trackCsv } from './reports.service';

const stageOfReport = Object.fromEntries(STAGES.map((s) => [STAGE_REPORT_TYPES[s], s])) as Record<string, Stage>;

const CSV_TYPE = 'text/csv; charset=utf-8';
const PDF_TYPE = 'application/pdf';

/** A download, streamed: outside the JSON answers the route's reply is typed for. */
const download = (reply: FastifyReply, type: string, file: { filename: string; stream: Readable }) =>
  reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition(file.filename))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);

/**
 * `/api/report` (spec 2 §7): the stage CSVs, the tracking CSV and an application's PDF, for staff
 * holding `application_view`, limited per staff member (`exportsPerUser`, 429 past it).
 */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limit = async (userId: number) => {
    await reserveAttempt({ limiter: ctx.limits.exportsPerUser, key: `export:${userId}` });
  };

  app.get('/api/report', {
    // The dashboard's numbers need dashboard_view; every download needs application_view.
    preValidation: async (request) => {
      const type = (request.query as { type?: unknown }).type;
      assertAccess(request, type === 'quickStats' ? 'dashboard_view' : 'application_view');
    },
    schema: {
      tags: ['report'],
      summary:
        'Download a stage of applications, or applicants at a tracking level, as CSV (application_view); type=quickStats: the dashboard (dashboard_view)',
      description: [
        "- `type=quickStats` (dashboard_view): the dashboard's numbers as JSON (`QuickStats` of the contract): the active programme, users per month over the last 12 months, users by nationality (top 10, then Other countries) and gender; the sectors, customer locations, organisation types (`venture_client_types`), marketing sources and venture stages (`venture_steps`) of the ventures that applied to the active programme (else the most recent one), and its applications per review stage. Not rate-limited.",
        `- \`type=<${STAGES.map((s) => STAGE_REPORT_TYPES[s]).join('|')}>\`: the stage's applications, newest first: Application ID, Principal Founder, E-mail, Phone, Venture, Stage, Score (Pending or %), Source, Date Added (Nairobi), then one column per question of the programme's question set (active or answered; a multi-part question one column per part, "Question — Part"; children after their parent) with the answer as text. File "<Stage> Applications - YYYY-MM-DD.csv".`,
        '- `type=trackApplications&level=<level>`: the applicants at that tracking level: Name, E-mail, Phone, Venture, Level, Registered. File "<Level> Applicants - YYYY-MM-DD.csv".',
        '',
        "UTF-8 with a BOM; cells starting with = + - @, tab or CR are prefixed with ' (formula injection). Streamed in batches. Applications of `program_id` when given, else of the active programme, else of the most recent one. 429 past the export limit.",
      ].join('\n'),
      querystring: reportQuery,
      response: {
        200: {
          description: 'The CSV file, or the dashboard with `type=quickStats`',
          content: {
            'text/csv': { schema: binary },
            'application/json': { schema: quickStatsSchema },
          },
        },
        401: errorBody,
        403: errorBody,
        422: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { type, level, program_id } = request.query;
      if (type === 'quickStats') return reply.header('Cache-Control', 'private, no-store').send(await quickStats(ctx));
      await limit(user.id);
      const file =
        type === 'trackApplications'
          ? await trackCsv(ctx, { level: level!, program_id }, request.log)
          : await stageCsv(ctx, { stage: stageOfReport[type]!, program_id }, request.log);
      return download(reply as FastifyReply, CSV_TYPE, file);
    },
  });

  app.post('/api/report', {
    config: { keepsPublicCache: true },
    preValidation: requirePermission('application_view'),
    // The client posts the whole application object (spec 2 §7); only its id is read.
    bodyLimit: 5 * 1024 * 1024,
    schema: {
      tags: ['report'],
      summary: 'Download an application as PDF (type=applicationPDF, application_view)',
      description:
        'Body: the application object as the detail answers it; only its `id` is used: the document is rebuilt from the database. An A4 document with the venture, founder, stage and dates, then Principal Founder, Venture, Problem/Solution, Team and Rating. File "<Venture> - YYYY-MM-DD.pdf". 404 for an unknown id; 429 past the export limit.',
      querystring: z.object({ type: z.literal('applicationPDF') }),
      body: applicationPdfBody,
      response: {
        200: fileAnswer('The PDF file', [PDF_TYPE]),
        401: errorBody,
        403: errorBody,
        404: errorBody,
        422: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      await limit(user.id);
      const file = await applicationPdf(ctx, request.body.id);
      return download(reply as FastifyReply, PDF_TYPE, file);
    },
  });
};
