import type { LogEntry } from '@portal/contract/logs';
import type { Paged } from '@portal/contract/pagination';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLogs, users } from '../../db/schema';
import { paginate } from '../../lib/pagination';

type LogRow = typeof auditLogs.$inferSelect & {
  modder_first_name: string | null;
  modder_middle_name: string | null;
  modder_last_name: string | null;
};

const toEntry = (r: LogRow): LogEntry => ({
  id: r.id,
  model: r.model,
  model_id: r.model_id,
  action: r.action,
  created_at: new Date(r.created_at).toISOString(),
  modder:
    r.modder_id != null && r.modder_first_name != null
      ? {
          id: r.modder_id,
          first_name: r.modder_first_name,
          middle_name: r.modder_middle_name,
          last_name: r.modder_last_name ?? '',
        }
      : null,
  old: r.old,
  new: r.new,
  changed: r.changed,
});

/** The history of one record, newest first. */
export async function recordLog(
  ctx: AppContext,
  q: { model: string; recordId: string; page: number; per_page: number },
): Promise<Paged<LogEntry>> {
  const where = and(eq(auditLogs.model, q.model), eq(auditLogs.model_id, q.recordId));
  return paginate<LogEntry>(ctx.db, {
    query: ctx.db
      .select({
        id: auditLogs.id,
        model: auditLogs.model,
        model_id: auditLogs.model_id,
        action: auditLogs.action,
        modder_id: auditLogs.modder_id,
        old: auditLogs.old,
        new: auditLogs.new,
        changed: auditLogs.changed,
        created_at: auditLogs.created_at,
        modder_first_name: users.first_name,
        modder_middle_name: users.middle_name,
        modder_last_name: users.last_name,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.modder_id))
      .$dynamic(),
    table: auditLogs,
    where,
    orderBy: [desc(auditLogs.id)],
    list: q,
    map: (rows) => (rows as LogRow[]).map(toEntry),
  });
}
