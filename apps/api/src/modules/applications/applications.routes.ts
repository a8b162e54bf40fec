import {
  applicationDetail,
  applicationRow,
  stageCounts as stageCountsSchema,
  stageMoveAnswer,
  stageMoveBody,
  trackCounts as trackCountsSchema,
  trackRow,
} from '@portal/contract/application-review';
import {
  LEVELS,
  level,
  STAGE_LIST_TYPES,
  STAGE_SEARCH_TYPES,
  STAGES,
  type Stage,
  stage,
  TRACK_LEVELS,
  trackLevel,
} from '@portal/contract/application-stages';
import { applicationInput, ownApplication } from '@portal/contract/applications';
import { id, idParam, messageOnly } from '@portal/contract/common';
import { applicationFormData } from '@portal/contract/judging';
import { scoreSort } from '@portal/contract/normalised-scores';
import { listQuery, paged } from '@portal/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser, requirePermission } from '../../lib/access';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import type { ResourceAction } from '../../lib/resource-action';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import { openProgram } from '../programs';
import { criteriaList } from '../scoring';
import { applicationDetailOf } from './application-detail.service';
import { trackCounts, trackPage } from './application-tracking.service';
import { ownApplicationOf, submitApplication } from './applications.service';
import { applicationPage, deleteApplication, moveStage, stageCounts } from './review.service';

/** The query of `GET /api/application`: every type's parameters (each type reads its own). */
const getQuery = listQuery.extend({
  stage: stage.optional(),
  level: trackLevel.optional(),
  program_id: id.optional(),
  sort: scoreSort
    .optional()
    .describe(
      'Stage lists and searches: order by the raw (`raw`) or normalised (`normalised`) score, best first, then newest; newest first without it',
    ),
});
type GetQuery = z.infer<typeof getQuery>;
const asQuery = (query: Record<string, unknown>) => query as GetQuery;

const PROGRAM_NOTE =
  'Applications of `program_id` when given, else of the active programme, else of the most recently created one.';

/** `type=<stage list>` and `type=<stage>Search`: one stage's page, newest first (searched when `search` is given). */
const stageTypes = (kind: 'list' | 'search') =>
  Object.fromEntries(
    STAGES.map((s: Stage) => [
      (kind === 'list' ? STAGE_LIST_TYPES : STAGE_SEARCH_TYPES)[s],
      {
        access: 'application_view',
        summary:
          kind === 'list'
            ? `A page (\`page\`, \`per_page\`) of the ${s} stage's applications, newest first or by \`sort\` (\`search\` filters too)`
            : `The ${s} stage's applications whose founder name (first, middle, last, "first last"), e-mail or venture name contains \`search\`, paged`,
        handler: async ({ ctx, query }) => applicationPage(ctx, { ...asQuery(query), stage: s }),
      } satisfies ResourceAction,
    ]),
  ) as Record<string, ResourceAction>;

/**
 * The `GET /api/application?type=` views, each with its access rule: the applicant's own
 * application, and the staff's stage lists, searches, counts and applicant tracking.
 */
export const applicationGetTypes = {
  application: {
    access: 'signedIn',
    summary: "The caller's application to the active programme: `{ status, application }`, status 1 once submitted",
    handler: async ({ ctx, user }) => ownApplicationOf(ctx, user!.id),
  },
  ...stageTypes('list'),
  ...stageTypes('search'),
  search: {
    access: 'application_view',
    summary:
      'Applications of `stage` (every stage without one) whose founder name, e-mail or venture name contains `search`, paged, newest first',
    handler: async ({ ctx, query }) => applicationPage(ctx, asQuery(query)),
  },
  counts: {
    access: 'application_view',
    summary: 'The number of applications in each stage (the tab counts): `{ submitted, review, ... }`',
    handler: async ({ ctx, query }) => stageCounts(ctx, asQuery(query)),
  },
  track: {
    access: 'application_view',
    summary: `Applicants (users holding the Applicant role) at \`level\` (${TRACK_LEVELS.join(', ')}; every level without one), paged, newest registration first; \`search\` matches names and e-mail`,
    handler: async ({ ctx, query }) => trackPage(ctx, asQuery(query)),
  },
  formData: {
    access: 'application_view',
    summary:
      'The form data of the applications screen: `{ ratings }`, the rating criteria (id, name, description, weight, type) in order',
    handler: async ({ ctx }) => ({ ratings: await criteriaList(ctx.db) }),
  },
  trackCounts: {
    access: 'application_view',
    summary: 'The number of applicants at each tracking level: `{ registered, personal_details, ... }`',
    handler: async ({ ctx, query }) => trackCounts(ctx, asQuery(query)),
  },
} satisfies Record<string, ResourceAction>;

type ApplicationGetType = keyof typeof applicationGetTypes;
const typeNames = Object.keys(applicationGetTypes) as [ApplicationGetType, ...ApplicationGetType[]];

