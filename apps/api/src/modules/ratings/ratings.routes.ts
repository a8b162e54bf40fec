import { id, messageOnly } from '@portal/contract/common';
import { conflictInput, ratingMap, ratingQuery, ventureRatingInput } from '@portal/contract/judging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess } from '../../lib/access';
import { declareConflict, readRatings, saveRating, withdrawConflict } from './ratings.service';

const withdrawInput = z.object({ group_id: id, venture_id: id, user_id: id });

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
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: "Save the caller's rating of a venture, or declare or withdraw a conflict of interest, by type",
      description: [
        "- no `type` (group_venture_view, a judge of the group): `{ responses, group_id, venture_id }`, `responses` a map from every criterion id to stars (0.5-5 in half steps) for radio criteria or rich text for the others; all are required (422 `responses.<id>`). 403 for a judge outside the group, 404 for a venture not in it, 409 after the group's scoring deadline (the end of its end date in Nairobi) or after a declared conflict. Replaces the caller's previous rating; answers `{ message }`. Audited as VentureRating `rated`.",
        "- `type=conflict` (group_venture_view, a judge of the group): `{ group_id, venture_id, reason? }`: the venture leaves the judge's list and progress and their rating of it stops counting. Audited as RatingConflict `declared`.",
        "- `type=withdrawConflict` (user_group_create): `{ group_id, venture_id, user_id }`: lifts a judge's conflict. Audited as RatingConflict `deleted`.",
      ].join('\n'),
      querystring: z.object({ type: z.enum(['conflict', 'withdrawConflict']).optional() }),
      response: { 200: messageOnly },
    },
    handler: async (request) => {
      const { type } = request.query;
      if (type === 'withdrawConflict') {
        const user = assertAccess(request, 'user_group_create')!;
        return withdrawConflict(ctx, user, withdrawInput.parse(request.body ?? {}));
      }
      const user = assertAccess(request, 'group_venture_view')!;
      if (type === 'conflict') return declareConflict(ctx, user, conflictInput.parse(request.body ?? {}));
      return saveRating(ctx, user, ventureRatingInput.parse(request.body ?? {}));
    },
  });
};
