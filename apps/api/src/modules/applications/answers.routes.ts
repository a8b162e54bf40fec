import { answers } from '@portal/contract/applications';
import { messageOnly } from '@portal/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser, requirePermission } from '../../lib/access';
import { openProgram } from '../programs';
import { ownAnswers, saveAnswers } from './answers.service';

/** `GET`/`POST /api/answer` (spec 1 §7): the caller's answers to the application's questions. */
export const answerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/answer', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['answer'],
      summary: "The caller's answers for the active programme: five groups keyed by question or part id, and `other`",
      response: { 200: answers },
    },
    handler: async (request) => ownAnswers(ctx, currentUser(request).id),
  });

  app.post('/api/answer', {
    config: { keepsPublicCache: true },
    // Signed in, then the deadline, before the body is validated: after it, every save answers 409.
    preValidation: [
      requirePermission('signedIn'),
      async (request) => {
        await openProgram(ctx);
        request.body ??= {} as typeof request.body;
      },
    ],
    schema: {
      tags: ['answer'],
      summary: "Replace the caller's answers for the open programme",
      description:
        'Refused with 409 after the deadline day; 422 with `question_<id>` errors for an unknown question or option, a missing required answer, a text over its length or an Other without its text. Answers to a child question its parent answer hides are dropped.',
      body: answers,
      response: { 200: messageOnly },
    },
    handler: async (request) => saveAnswers(ctx, currentUser(request), request.body),
  });
};