/** What `GET /api/application` answers, by type (the OpenAPI document lists each shape). */
const getAnswer = z.union([
  ownApplication,
  paged(applicationRow),
  paged(trackRow),
  stageCountsSchema,
  trackCountsSchema,
  applicationFormData,
]);

/** `POST /api/application?type=review&level=`: a stage move; without `type`, the applicant's submission. */
const postQuery = z.object({ type: z.literal('review'), level });

/**
 * `/api/application` (spec 1 §7, spec 2 §7): the applicant's own application and its submission,
 * and the staff's review pipeline: stage lists and searches, counts, detail, stage moves, delete,
 * and the tracking of applicants.
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/application', {
    schema: {
      tags: ['application'],
      summary: 'Applications, by type',
      description: [
        ...typeNames.map((t) => {
          const a: ResourceAction = applicationGetTypes[t];
          return `- \`type=${t}\` (${a.access}): ${a.summary}`;
        }),
        '',
        `Staff lists answer \`{ data, current_page, per_page, total, last_page }\`; \`applicationScore\` 0 means Pending. ${PROGRAM_NOTE} 401 signed out, 403 without \`application_view\`.`,
      ].join('\n'),
      querystring: getQuery.extend({ type: z.enum(typeNames) }),
      response: { 200: getAnswer },
    },
    handler: async (request, reply) => {
      const action: ResourceAction = applicationGetTypes[request.query.type];
      const user = assertAccess(request, action.access);
      const answer = action.handler({ ctx, request, reply, user, body: undefined, query: request.query });
      return answer as Promise<z.output<typeof getAnswer>>;
    },
  });

  app.get('/api/application/:id', {
    preValidation: requirePermission('application_view'),
    schema: {
      tags: ['application'],
      summary: 'One application with everything its detail and PDF show (application_view)',
      description:
        'The founder (gender and nationality names), the venture (organisation type, stage as `step`, sectors, client locations, countries, C-suite and team members with their names), the stored answers in the five groups and `other`, the marketing source, `applicationScore` (0: Pending) and `applicationRatings`. 404 for an unknown id.',
      params: idParam,
      response: { 200: applicationDetail },
    },
    handler: async (request) => applicationDetailOf(ctx.db, request.params.id),
  });

  /** `POST /api/application?type=review&level=`: a stage move, with a body of its own. */
  const postTypes = {
    review: typedAction({
      access: 'application_review',
      summary: 'Move an application between stages: body `{ id, direction?, from? }`, the stage in `level`',
      body: stageMoveBody,
      response: stageMoveAnswer,
      handler: ({ user, body, query }) => moveStage(ctx, user!, postQuery.parse(query).level, body),
    }),
  };

  app.post('/api/application', {
    config: {
      keepsPublicCache: true,
      // The body's errors carry the spec's messages: the first one is the answer's message.
      firstErrorMessage: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': applicationInput, ...actionBodies(postTypes) }),
      }),
    },
    preValidation: [
      answerTypeActions(ctx, postTypes, 'signedIn'),
      // A submission after the deadline day is refused as such, whatever its body holds.
      async () => {
        await openProgram(ctx);
      },
    ],
    schema: {
      tags: ['application'],
      summary: "Submit the caller's application to the open programme (again: update it), or move one between stages",
      description: [
        "Without `type` (signed in): submits the caller's application. 409 after the deadline day, without a saved venture or with required answers missing; 422 with the spec's message without a marketing source or the terms agreement. Sends a confirmation e-mail. A resubmission keeps the application's stage.",
        `\`type=review&level=<${Object.keys(LEVELS).join('|')}>\` (application_review): body \`{ id, direction?, from? }\`; moves the application to the stage \`level\` names when STAGE_MOVES has that move from its stage, and answers \`{ message, application }\` with the move's message. Every other move, a \`direction\` other than the move's, or a \`from\` other than the current stage answers 409. Audited as Application \`moved\`.`,
      ].join('\n'),
      querystring: z.object({ type: z.literal('review').optional(), level: level.optional() }),
      body: applicationInput,
      response: { 200: z.union([ownApplication, stageMoveAnswer]) },
    },
    handler: async (request) => submitApplication(ctx, currentUser(request), request.body),
  });

  app.delete('/api/application/:id', {
    config: { keepsPublicCache: true },
    preValidation: requirePermission('application_archive'),
    schema: {
      tags: ['application'],
      summary: 'Delete an application (application_archive)',
      description:
        "Removes the application; the audit entry (Application `deleted`) keeps the whole row. The founder's venture, team and answers stay hers. 404 for an unknown id.",
      params: idParam,
      response: { 200: messageOnly },
    },
    handler: async (request) => deleteApplication(ctx, currentUser(request), request.params.id),
  });
};
