import { id } from '@portal/contract/common';
import { teamSave, ventureTeam } from '@portal/contract/ventures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, logRefusals, requirePermission } from '../../lib/access';
import { openProgram } from '../programs';
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
    // The wizard shows the 422's message: the first failing rule.
    config: { keepsPublicCache: true, firstErrorMessage: true },
    // Signed in, then the deadline (409 after it), before the body is validated.
    preValidation: [
      requirePermission('signedIn'),
      async (request) => {
        await openProgram(ctx);
        request.body ??= {} as typeof request.body;
      },
    ],
    schema: {
      tags: ['venture'],
      summary: "Replace the caller's venture team and step 4's venture fields",
      description: [
        'Body: contract `teamSave` (venture_id, venture_team_members, c_suite_members, c_suite_women,',
        'full_time_employee_count, part_time_employee_count). The venture must be the caller’s (403);',
        'at most 5 of each (422 "Maximum No. of Team Members Reached"); C-suite members are kept only',
        'when c_suite_women is 1. 409 after the deadline day. Answers `{ message, ventureTeamMembers,',
        'ventureCSuiteMembers }`. A 422 says the first failing rule as its `message`.',
      ].join('\n'),
      body: teamSave,
      response: { 200: ventureTeam.extend({ message: z.string() }) },
    },
    handler: (request) => saveVentureTeam(ctx, currentUser(request), request.body),
  });
};
