import { id, idBody, idParam, messageOnly } from '@portal/contract/common';
import { MSG, resourceMessages } from '@portal/contract/messages';
import { listQuery } from '@portal/contract/pagination';
import type { Permission } from '@portal/contract/permissions';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Executor, Tx } from '../db/client';
import { assertAccess } from './access';
import { type Actor, audited } from './audit';
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from './http-error';
import { likePattern, paginate } from './pagination';
import { type ResourceAction, runAction } from './resource-action';
import type { ResourceDefinition, Row, TableWithId } from './resource-definition';
import { maxBytesOf, readFiles, removeUpload, storeUpload } from './uploads';

export type { ResourceDefinition } from './resource-definition';

const listQueryWithType = (names: [string, ...string[]]) =>
  listQuery.extend({ type: z.enum(names).optional() }).loose();

const perm = (prefix: string, action: string) => `${prefix}_${action}` as Permission;

/**
 * Declares a standard admin resource (DESIGN.md "Resources are declared, not written"): paged
 * list and search, show, create, update, delete, activate, deactivate, each with its permission
 * check and its audit entry in the same transaction. A module adds only what is its own.
 */
export function defineResource<T extends TableWithId, I extends z.ZodType>(def: ResourceDefinition<T, I>) {
  const { table, model } = def;
  const messages = resourceMessages(def.label, { noun: def.noun, empty: def.empty });
  const tags = [def.path];
  const activatable = def.activatable ?? true;
  const expand = async (db: Executor, rows: Row<T>[]) =>
    (def.hooks?.expand ? await def.hooks.expand(db, rows) : rows).map((r) => def.item.parse(r));

  const service = {
    /** A page of records matching `where` (and the search term), expanded and shaped by `schema`. */
    async page(
      ctx: AppContext,
      q: { page: number; per_page: number; search?: string },
      opts: { where?: SQL; orderBy?: (SQL | PgColumn)[]; schema?: z.ZodType } = {},
    ) {
      const term = q.search?.trim();
      const search = term ? or(...def.searchable.map((c) => ilike(c, likePattern(term)))) : undefined;
      const schema = opts.schema ?? def.item;
      return paginate(ctx.db, {
        query: ctx.db
          .select()
          .from(table as PgTable)
          .$dynamic(),
        table,
        where: and(opts.where, search),
        orderBy: opts.orderBy ?? def.orderBy,
        list: q,
        map: async (rows) =>
          (def.hooks?.expand ? await def.hooks.expand(ctx.db, rows as Row<T>[]) : rows).map((r) => schema.parse(r)),
      });
    },
    list(ctx: AppContext, q: { page: number; per_page: number; search?: string }, where?: SQL) {
      return service.page(ctx, q, { where });
    },
    async show(ctx: AppContext, id: number) {
      const [row] = await ctx.db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      if (!row) throw notFound(`${def.label} not found.`);
      return (await expand(ctx.db, [row as Row<T>]))[0]!;
    },
    async create(ctx: AppContext, actor: Actor, input: unknown) {
      const values = (def.hooks?.toValues?.(input, ctx) ?? input) as T['$inferInsert'];
      const row = await unique(() =>
        ctx.db.transaction(async (tx) => {
          await def.hooks?.beforeCreate?.(tx, values, actor);
          const row = await audited.insert(tx, { model, actor }, table, values);
          await def.hooks?.afterWrite?.(tx, row, input, actor);
          return row;
        }),
      );
      return (await expand(ctx.db, [row]))[0]!;
    },
    async update(ctx: AppContext, actor: Actor, id: number, input: unknown) {
      const values = (def.hooks?.toValues?.(input, ctx) ?? input) as Partial<T['$inferInsert']>;
      const row = await unique(() =>
        ctx.db.transaction(async (tx) => {
          await def.hooks?.beforeUpdate?.(tx, id, values, actor);
          const row = await audited.update(tx, { model, actor }, table, id, values);
          if (row) await def.hooks?.afterWrite?.(tx, row, input, actor);
          return row;
        }),
      );
      if (!row) throw notFound(`${def.label} not found.`);
      return (await expand(ctx.db, [row]))[0]!;
    },
    async remove(ctx: AppContext, actor: Actor, id: number) {
      const deleted = await ctx.db.transaction(async (tx) => {
        const current = await lockRow(tx, id);
        if (!current) return null;
        await def.hooks?.beforeDelete?.(tx, current, actor);
        const files = (await def.hooks?.cascadedFiles?.(tx, current)) ?? [];
        const row = await audited.remove(tx, { model, actor }, table, id);
        return row && { row, files };
      });
      if (!deleted) throw notFound(`${def.label} not found.`);
      // Only once the delete has committed: a rolled-back delete keeps its files.
      const own = Object.values(def.uploads ?? {}).map((u) => ({
        bucket: u.bucket,
        name: (deleted.row as Record<string, unknown>)[u.column],
      }));
      for (const { bucket, name } of [...own, ...deleted.files]) {
        if (typeof name === 'string' && name) await removeUpload(ctx.storage, bucket, name);
      }
    },
    async setActive(ctx: AppContext, actor: Actor, id: number, active: 0 | 1) {
      const row = await unique(() =>
        ctx.db.transaction(async (tx) => {
          const current = await lockRow(tx, id);
          if (!current) return null;
          if (active === 1) await def.hooks?.beforeActivate?.(tx, current, actor);
          return audited.update(tx, { model, actor, action: active ? 'activated' : 'deactivated' }, table, id, {
            active,
          } as never);
        }),
      );
      if (!row) throw notFound(`${def.label} not found.`);
      return (await expand(ctx.db, [row]))[0]!;
    },
  };

  /** The row, locked until the transaction ends, so checks and the write see the same state. */
  async function lockRow(tx: Tx, id: number): Promise<Row<T> | null> {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    return (row as Row<T> | undefined) ?? null;
  }

  async function unique<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (err) {
      if (def.uniqueMessage && isUniqueViolation(err)) throw conflict(def.uniqueMessage);
      throw err;
    }
  }

  const parentWhere = (query: Record<string, unknown>, required: boolean): SQL | undefined => {
    if (!def.parent) return undefined;
    const raw = query[def.parent.param];
    if (raw === undefined || raw === '') {
      if (required) throw invalid({ [def.parent.param]: MSG.required });
      return undefined;
    }
    const parsed = id.safeParse(raw);
    if (!parsed.success) throw invalid({ [def.parent.param]: 'Not a valid id' });
    return eq(def.parent.column, parsed.data);
  };

  const getTypes: Record<string, ResourceAction> = { ...def.get };
  if (def.publicList) {
    const pub = def.publicList;
    getTypes.public = {
      access: 'public',
      summary: pub.summary,
      cached: true,
      handler: ({ ctx, query }) =>
        service.page(ctx, listQuery.parse(query), {
          where: and(
            eq((table as unknown as { active: PgColumn }).active, 1),
            parentWhere(query, false),
            pub.where?.(ctx, query),
          ),
          orderBy: pub.orderBy,
          schema: pub.item,
        }),
    };
  }

  const postTypes: Record<string, ResourceAction> = {
    ...(activatable
      ? {
          activate: {
            access: perm(def.permission, 'activate'),
            summary: `Activate a ${def.label}`,
            body: idBody,
            handler: ({ ctx, user, body }) => service.setActive(ctx, user, (body as { id: number }).id, 1),
          },
          deactivate: {
            access: perm(def.permission, 'deactivate'),
            summary: `Deactivate a ${def.label}`,
            body: idBody,
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
          handler: async ({ ctx, request, user }) => {
            const { files, fields } = await readFiles(request, { maxBytes: maxBytesOf(upload.kind) });
            const parsed = id.safeParse(fields.id);
            if (!parsed.success) throw invalid({ id: MSG.required });
            const [current] = await ctx.db
              .select()
              .from(table as PgTable)
              .where(eq(table.id, parsed.data));
            if (!current) throw notFound(`${def.label} not found.`);
            const name = await storeUpload(ctx.storage, upload.bucket, upload.kind, files[0]!);
            const old = (current as Record<string, unknown>)[upload.column] as string | null;
            try {
              const row = await ctx.db.transaction((tx) =>
                audited.update(tx, { model, actor: user }, table, parsed.data, { [upload.column]: name } as never),
              );
              if (!row) throw notFound(`${def.label} not found.`);
              if (old) await removeUpload(ctx.storage, upload.bucket, old);
              return (await expand(ctx.db, [row]))[0]!;
            } catch (err) {
              await removeUpload(ctx.storage, upload.bucket, name);
              throw err;
            }
          },
        } satisfies ResourceAction,
      ]),
    ),
    ...def.post,
  };

  const describe = (types: Record<string, ResourceAction>) =>
    Object.entries(types)
      .map(([t, a]) => `- \`type=${t}\` (${[a.access].flat().join(' or ')}): ${a.summary}`)
      .join('\n');

  const plugin: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
    const base = `/api/${def.path}`;
    // Typed loosely here: the generic item schema defeats Fastify's reply inference.
    const item = def.item as z.ZodType;
    /** The stored record of an update, read before its body is validated. */
    const updating = new WeakMap<object, Row<T>>();
    const getTypeNames = ['search', ...Object.keys(getTypes)] as [string, ...string[]];
    app.get(base, {
      schema: {
        tags,
        summary: `List ${def.label} records (paged, searchable) or another view by type`,
        description: `Without \`type\` or with \`type=search\` (${perm(def.permission, 'view')}): a page of records.\n${describe(getTypes)}`,
        // The parent id is declared for the OpenAPI document; parentWhere() checks it.
        querystring: listQuery
          .extend({ type: z.enum(getTypeNames).optional() })
          .extend(def.parent ? { [def.parent.param]: id.optional() } : {})
          .loose() as unknown as ReturnType<typeof listQueryWithType>,
      },
      handler: async (request, reply) => {
        const { type, ...q } = request.query;
        const custom = type && type !== 'search' ? getTypes[type] : undefined;
        if (custom) return runAction(custom, ctx, request, reply, request.query);
        const user = assertAccess(request, perm(def.permission, 'view'));
        return service.list(ctx, listQuery.parse(q), and(parentWhere(q, true), def.scope?.(ctx, user!)));
      },
    });

    app.get(`${base}/:id`, {
      schema: { tags, summary: `One ${def.label}`, params: idParam, response: { 200: item } },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'view'));
        const row = await service.show(ctx, request.params.id);
        const scope = def.scope?.(ctx, user!);
        if (scope) {
          const [seen] = await ctx.db
            .select({ id: table.id })
            .from(table as PgTable)
            .where(and(eq(table.id, request.params.id), scope));
          if (!seen) throw forbidden();
        }
        return row;
      },
    });

    const postTypeNames = Object.keys(postTypes) as [string, ...string[]];
    app.post(base, {
      schema: {
        tags,
        summary: `Create a ${def.label}, or an action by type`,
        description: `Without \`type\` (${perm(def.permission, 'create')}): create.\n${describe(postTypes)}`,
        querystring: z.object({ type: (postTypeNames.length ? z.enum(postTypeNames) : z.never()).optional() }).loose(),
        body: def.body as z.ZodType<unknown>,
        // The create's answer; a `?type=` action answers 200 with its own shape.
        response: { 201: item },
      },
      // A `?type=` action has its own body (or files): it is answered here, before the create body
      // is validated; a create is refused (401/403) before its body is looked at.
      preValidation: async (request, reply) => {
        const { type } = request.query as { type?: unknown };
        if (type === undefined) {
          assertAccess(request, perm(def.permission, 'create'));
          request.body ??= {};
          return;
        }
        const action = typeof type === 'string' && Object.hasOwn(postTypes, type) ? postTypes[type] : undefined;
        if (!action) return; // the querystring's validation refuses it
        const answer = await runAction(action, ctx, request, reply, request.query as Record<string, unknown>);
        if (!reply.sent) await reply.send(answer);
      },
      handler: async (request, reply) => {
        const user = assertAccess(request, perm(def.permission, 'create'));
        const input = def.input ? def.input(ctx).parse(request.body ?? {}) : request.body;
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
        const parsed = id.safeParse((request.params as { id?: unknown }).id);
        if (!parsed.success) return; // the params' validation refuses it
        const [current] = await ctx.db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, parsed.data));
        if (!current) throw notFound(`${def.label} not found.`);
        updating.set(request, current as Row<T>);
        request.body ??= {};
      },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'edit'));
        const current = updating.get(request);
        const input = def.input ? def.input(ctx, current).parse(request.body ?? {}) : request.body;
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

  return { plugin, service, messages };
}
