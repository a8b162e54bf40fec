import type { LogModel } from '@portal/contract/logs';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Executor, Tx } from '../db/client';
import type { AuthUser } from './access';
import type { Actor } from './audit';
import type { ResourceQuery } from './resource-action';
import type { UploadKind } from './uploads';

/**
 * What `defineResource` (resource.ts) is told about one admin area: its table, search, order and
 * rules. A module declares it in `<domain>.resource.ts`; its routes file adds the `?type=` views
 * and actions (`ResourceActions`, resource-action.ts).
 */
export type TableWithId = PgTable & { id: PgColumn };
export type Row<T extends TableWithId> = T['$inferSelect'];

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
  /**
   * Create/update body: its shape, declared and validated at the route (and so documented). The
   * handler and the service receive it typed.
   */
  body: z.ZodType;
  /**
   * Rules that depend on the context (today) or on `current`, the stored record when updating:
   * applied to the typed body (never to the raw one). Without it, the body is the input.
   */
  input?: (ctx: AppContext, current?: Row<T>) => z.ZodType;
  /** Message of a 409 when a unique index refuses the write. */
  uniqueMessage?: string;
  hooks?: {
    toValues?(input: unknown, ctx: AppContext): Partial<T['$inferInsert']>;
    beforeCreate?(tx: Tx, values: Partial<T['$inferInsert']>, actor: Actor): Promise<void>;
    beforeUpdate?(tx: Tx, id: number, values: Partial<T['$inferInsert']>, actor: Actor): Promise<void>;
    beforeActivate?(tx: Tx, row: Row<T>, actor: Actor): Promise<void>;
    beforeDelete?(tx: Tx, row: Row<T>, actor: Actor): Promise<void>;
    /**
     * Files of child rows the delete cascades to (an album's images, a video's pictures), read in
     * the delete's transaction and removed once it has committed.
     */
    cascadedFiles?(tx: Tx, row: Row<T>): Promise<{ bucket: string; name: string }[]>;
    /** After a create or update, in the same transaction: write related rows (roles ...) from the input. */
    afterWrite?(tx: Tx, row: Row<T>, input: unknown, actor: Actor): Promise<void>;
    /** Adds related data to a page of rows in a few queries (never one per row). */
    expand?(db: Executor, rows: Row<T>[]): Promise<unknown[]>;
  };
  /** Whether the table has an `active` flag with activate/deactivate actions. */
  activatable?: boolean;
  /** Confirmation and empty-state wording where the spec's noun differs from the label. */
  noun?: string;
  empty?: string;
  /**
   * Record-level rule: the rows the caller may see (a judge's own groups) as a condition, or
   * undefined for all. Applied to the list, the search and the show (403 for a row outside it).
   */
  scope?(ctx: AppContext, user: AuthUser): SQL | undefined;
  /** A child resource is listed under its parent: `GET /api/album?gallery_id=` (required). */
  parent?: { param: string; column: PgColumn };
  /**
   * `GET ?type=public` (no sign-in): active records only, paged, answered with the public item
   * schema. `where` narrows further from the query (a parent id ...).
   */
  publicList?: {
    summary: string;
    item: z.ZodType;
    orderBy?: (SQL | PgColumn)[];
    where?(ctx: AppContext, query: ResourceQuery): SQL | undefined;
  };
  /** `POST ?type=<key>` multipart `{ id, files }` (`<prefix>_edit`): stores the file in its column. */
  uploads?: Record<string, { column: keyof Row<T> & string; bucket: string; kind: UploadKind; summary: string }>;
};
