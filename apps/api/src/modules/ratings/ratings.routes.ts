import { messageOnly } from '@portal/contract/common';
import {
  conflictInput,
  ratingMap,
  ratingQuery,
  ventureRatingInput,
  withdrawConflictInput,
} from '@portal/contract/judging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser } from '../../lib/access';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import type { ResourceAction } from '../../lib/resource-action';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import { declareConflict, readRatings, saveRating, withdrawConflict } from './ratings.service';

/** The `POST /api/venture-rating?type=` actions: each answers `{ message }`. */
const ratingPostTypes = {
  conflict: typedAction({
    access: 'group_venture_view',
    summary:
      "a judge of the group: `{ group_id, venture_id, reason? }`: the venture leaves the judge's list and progress and their rating of it stops counting. Audited as RatingConflict `declared`.",
    body: conflictInput,
    handler: ({ ctx, user, body }) => declareConflict(ctx, user!, body),
  }),
  withdrawConflict: typedAction({
    access: 'user_group_create',
    summary: "`{ group_id, venture_id, user_id }`: lifts a judge's conflict. Audited as RatingConflict `deleted`.",
    body: withdrawConflictInput,
    handler: ({ ctx, user, body }) => withdrawConflict(ctx, user!, body),
  }),
} satisfies Record<string, ResourceAction>;
const postTypeNames = Object.keys(ratingPostTypes) as [keyof typeof ratingPostTypes];

/** `/api/venture-rating` (spec 2 §7): a judge's ratings, and their conflicts of interest. */
export const ratingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['venture-rating'];
  app.get('/api/venture-rating', {
    schema: {
      tags,
      summary: "A judge's rating of a venture: a map from criterion id to stars (0.5-5) or HTML",
      description:
        "group_venture_view or application_view. Without `user_id`, the caller's own rating; another judge's (`user_id`) only with application_view (403 otherwise). Without `group_id`, the judge's first group holding the venture. A judge outside the group gets 403. `{}` before any rating.",
      querystring: ratingQuery,
      response: { 200: ratingMap },
    },
    handler: async (request) => {
      const user = assertAccess(request, ['group_venture_view', 'application_view'])!;
      return readRatings(ctx, user, request.query);
    },
  });

  app.post('/api/venture-rating', {
    config: {
      keepsPublicCache: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': ventureRatingInput, ...actionBodies(ratingPostTypes) }),
      }),
    },
    preValidation: answerTypeActions(ctx, ratingPostTypes, 'group_venture_view'),
    schema: {
      tags,
      summary: "Save the caller's rating of a venture, or declare or withdraw a conflict of interest, by type",
      description: [
        "- no `type` (group_venture_view, a judge of the group): `{ responses, group_id, venture_id }`, `responses` a map from every criterion id to stars (0.5-5 in half steps) for radio criteria or rich text for the others; all are required (422 `responses.<id>`). 403 for a judge outside the group, 404 for a venture not in it, 409 after the group's scoring deadline (the end of its end date in Nairobi) or after a declared conflict. Replaces the caller's previous rating; answers `{ message }`. Audited as VentureRating `rated`.",
        ...postTypeNames.map((t) => `- \`type=${t}\` (${ratingPostTypes[t].access}): ${ratingPostTypes[t].summary}`),
      ].join('\n'),
      querystring: z.object({ type: z.enum(postTypeNames).optional() }),
      body: ventureRatingInput,
      response: { 200: messageOnly },
    },
    handler: (request) => saveRating(ctx, currentUser(request), request.body),
  });
};
