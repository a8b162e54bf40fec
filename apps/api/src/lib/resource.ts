import { id, idBody, idParam, messageOnly } from '@portal/contract/common';
import { MSG, resourceMessages } from '@portal/contract/messages';
import { listQuery, paged } from '@portal/contract/pagination';
import type { Permission } from '@portal/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { assertAccess } from './access';
import { invalid, notFound } from './http-error';
import { uploadedFile } from './multipart-body';
import { bodyPerType, documentBodies } from './openapi';
import {
  type DocumentedAction,
  type ResourceAction,
  type ResourceActions,
  type ResourceQuery,
  runAction,
} from './resource-action';
import type { ResourceDefinition, Row, TableWithId } from './resource-definition';
import { resourceService } from './resource-service';
import { actionBodies, answerTypeActions } from './type-actions';
import { answerAs, anyOf } from './typed-answer';
import { maxBytesOf, readFiles } from './uploads';

export type { ResourceActions } from './resource-action';
export type { ResourceDefinition } from './resource-definition';

const listQueryWithType = (names: [string, ...string[]]) =>
  listQuery.extend({ type: z.enum(names).optional() }).loose();

/** A `?type=` upload's multipart body: the record's `id` and its file. */
const fileOfRecord = z.object({ id, files: uploadedFile });

const perm = (prefix: string, action: string) => `${prefix}_${action}` as Permission;

/**
 * Declares a standard admin resource (DESIGN.md "Resources are declared, not written"): paged
 * list and search, show, create, update, delete, activate, deactivate, each with its permission
 * check and its audit entry in the same transaction. A module declares its table, search, order
 * and rules in `<domain>.resource.ts`, and its routes file registers `routes({ get, post })` with
 * the `?type=` views and actions that are its own.
 */
export function defineResource<T extends TableWithId, I extends z.ZodType>(def: ResourceDefinition<T, I>) {
  const messages = resourceMessages(def.label, { noun: def.noun, empty: def.empty });
  const service = resourceService(def);
  const routes = (actions: ResourceActions = {}) => resourceRoutes(def, service, messages, actions);
  return { service, messages, routes };
}

type Service = ReturnType<typeof resourceService>;

