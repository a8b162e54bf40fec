import { id, idParam, messageOnly } from '@portal/contract/common';
import {
  groupFormData as groupFormDataSchema,
  groupVentureDetail as groupVentureDetailSchema,
  groupVentureInput,
  groupVentureRow,
  myGroups as myGroupsSchema,
  nextVenture,
  userGroupInput,
  userGroupRow,
  ventureCandidate,
} from '@portal/contract/judging';
import { scoreSort } from '@portal/contract/normalised-scores';
import { listQuery, paged } from '@portal/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess } from '../../lib/access';
import { addUserGroup, removeUserGroup, updateUserGroup, userGroupPage } from './group-judges.service';
import {
  addGroupVenture,
  groupVentureDetail,
  groupVenturePage,
  removeGroupVenture,
  updateGroupVenture,
  ventureCandidates,
} from './group-ventures.service';
import { groupsResource } from './groups.resource';
import { groupFormData } from './groups.service';
import { myGroups, nextGroupVenture } from './judge-queue.service';

/**
 * `/api/group` (spec 2 §7): groups, declared (groups.resource.ts). A judge (group_view without an
 * organiser's permission) lists and opens only the groups they are assigned to (403 for another).
 */
export const groupRoutes = groupsResource.routes({
  get: {
    formData: {
      access: 'group_view',
      summary:
        '`{ judges, ratings }`: the users holding the Judge role (id, first_name, middle_name, last_name; empty without user_group_view) and the rating criteria (id, name, description, weight, type)',
      response: groupFormDataSchema,
      handler: ({ ctx, user }) => groupFormData(ctx, user!),
    },
    mine: {
      access: 'group_view',
      summary:
        "The groups the caller judges: `[{ group, rated, total, conflicts, progress, average, open, next_group_venture_id }]`, soonest scoring deadline first; `next_group_venture_id` is the caller's next unrated venture (null when every one is rated)",
      response: myGroupsSchema,
      handler: ({ ctx, user }) => myGroups(ctx, user!),
    },
  },
});

const groupQuery = listQuery.extend({
  group_id: id,
  type: z.enum(['search', 'candidates', 'next']).optional(),
  after: id.optional(),
  sort: scoreSort
    .optional()
    .describe(
      "The group's ventures, for staff holding application_view: by the raw (`raw`) or normalised (`normalised`) score, best first, then in the order added; in the order added without it (and always for a judge)",
    ),
});

/**
 * `/api/group-venture` and `/api/user-group` (spec 2 §7): the ventures and the judges of a group.
 */
