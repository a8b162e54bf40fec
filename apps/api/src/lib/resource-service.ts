import { MSG } from '@portal/contract/messages';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Executor, Tx } from '../db/client';
import type { AuthUser } from './access';
import { type Actor, audited } from './audit';
import { conflict, forbidden, invalid, isUniqueViolation, notFound } from './http-error';
import { likePattern, paginate } from './pagination';
import type { ResourceQuery } from './resource-action';
import type { ResourceDefinition, Row, TableWithId } from './resource-definition';
import { type AnyUpload, removeUpload, storeUpload, type UploadKind } from './uploads';

type PageQuery = { page: number; per_page: number; search?: string };

/**
 * The queries and writes of a declared resource (resource.ts puts its routes over them): the
 * paged list and search, show, create, update, delete, activate and deactivate, each write with
 * its audit entry in the same transaction.
 */
export function resourceService<T extends TableWithId, I extends z.ZodType>(def: ResourceDefinition<T, I>) {
  const { table, model } = def;
  const expand = async (db: Executor, rows: Row<T>[]) =>
    (def.hooks?.expand ? await def.hooks.expand(db, rows) : rows).map((r) => def.item.parse(r));
  const active = (table as unknown as { active: PgColumn }).active;

  /** The stored record, or null. */
  async function find(db: Executor, id: number): Promise<Row<T> | null> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return (row as Row<T> | undefined) ?? null;
  }

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

  /** A child resource's parent id, from the query the route validated (required on the admin list). */
  const parentWhere = (query: ResourceQuery, required: boolean): SQL | undefined => {
    if (!def.parent) return undefined;
    const parentId = query[def.parent.param] as number | undefined;
    if (parentId === undefined) {
      if (required) throw invalid({ [def.parent.param]: MSG.required });
      return undefined;
    }
    return eq(def.parent.column, parentId);
  };

  const service = {
    find: (ctx: AppContext, id: number) => find(ctx.db, id),

    /** A page of records matching `where` (and the search term), expanded and shaped by `schema`. */
    async page(
      ctx: AppContext,
      q: PageQuery,
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

    /** The admin list: the records the user may see (`scope`), of one parent for a child resource. */
    list(ctx: AppContext, user: AuthUser, q: ResourceQuery) {
      return service.page(ctx, q, { where: and(parentWhere(q, true), def.scope?.(ctx, user)) });
    },

    /** `?type=public`: active records only, shaped by the public item schema. */
    publicPage(ctx: AppContext, q: ResourceQuery) {
      const pub = def.publicList!;
      return service.page(ctx, q, {
        where: and(eq(active, 1), parentWhere(q, false), pub.where?.(ctx, q)),
        orderBy: pub.orderBy,
        schema: pub.item,
      });
    },

    /** One record: 404 unknown, then 403 outside the user's `scope`. */
    async show(ctx: AppContext, user: AuthUser, id: number) {
      const row = await find(ctx.db, id);
      if (!row) throw notFound(`${def.label} not found.`);
      const scope = def.scope?.(ctx, user);
      if (scope) {
        const [seen] = await ctx.db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(eq(table.id, id), scope));
        if (!seen) throw forbidden();
      }
      return (await expand(ctx.db, [row]))[0]!;
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

    /** Stores an uploaded file in the record's column; the file it replaces goes once that has committed. */
    async replaceFile(
      ctx: AppContext,
      actor: Actor,
      id: number,
      upload: { column: string; bucket: string; kind: UploadKind },
      file: AnyUpload,
    ) {
      const current = await find(ctx.db, id);
      if (!current) throw notFound(`${def.label} not found.`);
      const name = await storeUpload(ctx.storage, upload.bucket, upload.kind, file);
      const old = (current as Record<string, unknown>)[upload.column] as string | null;
      try {
        const row = await ctx.db.transaction((tx) =>
          audited.update(tx, { model, actor }, table, id, { [upload.column]: name } as never),
        );
        if (!row) throw notFound(`${def.label} not found.`);
        if (old) await removeUpload(ctx.storage, upload.bucket, old);
        return (await expand(ctx.db, [row]))[0]!;
      } catch (err) {
        await removeUpload(ctx.storage, upload.bucket, name);
        throw err;
      }
    },
  };
  return service;
}
