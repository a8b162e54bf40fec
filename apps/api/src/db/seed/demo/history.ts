import type { LogModel } from '@portal/contract/logs';
import { changedFields } from '../../../lib/audit';
import type { Executor } from '../../client';
import { auditLogs } from '../../schema';

type Row = Record<string, unknown>;

/** Something the demo programme's people did, in the past: one audit row on /logs. */
export type HistoryEvent = {
  at: Date;
  model: LogModel;
  action: string;
  /** Who did it: a user id, or null for the System. */
  actor: number | null;
  recordId: number;
  old?: Row | null;
  new?: Row | null;
};

/**
 * Writes the events as the audit trail would have recorded them at the time (same shape as
 * lib/audit's recordAudit: `changed` is the new row for a creation, else the differing fields),
 * oldest first so that the log's newest-first order (by id) is also the order in time.
 */
export async function insertHistory(tx: Executor, events: HistoryEvent[]): Promise<void> {
  if (!events.length) return;
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx.insert(auditLogs).values(
    sorted.map((e) => {
      const oldRow = e.old ?? null;
      const newRow = e.new ?? null;
      return {
        model: e.model,
        model_id: String(e.recordId),
        action: e.action,
        modder_id: e.actor,
        old: oldRow,
        new: newRow,
        changed: e.action === 'created' ? newRow : changedFields(oldRow, newRow),
        created_at: e.at.toISOString(),
      };
    }),
  );
}