export const groupMembersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['group-venture'];
  app.get('/api/group-venture', {
    schema: {
      tags,
      summary:
        "A group's ventures (paged, searchable), the ventures that may join it, or the caller's next one to rate",
      description: [
        "- no `type` or `type=search&search=` (group_venture_view): the group's ventures in the order they were added, `search` matching the venture or founder name. A judge of the group sees only the groups they judge (403 otherwise) and not the ventures they declared a conflict with; `individualScore` is their own score, `rated` whether they rated it. Staff holding application_view see every venture, `individualScore` as the mean of the judges' scores and `spread` (each judge's score, min, max, range; `wide` from 25 points).",
        '- `type=candidates&group_id=&search=` (group_assign_venture): the searchable picker of Add Venture: ventures whose application to the reviewed programme (the active one, else the latest) is Selected for Rating or Shortlisted and that are not in the group yet.',
        "- `type=next&group_id=&after=` (group_venture_view, a judge of the group): `{ group_venture }`, the caller's next venture without their rating or a conflict, after the group venture `after` in list order, wrapping round; null when none is left (Save and next).",
      ].join('\n'),
      querystring: groupQuery,
      response: { 200: z.union([paged(groupVentureRow), paged(ventureCandidate), nextVenture]) },
    },
    handler: async (request) => {
      const q = request.query;
      if (q.type === 'candidates') {
        assertAccess(request, 'group_assign_venture');
        return ventureCandidates(ctx, q);
      }
      const user = assertAccess(request, 'group_venture_view')!;
      if (q.type === 'next') return nextGroupVenture(ctx, user, q.group_id, q.after);
      return groupVenturePage(ctx, user, q);
    },
  });

  app.get('/api/group-venture/:id', {
    schema: {
      tags,
      summary: 'A venture inside its group, with its application (group_venture_view)',
      description:
        "For a judge of the group: the group venture, the group, the application the venture was selected from (founder, venture, answers, team; no other judge's rating or score), the caller's own saved rating (`ratings`), whether scoring is `open` and its `deadline` (the group's end date, Nairobi), and whether the caller declared a `conflict`. Staff holding application_view get every judge's rating in `application`. 403 for anyone else.",
      params: idParam,
      response: { 200: groupVentureDetailSchema },
    },
    handler: async (request) => {
      const user = assertAccess(request, 'group_venture_view')!;
      return groupVentureDetail(ctx, user, request.params.id);
    },
  });

  app.post('/api/group-venture', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Add a venture to a group (group_assign_venture)',
      description:
        '`{ group_id, venture_id }`: the venture needs an application to the reviewed programme that is Selected for Rating or Shortlisted (422 otherwise); 409 when it is in the group already. Audited as GroupVenture `created`.',
      body: groupVentureInput,
      response: { 201: groupVentureRow },
    },
    preValidation: async (request) => {
      assertAccess(request, 'group_assign_venture');
    },
    handler: async (request, reply) => {
      const user = assertAccess(request, 'group_assign_venture')!;
      return reply.status(201).send(await addGroupVenture(ctx, user, request.body));
    },
  });

  app.put('/api/group-venture/:id', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Change the venture of a group venture (group_assign_venture)',
      description: 'Same body and rules as the add. The ratings of the venture it held stay, uncounted.',
      params: idParam,
      body: groupVentureInput,
      response: { 200: groupVentureRow },
    },
    preValidation: async (request) => {
      assertAccess(request, 'group_assign_venture');
    },
    handler: async (request) =>
      updateGroupVenture(ctx, assertAccess(request, 'group_assign_venture')!, request.params.id, request.body),
  });

  app.delete('/api/group-venture/:id', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Remove a venture from its group (group_venture_archive)',
      description:
        "The judges' ratings of it stay in the database but stop counting (applicationScore, Progress, Average) while it is out; adding the venture back counts them again. Audited as GroupVenture `deleted`.",
      params: idParam,
      response: { 200: messageOnly },
    },
    handler: async (request) =>
      removeGroupVenture(ctx, assertAccess(request, 'group_venture_archive'), request.params.id),
  });

  const judgeTags = ['user-group'];
  app.get('/api/user-group', {
    schema: {
      tags: judgeTags,
      summary: "A group's judges with Progress and Average (user_group_view)",
      description:
        "`group_id`, `page`, and `type=search&search=` matching names and e-mail. Progress = ventures rated / ventures in the group less the judge's conflicts (0-100); Average = the mean of the judge's scores there (0-100).",
      querystring: listQuery.extend({ group_id: id, type: z.literal('search').optional() }),
      response: { 200: paged(userGroupRow) },
    },
    handler: async (request) => {
      assertAccess(request, 'user_group_view');
      return userGroupPage(ctx, request.query);
    },
  });

  app.post('/api/user-group', {
    config: { keepsPublicCache: true },
    schema: {
      tags: judgeTags,
      summary: 'Add a judge to a group (user_group_create)',
      description:
        '`{ user_id, group_id }`: the user must be active and hold the Judge role (422 otherwise); 409 when already in the group. Audited as UserGroup `created`.',
      body: userGroupInput,
      response: { 201: userGroupRow },
    },
    preValidation: async (request) => {
      assertAccess(request, 'user_group_create');
    },
    handler: async (request, reply) =>
      reply.status(201).send(await addUserGroup(ctx, assertAccess(request, 'user_group_create'), request.body)),
  });

  app.put('/api/user-group/:id', {
    config: { keepsPublicCache: true },
    schema: {
      tags: judgeTags,
      summary: 'Change the judge of an assignment (user_group_create)',
      params: idParam,
      body: userGroupInput,
      response: { 200: userGroupRow },
    },
    preValidation: async (request) => {
      assertAccess(request, 'user_group_create');
    },
    handler: async (request) =>
      updateUserGroup(ctx, assertAccess(request, 'user_group_create'), request.params.id, request.body),
  });

  app.delete('/api/user-group/:id', {
    config: { keepsPublicCache: true },
    schema: {
      tags: judgeTags,
      summary: 'Remove a judge from a group (user_group_archive)',
      description:
        "The judge's ratings stay in the database but stop counting while they are out; adding them back counts them again. Audited as UserGroup `deleted`.",
      params: idParam,
      response: { 200: messageOnly },
    },
    handler: async (request) => removeUserGroup(ctx, assertAccess(request, 'user_group_archive'), request.params.id),
  });
};