function resourceRoutes<T extends TableWithId, I extends z.ZodType>(
  def: ResourceDefinition<T, I>,
  service: Service,
  messages: { deleted: string },
  actions: ResourceActions,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  const tags = [def.path];
  const activatable = def.activatable ?? true;
  // Typed loosely here: the generic item schema defeats Fastify's reply inference.
  const item = def.item as z.ZodType;
  const listAnswer = paged(item);

  const getTypes: Record<string, DocumentedAction<ResourceQuery>> = { ...actions.get };
  if (def.publicList) {
    const pub = def.publicList;
    getTypes.public = {
      access: 'public',
      summary: pub.summary,
      cached: true,
      response: paged(pub.item),
      handler: ({ ctx, query }) => service.publicPage(ctx, query),
    };
  }

  const postTypes: Record<string, DocumentedAction> = {
    ...(activatable
      ? {
          activate: {
            access: perm(def.permission, 'activate'),
            summary: `Activate a ${def.label}`,
            body: idBody,
            response: item,
            handler: ({ ctx, user, body }) => service.setActive(ctx, user, (body as { id: number }).id, 1),
          },
          deactivate: {
            access: perm(def.permission, 'deactivate'),
            summary: `Deactivate a ${def.label}`,
            body: idBody,
            response: item,
            handler: ({ ctx, user, body }) => service.setActive(ctx, user, (body as { id: number }).id, 0),
          },
        }
      : {}),
    ...Object.fromEntries(
      Object.entries(def.uploads ?? {}).map(([type, upload]) => [
        type,
        {
          access: perm(def.permission, 'edit'),
          summary: `${upload.summary} (multipart: \`id\` and \`files\`); answers the updated ${def.label}`,
          response: item,
          handler: async ({ ctx, request, user }) => {
            const { files, fields } = await readFiles(request, { maxBytes: maxBytesOf(upload.kind) });
            const parsed = id.safeParse(fields.id);
            if (!parsed.success) throw invalid({ id: MSG.required });
            return service.replaceFile(ctx, user!, parsed.data, upload, files[0]!);
          },
        } satisfies DocumentedAction,
      ]),
    ),
    ...actions.post,
  };

  const describe = (types: Record<string, ResourceAction<never>>) =>
    Object.entries(types)
      .map(([t, a]) => `- \`type=${t}\` (${[a.access].flat().join(' or ')}): ${a.summary}`)
      .join('\n');

  return async (app, { ctx }) => {
    const base = `/api/${def.path}`;
    /** The stored record of an update, read before its body is validated. */
    const updating = new WeakMap<object, Row<T>>();
    const getTypeNames = ['search', ...Object.keys(getTypes)] as [string, ...string[]];
    app.get(base, {
      schema: {
        tags,
        summary: `List ${def.label} records (paged, searchable) or another view by type`,
        description: `Without \`type\` or with \`type=search\` (${perm(def.permission, 'view')}): a page of records.\n${describe(getTypes)}`,
        // The parent id is declared for the OpenAPI document; the list requires it.
        querystring: listQuery
          .extend({ type: z.enum(getTypeNames).optional() })
          .extend(def.parent ? { [def.parent.param]: id.optional() } : {})
          .loose() as unknown as ReturnType<typeof listQueryWithType>,
        response: { 200: anyOf([listAnswer, ...Object.values(getTypes).map((a) => a.response)]) },
      },
      handler: async (request, reply) => {
        const { type, ...q } = request.query;
        const custom = type && type !== 'search' ? getTypes[type] : undefined;
        if (custom) return runAction(custom, ctx, request, reply, request.query);
        const user = assertAccess(request, perm(def.permission, 'view'))!;
        return answerAs(reply, listAnswer, await service.list(ctx, user, q));
      },
    });

    app.get(`${base}/:id`, {
      schema: { tags, summary: `One ${def.label}`, params: idParam, response: { 200: item } },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'view'))!;
        return service.show(ctx, user, request.params.id);
      },
    });

    const postTypeNames = Object.keys(postTypes) as [string, ...string[]];
    const postQuery = z.object({ type: (postTypeNames.length ? z.enum(postTypeNames) : z.never()).optional() }).loose();
    const uploadTypes = Object.keys(def.uploads ?? {});
    const jsonTypes = Object.fromEntries(Object.entries(postTypes).filter(([t]) => !uploadTypes.includes(t)));
    app.post(base, {
      config: {
        swaggerTransform: documentBodies({
          'application/json': bodyPerType({ '': def.body as z.ZodType, ...actionBodies(jsonTypes) }),
          ...(uploadTypes.length
            ? { 'multipart/form-data': bodyPerType(Object.fromEntries(uploadTypes.map((t) => [t, fileOfRecord]))) }
            : {}),
        }),
      },
      schema: {
        tags,
        summary: `Create a ${def.label}, or an action by type`,
        description: `Without \`type\` (${perm(def.permission, 'create')}): create.\n${describe(postTypes)}`,
        querystring: postQuery,
        body: def.body as z.ZodType<unknown>,
        // The create answers 201; a `?type=` action 200 with its own answer.
        response: {
          201: item,
          ...(postTypeNames.length ? { 200: anyOf(Object.values(postTypes).map((a) => a.response)) } : {}),
        },
      },
      // A `?type=` action has its own body (or files): it is answered here, before the create body
      // is validated; a create is refused (401/403) before its body is looked at.
      preValidation: answerTypeActions(ctx, postTypes, perm(def.permission, 'create')),
      handler: async (request, reply) => {
        const user = assertAccess(request, perm(def.permission, 'create'));
        const input = def.input ? def.input(ctx).parse(request.body) : request.body;
        return reply.status(201).send(await service.create(ctx, user, input));
      },
    });

    app.put(`${base}/:id`, {
      schema: {
        tags,
        summary: `Update a ${def.label}`,
        params: idParam,
        body: def.body as z.ZodType<unknown>,
        response: { 200: item },
      },
      // Refused (401/403), then 404 for an unknown record, before the body is looked at.
      preValidation: async (request) => {
        assertAccess(request, perm(def.permission, 'edit'));
        const parsed = idParam.safeParse(request.params);
        if (!parsed.success) return; // the params' validation refuses it
        const current = await service.find(ctx, parsed.data.id);
        if (!current) throw notFound(`${def.label} not found.`);
        updating.set(request, current as Row<T>);
        request.body ??= {};
      },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'edit'));
        const input = def.input ? def.input(ctx, updating.get(request)).parse(request.body) : request.body;
        return service.update(ctx, user, request.params.id, input);
      },
    });

    app.delete(`${base}/:id`, {
      schema: { tags, summary: `Delete a ${def.label}`, params: idParam, response: { 200: messageOnly } },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'archive'));
        await service.remove(ctx, user, request.params.id);
        return { message: messages.deleted };
      },
    });
  };
}
