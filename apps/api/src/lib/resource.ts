import { idBody, idParam, messageOnly } from '@portal/contract/common';
import type { LogModel } from '@portal/contract/logs';
import { resourceMessages } from '@portal/contract/messages';
import { listQuery } from '@portal/contract/pagination';
import type { Permission } from '@portal/contract/permissions';
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Executor, Tx } from '../db/client';
import { type Access, assertAccess } from '../plugins/access';
import type { AuthUser } from '../plugins/auth';
import { type Actor, audited } from './audit';
import { conflict, isUniqueViolation, notFound } from './http-error';
import { likePattern, paginate } from './pagination';

type TableWithId = PgTable & { id: PgColumn };
type Row<T extends TableWithId> = T['$inferSelect'];

/** One extra `?type=` action of a resource: its access rule, input schema and handler. */
export type ResourceAction = {
  access: Access;
  summary: string;
  body?: z.ZodType;
  handler(args: {
    ctx: AppContext;
    request: FastifyRequest;
    reply: FastifyReply;
    user: AuthUser | null;
    body: unknown;
    query: Record<string, unknown>;
  }): Promise<unknown>;
};

export type ResourceDefinition<T extends TableWithId, I extends z.ZodType> = {
  /** URL segment: `/api/<path>`. */
  path: string;
  /** Audit model name (DESIGN.md). */
  model: LogModel;
  /** Wording of snackbars and messages: "Program Added Successfully". */
  label: string;
  /** Permission prefix: `<prefix>_view`, `_create`, `_edit`, `_archive`, `_activate`, `_deactivate`. */
  permission: string;
  table: T;
  searchable: PgColumn[];
  orderBy: (SQL | PgColumn)[];
  /** The answer for one record (unknown fields are dropped). */
  item: I;
  /** Create/update input; `current` is the stored record when updating (rules may depend on it). */
  input: (ctx: AppContext, current?: Row<T>) => z.ZodType;
  /** Message of a 409 when a unique index refuses the write. */
  uniqueMessage?: string;
  hooks?: {
    toValues?(input: unknown, ctx: AppContext): Partial<T['$inferInsert']>;
    beforeCreate?(tx: Tx, values: Partial<T['$inferInsert']>, actor: Actor): Promise<void>;
    beforeUpdate?(tx: Tx, id: number, values: Partial<T['$inferInsert']>, actor: Actor): Promise<void>;
    beforeActivate?(tx: Tx, row: Row<T>, actor: Actor): Promise<void>;
    beforeDelete?(tx: Tx, row: Row<T>, actor: Actor): Promise<void>;
    /** Adds related data to a page of rows in a few queries (never one per row). */
    expand?(db: Executor, rows: Row<T>[]): Promise<unknown[]>;
  };
  /** Extra `GET /api/<path>?type=` answers (formData, public lists ...). */
  get?: Record<string, ResourceAction>;
  /** Extra `POST /api/<path>?type=` actions (uploads, focus flags ...). */
  post?: Record<string, ResourceAction>;
  /** Whether the table has an `active` flag with activate/deactivate actions. */
  activatable?: boolean;
};

const perm = (prefix: string, action: string) => `${prefix}_${action}` as Permission;

/**
 * Declares a standard admin resource (DESIGN.md "Resources are declared, not written"): paged
 * list and search, show, create, update, delete, activate, deactivate, each with its permission
 * check and its audit entry in the same transaction. A module adds only what is its own.
 */
