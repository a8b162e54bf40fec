import { idBody, idParam, messageOnly } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { listQuery, paged } from '@portal/contract/pagination';
import type { Permission } from '@portal/contract/permissions';
import { adminQuestion, publicQuestions, questionFormData, questionInput } from '@portal/contract/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { type Access, assertAccess, currentUser } from '../../lib/access';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import { type ResourceAction, runAction } from '../../lib/resource-action';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import {
  activeQuestionSet,
  createQuestion,
  deleteQuestion,
  questionFormData as formDataOf,
  fullQuestionSet,
  listQuestions,
  setQuestionActive,
  showQuestion,
  updateQuestion,
} from './questions.service';

/**
 * Who may read the question screen's data (list, search, show, form data): `question_view`, or
 * `Question_view`, the permission of the second menu link `/question` to the same screen
 * (DESIGN.md), so that a user the menu sends there can use it.
 */
export const QUESTION_READERS = ['question_view', 'Question_view'] as const satisfies readonly Permission[];

/**
 * Who may read the whole question set (`type=all`), active or not: the question screen's readers
 * the staff who read applications against it, and the judges reading the ventures of their groups
 * (group_venture_view; the Problem/Solution sub-tab). Any one permission of the list will do.
 */
export const QUESTION_SET_READERS = [
  ...QUESTION_READERS,
  'application_view',
  'group_venture_view',
] as const satisfies readonly Permission[];

/** The `GET /api/question?type=` views besides the paged list and search. */
export const questionGetTypes = {
  public: {
    access: 'signedIn',
    cached: true,
    summary:
      'The active questions of the application (step 3), ordered by number, with their type, options, parts and active child questions',
    handler: async ({ ctx }) => publicQuestions.parse(await activeQuestionSet(ctx.db)),
  },
  all: {
    access: QUESTION_SET_READERS,
    summary:
      'Every question, active or not, top-level ordered by number with all their child questions nested, in the shape of `type=public` (staff read applications against it)',
    handler: async ({ ctx }) => publicQuestions.parse(await fullQuestionSet(ctx.db)),
  },
  formData: {
    access: QUESTION_READERS,
    summary:
      'What the question form chooses from: `question_types`, and `parents` (top-level single select questions with a revealing option, active or not)',
    handler: async ({ ctx }) => questionFormData.parse(await formDataOf(ctx.db)),
  },
} satisfies Record<string, ResourceAction>;

type QuestionGetType = keyof typeof questionGetTypes;
const getTypeNames = ['search', ...Object.keys(questionGetTypes)] as ['search', ...QuestionGetType[]];

/** The answers of `GET /api/question`, disjoint shapes: the paged list, the question set (an array), the form data. */
const getAnswer = z.union([paged(adminQuestion), publicQuestions, questionFormData]);
type GetAnswer = z.output<typeof getAnswer>;

/** The `POST /api/question?type=` actions: each answers the question. */
export const questionPostTypes = {
  activate: typedAction({
    access: 'question_activate',
    summary: '`{ id }`: activates the question; refuses (409) a number an active sibling holds',
    body: idBody,
    handler: ({ ctx, user, body }) => setQuestionActive(ctx, user!, body.id, 1),
  }),
  deactivate: typedAction({
    access: 'question_deactivate',
    summary: '`{ id }`: deactivates the question',
    body: idBody,
    handler: ({ ctx, user, body }) => setQuestionActive(ctx, user!, body.id, 0),
  }),
} satisfies Record<string, ResourceAction>;
const postTypeNames = Object.keys(questionPostTypes) as [keyof typeof questionPostTypes];

const describeAccess = (access: Access) => [access].flat().join(' or ');
const tags = ['question'];

/**
 * `/api/question` (spec 1 §7, spec 2 §7): the applicants' question set, and the question screen's
 * paged list, search, show, form data, create, update, delete, activate and deactivate, each
 * checked against its permission here; the rules that keep answers intact are in the service.
 */
export const questionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/question', {
    schema: {
      tags,
      summary: 'Questions: the paged admin list, a search, or another view by type',
      description: [
        `- no \`type\` or \`type=search&search=\` (${describeAccess(QUESTION_READERS)}): a page of questions (\`{ data, current_page, per_page, total, last_page }\`), top-level ones by number each followed by its child questions; search looks in the question text`,
        ...(Object.keys(questionGetTypes) as QuestionGetType[]).map(
          (t) => `- \`type=${t}\` (${describeAccess(questionGetTypes[t].access)}): ${questionGetTypes[t].summary}`,
        ),
      ].join('\n'),
      querystring: listQuery.extend({ type: z.enum(getTypeNames).optional() }),
      response: { 200: getAnswer },
    },
    handler: async (request, reply) => {
      const { type, ...list } = request.query;
      if (type && type !== 'search') {
        // Written by the route's schema (or served as cached): a wrong shape is a 500, not a leak.
        return runAction(questionGetTypes[type], ctx, request, reply, request.query) as Promise<GetAnswer>;
      }
      assertAccess(request, QUESTION_READERS);
      return listQuestions(ctx, list);
    },
  });

  app.get('/api/question/:id', {
    schema: {
      tags,
      summary: 'One question, with its parent and what its answers pin down',
      params: idParam,
      response: { 200: adminQuestion },
    },
    handler: async (request) => {
      assertAccess(request, QUESTION_READERS);
      return showQuestion(ctx.db, request.params.id);
    },
  });

  app.post('/api/question', {
    config: {
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': questionInput, ...actionBodies(questionPostTypes) }),
      }),
    },
    preValidation: answerTypeActions(ctx, questionPostTypes, 'question_create'),
    schema: {
      tags,
      summary: 'Create a question (question_create), or activate / deactivate one by type',
      description: [
        'Without `type` (question_create): the question form payload (spec 2 §3); answers 201 and the question.',
        ...(Object.keys(questionPostTypes) as (keyof typeof questionPostTypes)[]).map(
          (t) => `- \`type=${t}\` (${describeAccess(questionPostTypes[t].access)}): ${questionPostTypes[t].summary}`,
        ),
      ].join('\n'),
      querystring: z.object({ type: z.enum(postTypeNames).optional() }),
      body: questionInput,
      response: { 200: adminQuestion, 201: adminQuestion },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await createQuestion(ctx, user, request.body));
    },
  });

  app.put('/api/question/:id', {
    schema: {
      tags,
      summary: 'Update a question (question_edit): the question form payload; 409 when its answers forbid the change',
      params: idParam,
      body: questionInput,
      response: { 200: adminQuestion },
    },
    // The permission before the payload: no field errors for someone who may not edit.
    preValidation: async (request) => {
      assertAccess(request, 'question_edit');
    },
    handler: async (request) => {
      const user = assertAccess(request, 'question_edit');
      return updateQuestion(ctx, user, request.params.id, request.body);
    },
  });

  app.delete('/api/question/:id', {
    schema: {
      tags,
      summary: 'Delete a question with its options, parts and child questions (question_archive); 409 once answered',
      params: idParam,
      response: { 200: messageOnly },
    },
    handler: async (request) => {
      const user = assertAccess(request, 'question_archive');
      await deleteQuestion(ctx, user, request.params.id);
      return { message: MSG.questionDeleted };
    },
  });
};
