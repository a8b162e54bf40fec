import type { LogModel } from '@portal/contract/logs';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { auditLogs } from '../db/schema';

/** Who made a change: a signed-in user, or the System (seeding, jobs). */
export type Actor = { id: number } | null;

// Never written to the audit trail.
const SECRET_FIELDS = new Set(['password_hash', 'token_hash', 'password']);
const IGNORED_IN_CHANGED = new Set(['updated_at', 'created_at']);

type Row = Record<string, unknown>;

const scrub = (row: Row | null | undefined): Row | null => {
  if (!row) return null;
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (!SECRET_FIELDS.has(k)) out[k] = v;
  return out;
};

/** The fields whose values differ between old and new, with their new values. */
export function changedFields(oldRow: Row | null, newRow: Row | null): Row | null {
  if (!oldRow || !newRow) return null;
  const out: Row = {};
  for (const [k, v] of Object.entries(newRow)) {
    if (IGNORED_IN_CHANGED.has(k)) continue;
    if (JSON.stringify(oldRow[k]) !== JSON.stringify(v)) out[k] = v;
  }
  return out;
}

export type AuditEntry = {
  model: LogModel;
  action: string;
  actor: Actor;
  recordId: number | string | null;
  old?: Row | null;
  new?: Row | null;
};

/** Records one entry; call it inside the transaction of the change so both commit or neither. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const oldRow = scrub(entry.old);
  const newRow = scrub(entry.new);
  await tx.insert(auditLogs).values({
    model: entry.model,
    model_id: entry.recordId == null ? null : String(entry.recordId),
    action: entry.action,
    modder_id: entry.actor?.id ?? null,
    old: oldRow,
    new: newRow,
    changed: entry.action === 'created' ? newRow : changedFields(oldRow, newRow),
  });
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * Audited writes of one row: the change and its audit entry in the same transaction.
 * `tx` must be a transaction (services open it); these helpers never open their own.
 */
export const audited = {
  async insert<T extends TableWithId>(
    tx: Executor,
    ctx: { model: LogModel; actor: Actor },
    table: T,
    values: T['$inferInsert'],
  ): Promise<T['$inferSelect']> {
    const [row] = (await tx.insert(table).values(values).returning()) as Row[];
    await recordAudit(tx, { ...ctx, action: 'created', recordId: row!.id as number, new: row });
    return row as T['$inferSelect'];
  },

  async update<T extends TableWithId>(
    tx: Executor,
    ctx: { model: LogModel; actor: Actor; action?: string },
    table: T,
    id: number,
    values: Partial<T['$inferInsert']>,
  ): Promise<T['$inferSelect'] | null> {
    const idCol = table.id;
    const [old] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(idCol, id))
      .for('update')) as Row[];
    if (!old) return null;
    const patch: Row = { ...values };
    if ('updated_at' in getTableColumns(table)) patch.updated_at = new Date().toISOString();
    const [row] = (await tx
      .update(table)
      .set(patch as never)
      .where(eq(idCol, id))
      .returning()) as Row[];
    await recordAudit(tx, { ...ctx, action: ctx.action ?? 'updated', recordId: id, old, new: row });
    return row as T['$inferSelect'];
  },

  async remove<T extends TableWithId>(
    tx: Executor,
    ctx: { model: LogModel; actor: Actor },
    table: T,
    id: number,
  ): Promise<T['$inferSelect'] | null> {
    const [old] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[];
    if (!old) return null;
    await recordAudit(tx, { ...ctx, action: 'deleted', recordId: id, old });
    return old as T['$inferSelect'];
  },
};