export function defineResource<T extends TableWithId, I extends z.ZodType>(def: ResourceDefinition<T, I>) {
  const { table, model } = def;
  const messages = resourceMessages(def.label);
  const tags = [def.path];
  const activatable = def.activatable ?? true;
  const expand = async (db: Executor, rows: Row<T>[]) =>
    (def.hooks?.expand ? await def.hooks.expand(db, rows) : rows).map((r) => def.item.parse(r));

  const service = {
    async list(ctx: AppContext, q: { page: number; per_page: number; search?: string }) {
      const term = q.search?.trim();
      const where = term ? or(...def.searchable.map((c) => ilike(c, likePattern(term)))) : undefined;
      return paginate(ctx.db, {
        query: ctx.db
          .select()
          .from(table as PgTable)
          .$dynamic(),
        table,
        where,
        orderBy: def.orderBy,
        list: q,
        map: (rows) => expand(ctx.db, rows as Row<T>[]),
      });
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
          return audited.insert(tx, { model, actor }, table, values);
        }),
      );
      return (await expand(ctx.db, [row]))[0]!;
    },
    async update(ctx: AppContext, actor: Actor, id: number, input: unknown) {
      const values = (def.hooks?.toValues?.(input, ctx) ?? input) as Partial<T['$inferInsert']>;
      const row = await unique(() =>
        ctx.db.transaction(async (tx) => {
          await def.hooks?.beforeUpdate?.(tx, id, values, actor);
          return audited.update(tx, { model, actor }, table, id, values);
        }),
      );
      if (!row) throw notFound(`${def.label} not found.`);
      return (await expand(ctx.db, [row]))[0]!;
    },
    async remove(ctx: AppContext, actor: Actor, id: number) {
      const row = await ctx.db.transaction(async (tx) => {
        const current = await lockRow(tx, id);
        if (!current) return null;
        await def.hooks?.beforeDelete?.(tx, current, actor);
        return audited.remove(tx, { model, actor }, table, id);
      });
      if (!row) throw notFound(`${def.label} not found.`);
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

  const getTypes = { ...def.get };
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
    ...def.post,
  };

  const runAction = async (
    action: ResourceAction,
    ctx: AppContext,
    request: FastifyRequest,
    reply: FastifyReply,
    query: Record<string, unknown>,
  ) => {
    const user = assertAccess(request, action.access);
    const body = action.body ? action.body.parse(request.body ?? {}) : request.body;
    return action.handler({ ctx, request, reply, user, body, query });
  };

  const describe = (types: Record<string, ResourceAction>) =>
    Object.entries(types)
      .map(([t, a]) => `- \`type=${t}\` (${a.access}): ${a.summary}`)
      .join('\n');

  const plugin: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
    const base = `/api/${def.path}`;
    // Typed loosely here: the generic item schema defeats Fastify's reply inference.
    const item = def.item as z.ZodType;
    const getTypeNames = ['search', ...Object.keys(getTypes)] as [string, ...string[]];
    app.get(base, {
      schema: {
        tags,
        summary: `List ${def.label} records (paged, searchable) or another view by type`,
        description: `Without \`type\` or with \`type=search\` (${perm(def.permission, 'view')}): a page of records.\n${describe(getTypes)}`,
        querystring: listQuery.extend({ type: z.enum(getTypeNames).optional() }).loose(),
      },
      handler: async (request, reply) => {
        const { type, ...q } = request.query;
        const custom = type && type !== 'search' ? getTypes[type] : undefined;
        if (custom) return runAction(custom, ctx, request, reply, request.query);
        assertAccess(request, perm(def.permission, 'view'));
        return service.list(ctx, q);
      },
    });

    app.get(`${base}/:id`, {
      schema: { tags, summary: `One ${def.label}`, params: idParam, response: { 200: item } },
      handler: async (request) => {
        assertAccess(request, perm(def.permission, 'view'));
        return service.show(ctx, request.params.id);
      },
    });

    const postTypeNames = Object.keys(postTypes) as [string, ...string[]];
    app.post(base, {
      schema: {
        tags,
        summary: `Create a ${def.label}, or an action by type`,
        description: `Without \`type\` (${perm(def.permission, 'create')}): create.\n${describe(postTypes)}`,
        querystring: z.object({ type: (postTypeNames.length ? z.enum(postTypeNames) : z.never()).optional() }).loose(),
      },
      handler: async (request, reply) => {
        const { type } = request.query;
        if (type) return runAction(postTypes[type]!, ctx, request, reply, request.query);
        const user = assertAccess(request, perm(def.permission, 'create'));
        const input = def.input(ctx).parse(request.body ?? {});
        return reply.status(201).send(await service.create(ctx, user, input));
      },
    });

    app.put(`${base}/:id`, {
      schema: { tags, summary: `Update a ${def.label}`, params: idParam, response: { 200: item } },
      handler: async (request) => {
        const user = assertAccess(request, perm(def.permission, 'edit'));
        const [current] = await ctx.db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, request.params.id));
        if (!current) throw notFound(`${def.label} not found.`);
        const input = def.input(ctx, current as Row<T>).parse(request.body ?? {});
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
