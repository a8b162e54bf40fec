import { idBody, messageOnly } from '@portal/contract/common';
import { MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { errorBody } from '@portal/contract/errors';
import { MSG, resourceMessages } from '@portal/contract/messages';
import { listQuery, paged } from '@portal/contract/pagination';
import { formData as formDataSchema } from '@portal/contract/reference';
import { permissionItem, roleItem } from '@portal/contract/roles';
import {
  type AdminUserCreateValues,
  type AdminUserValues,
  adminFormData as adminFormDataSchema,
  adminUser,
  adminUserInput,
  passwordChangeBody,
  profile,
  profileInput,
  profileRulesFor,
  staffProfileInput,
  userIdParam,
} from '@portal/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser, logRefusals, requirePermission } from '../../lib/access';
import { todayFor } from '../../lib/dates';
import { uploadedFile } from '../../lib/multipart-body';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import type { ResourceAction } from '../../lib/resource-action';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import { answerAs, anyOf, encodeAnswer } from '../../lib/typed-answer';
import { readFiles } from '../../lib/uploads';
import { formData } from '../reference';
import { listPermissions, listRoles } from '../roles';
import { parseInput } from '../ventures';
import {
  assertOwnProfileWritable,
  changeOwnPassword,
  ownProfile,
  updateProfile,
  uploadProfilePicture,
} from './users.service';
import {
  adminFormData,
  createUser,
  deleteUser,
  listUsers,
  setUserActive,
  showUser,
  updateUser,
} from './users-admin.service';

const tags = ['user'];
const USER_TEXT = resourceMessages('User');
const usersPage = paged(adminUser);
const postQuery = z.object({ type: z.enum(['activate', 'deactivate', 'image', 'password']).optional() });
const putQuery = z.object({ type: z.literal('user').optional() });
/** `POST /api/user?type=image`: the picture, as the multipart part `files`. */
const profilePicture = z.object({ files: uploadedFile });

/**
 * `/api/user` (spec 1 §7, spec 3 §7 "Users, roles, permissions"). For any signed-in user, about
 * themself only: the forms' choice lists (type=formData), the own profile (type=profile), its
 * update (`PUT /api/user/{id}?type=user`), picture (`POST ?type=image`) and password
 * (`POST ?type=password`). For staff, each with its permission: the users admin (list and search,
 * adminFormData, show, create, edit, delete, activate, deactivate), and the paging variants
 * `GET /api/user/role` and `GET /api/user/permission` of the roles screens.
 */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  logRefusals(app);
  const today = () => todayFor(ctx);

  /** `POST /api/user?type=`: each action's access, its own body (or file), parsed once, and its answer. */
  const setActive = (active: 0 | 1) =>
    typedAction({
      access: active ? 'user_activate' : 'user_deactivate',
      summary: active ? 'Activate a user' : 'Deactivate a user',
      body: idBody,
      response: adminUser,
      handler: ({ user, body }) => setUserActive(ctx, user!, body.id, active),
    });
  const postActions: Record<string, ResourceAction> = {
    image: {
      access: 'signedIn',
      summary: 'The own profile picture',
      response: profile,
      handler: async ({ request, user }) => {
        const { files } = await readFiles(request, { maxBytes: MAX_IMAGE_BYTES });
        return uploadProfilePicture(ctx, user!, files[0]!);
      },
    },
    password: typedAction({
      access: 'signedIn',
      summary: 'The own password',
      body: passwordChangeBody,
      response: messageOnly,
      // A wrong current password counts in her password-failure limit (lib/current-password.ts).
      handler: async ({ user, body }) => {
        await changeOwnPassword(ctx, user!, body);
        return { message: MSG.passwordUpdated };
      },
    }),
    activate: setActive(1),
    deactivate: setActive(0),
  };

  app.get('/api/user', {
    schema: {
      tags,
      summary: 'Users admin list (paged, type=search), or formData, profile, adminFormData by type',
      description: [
        '- no `type` or `type=search&search=` (user_view): a page of users, newest first, with their roles',
        '- `type=adminFormData` (user_view, user_create or user_edit): `{ roles: [{ id, name, public }] }`',
        '- `type=formData` (signed in): genders, countries and the other choice lists of the profile and wizard',
        '- `type=profile` (signed in): the own profile',
      ].join('\n'),
      querystring: listQuery.extend({ type: z.enum(['search', 'formData', 'profile', 'adminFormData']).optional() }),
      response: { 200: anyOf([usersPage, formDataSchema, profile, adminFormDataSchema]) },
    },
    handler: async (request, reply) => {
      const { type, ...q } = request.query;
      if (type === 'profile') return answerAs(reply, profile, await ownProfile(ctx.db, currentUser(request)));
      if (type === 'formData') {
        assertAccess(request, 'signedIn');
        // The same choice lists for every founder: the wizard's first load on deadline night.
        return ctx.publicCache.serve(request, reply, async () => encodeAnswer(formDataSchema, await formData(ctx.db)));
      }
      if (type === 'adminFormData') {
        assertAccess(request, ['user_view', 'user_create', 'user_edit']);
        return answerAs(reply, adminFormDataSchema, await adminFormData(ctx));
      }
      assertAccess(request, 'user_view');
      return answerAs(reply, usersPage, await listUsers(ctx, q));
    },
  });

  app.get('/api/user/role', {
    preHandler: requirePermission('role_view'),
    schema: {
      tags,
      summary: 'Roles, paged (type=search&search=): the paging variant of GET /api/role (spec 3 §7)',
      querystring: listQuery.extend({ type: z.literal('search').optional() }),
      response: { 200: paged(roleItem) },
    },
    handler: (request) => listRoles(ctx, request.query),
  });

  app.get('/api/user/permission', {
    preHandler: requirePermission('role_view'),
    schema: {
      tags,
      summary: 'Permissions, paged (type=search&search=): the paging variant of GET /api/permission',
      querystring: listQuery.extend({ type: z.literal('search').optional() }),
      response: { 200: paged(permissionItem) },
    },
    handler: (request) => listPermissions(ctx, request.query),
  });

  app.get('/api/user/:id', {
    preHandler: requirePermission('user_view'),
    schema: { tags, summary: 'One user with their roles', params: userIdParam, response: { 200: adminUser } },
    handler: (request) => showUser(ctx, request.params.id),
  });

  app.post('/api/user', {
    config: {
      keepsPublicCache: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': adminUserInput(false), ...actionBodies(postActions) }),
        'multipart/form-data': bodyPerType({ image: profilePicture }),
      }),
    },
    schema: {
      tags,
      summary: 'Create a user (no type), or an action by type',
      description: [
        '- no `type` (user_create): create an active account with roles; body first_name, middle_name, last_name, email, phone_number, password, roles (ids). 201; 409 for a taken e-mail; 403 for a role holding permissions the caller lacks',
        '- `type=activate` / `type=deactivate` (user_activate / user_deactivate): body `{ id }`; deactivation ends the user’s sessions; 409 for oneself or the last active System Admin',
        '- `type=image` (signed in): the own profile picture, multipart `files`; answers the profile',
        '- `type=password` (signed in): the own password, body `{ current_password, new_password }`; 422 when the current one is wrong; ends the other sessions',
      ].join('\n'),
      querystring: postQuery,
      body: adminUserInput(false),
      response: { 200: anyOf([adminUser, profile, messageOnly]), 201: adminUser, 409: errorBody },
    },
    // A `?type=` action reads its own body (or file) and is answered here, before the create's body
    // is validated; a create is refused (401/403) before its body is looked at.
    preValidation: answerTypeActions(ctx, postActions, 'user_create'),
    handler: async (request, reply) => {
      const user = assertAccess(request, 'user_create')!;
      // adminUserInput(false) requires the e-mail and the password.
      return reply.status(201).send(await createUser(ctx, user, request.body as AdminUserCreateValues));
    },
  });

  /**
   * `PUT /api/user/{id}?type=user`: the own profile. Its rules follow the caller's roles
   * (`profileRulesFor`): an applicant keeps the wizard's (an eligible date of birth, phone, gender
   * and nationality required), staff the profile's of spec 3 §5 (names required, date of birth not
   * after today). The body is parsed once, by the schema of those rules; the e-mail is read-only
   * (not part of the input, ignored if sent).
   */
  const profileBodies = { applicant: profileInput(today), staff: staffProfileInput(today) };
  const putActions: Record<string, ResourceAction> = {
    user: {
      access: 'signedIn',
      summary: 'The own profile',
      response: profile,
      handler: async ({ request, user }) => {
        await assertOwnProfileWritable(ctx, user!, userIdParam.parse(request.params).id);
        const input = parseInput(profileBodies[profileRulesFor(user!.roles)], request.body);
        return updateProfile(ctx, user!, input);
      },
    },
  };
  const answerPutType = answerTypeActions(ctx, putActions, 'user_edit');

  app.put('/api/user/:id', {
    config: {
      keepsPublicCache: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({
          '': adminUserInput(true),
          user: z.union([profileBodies.applicant, profileBodies.staff]),
        }),
      }),
    },
    schema: {
      tags,
      summary: 'Edit a user (no type, user_edit), or update the own profile (type=user, signed in)',
      description:
        'No `type` (user_edit): names, phone_number, roles and an optional new password (blank keeps the current one; ' +
        'a new one ends the user’s sessions); the e-mail is locked and ignored; 409 when it would take System Admin ' +
        'from its last active holder.\n' +
        '`type=user` (signed in, the user themself only, 403 otherwise): the profile. An applicant gets the wizard’s ' +
        'rules (date of birth at least 17 years back, phone, gender and nationality required), staff the profile’s ' +
        '(names required, date of birth not after today). Answers the profile.',
      params: userIdParam,
      querystring: putQuery,
      body: adminUserInput(true),
      response: { 200: anyOf([adminUser, profile]) },
    },
    // A malformed id first, as its validation would answer; then the type's access and body.
    preValidation: async (request, reply) => {
      if (userIdParam.safeParse(request.params).success) return answerPutType(request, reply);
    },
    handler: async (request, reply) => {
      const user = assertAccess(request, 'user_edit')!;
      // adminUserInput(true) has no e-mail (it is locked).
      const input = request.body as AdminUserValues;
      return answerAs(reply, adminUser, await updateUser(ctx, user, request.params.id, input));
    },
  });

  app.delete('/api/user/:id', {
    config: { keepsPublicCache: true },
    preHandler: requirePermission('user_archive'),
    schema: {
      tags,
      summary: 'Delete a user (409 for oneself or the last active System Admin)',
      params: userIdParam,
      response: { 200: messageOnly, 409: errorBody },
    },
    handler: async (request) => {
      await deleteUser(ctx, currentUser(request), request.params.id);
      return { message: USER_TEXT.deleted };
    },
  });
};
