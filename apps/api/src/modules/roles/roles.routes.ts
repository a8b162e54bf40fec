import { idParam, messageOnly } from '@portal/contract/common';
import { errorBody } from '@portal/contract/errors';
import { resourceMessages } from '@portal/contract/messages';
import { listQuery, paged } from '@portal/contract/pagination';
import { permissionItem, publicRoles, roleInput, roleItem } from '@portal/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser, requirePermission } from '../../lib/access';
import {
  allPermissions,
  createRole,
  deleteRole,
  listPermissions,
  listRoles,
  publicRoleList,
  showRole,
  updateRole,
} from './roles.service';

const ROLE_TEXT = resourceMessages('Role');

/**
 * `/api/role` and `/api/permission` (spec 3 §2.9, §7): the roles admin (role_view, role_create,
 * role_edit, role_archive) and the permission list its picker offers. The spec names no
 * permission of its own for reading permissions: role_view covers it.
 */
export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/role', {
    schema: {
      tags: ['role'],
      summary: 'Roles, paged (no type or type=search&search=), or the public roles (type=public)',
      description:
        '- no `type` or `type=search` (role_view): a page of roles, by id, each with its permissions and `users_count`\n' +
        '- `type=public` (no sign-in): `{ data: [{ id, name, default_page }] }`, the roles flagged public',
      querystring: listQuery.extend({ type: z.enum(['search', 'public']).optional() }),
      response: { 200: z.union([paged(roleItem), publicRoles]) },
    },
    handler: async (request) => {
      const { type, ...q } = request.query;
      if (type === 'public') return publicRoleList(ctx);
      assertAccess(request, 'role_view');
      return listRoles(ctx, q);
    },
  });

  app.get('/api/role/:id', {
    preHandler: requirePermission('role_view'),
    schema: { tags: ['role'], summary: 'One role with its permissions', params: idParam, response: { 200: roleItem } },
    handler: (request) => showRole(ctx, request.params.id),
  });

  app.post('/api/role', {
    config: { keepsPublicCache: true },
    schema: {
      tags: ['role'],
      summary: 'Create a role: name, guard_name, default_page, public, permissions (names)',
      description:
        '422 for a missing name or guard, no permission or an unknown one; 409 for a taken name; 403 for a ' +
        'permission the caller does not hold.',
      body: roleInput,
      response: { 201: roleItem, 409: errorBody },
    },
    // The permission before the body: no field errors for someone who may not create.
    preValidation: async (request) => {
      assertAccess(request, 'role_create');
      // No body reads as `{}`: each missing field is named.
      (request as { body?: unknown }).body ??= {};
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createRole(ctx, currentUser(request), request.body)),
  });

  app.put('/api/role/:id', {
    config: { keepsPublicCache: true },
    schema: {
      tags: ['role'],
      summary: 'Update a role (same body)',
      description:
        'System Admin, Judge and Applicant keep their name and guard (409); System Admin keeps every permission, ' +
        'Judge group_view and group_venture_view (409). 403 for a role holding a permission the caller lacks, and ' +
        "for a change of a built-in role's permissions by anyone but a System Admin. Holders get the new " +
        'permissions from their next request.',
      params: idParam,
      body: roleInput,
      response: { 200: roleItem, 403: errorBody, 409: errorBody },
    },
    // A malformed id first (as its validation would answer), then the permission, then the body.
    preValidation: async (request) => {
      if (!idParam.safeParse(request.params).success) return;
      assertAccess(request, 'role_edit');
      (request as { body?: unknown }).body ??= {};
    },
    handler: (request) => updateRole(ctx, currentUser(request), request.params.id, request.body),
  });

  app.delete('/api/role/:id', {
    config: { keepsPublicCache: true },
    preHandler: requirePermission('role_archive'),
    schema: {
      tags: ['role'],
      summary: 'Delete a role: 409 for a built-in role or a role somebody holds (the message says how many)',
      description: '403 for a role holding a permission the caller lacks.',
      params: idParam,
      response: { 200: messageOnly, 403: errorBody, 409: errorBody },
    },
    handler: async (request) => {
      await deleteRole(ctx, currentUser(request), request.params.id);
      return { message: ROLE_TEXT.deleted };
    },
  });

  app.get('/api/permission', {
    preHandler: requirePermission('role_view'),
    schema: {
      tags: ['role'],
      summary: 'Permissions, paged (no type or type=search&search=), or all of them (type=all)',
      querystring: listQuery.extend({ type: z.enum(['search', 'all']).optional() }),
      response: { 200: z.union([paged(permissionItem), z.object({ data: z.array(permissionItem) })]) },
    },
    handler: async (request) => {
      const { type, ...q } = request.query;
      return type === 'all' ? allPermissions(ctx) : listPermissions(ctx, q);
    },
  });
};
