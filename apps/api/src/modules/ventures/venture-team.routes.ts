import { id } from '@portal/contract/common';
import { ventureTeam } from '@portal/contract/ventures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, logRefusals, requirePermission } from '../../lib/access';
import { getVentureTeam, saveVentureTeam } from './venture-team.service';

/** `/api/venture-team-member` (spec 1 §7, step 4 of the application wizard): the venture's team. */
export const ventureTeamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  logRefusals(app);

  app.get('/api/venture-team-member', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['venture'],
      summary: 'The team of a venture (its owner, or application_view staff)',
      querystring: z.object({ venture_id: id }),
      response: { 200: ventureTeam },
    },
    handler: (request) => getVentureTeam(ctx, currentUser(request), request.query.venture_id),
  });

  app.post('/api/venture-team-member', {
    config: { keepsPublicCache: true },
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['venture'],
      summary: "Replace the caller's venture team and step 4's venture fields",
      description: [
        'Body: contract `teamInput` (venture_id, venture_team_members, c_suite_members, c_suite_women,',
        'full_time_employee_count, part_time_employee_count). The venture must be the caller’s (403);',
        'at most 5 of each (422 "Maximum No. of Team Members Reached"); C-suite members are kept only',
        'when c_suite_women is 1. 409 after the deadline day. Answers `{ message, ventureTeamMembers,',
        'ventureCSuiteMembers }`.',
      ].join('\n'),
      response: { 200: ventureTeam.extend({ message: z.string() }) },
    },
    handler: (request) => saveVentureTeam(ctx, currentUser(request), request.body),
  });
};
