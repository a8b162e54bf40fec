import { nairobiMidnight } from '@portal/contract/dates';
import { LOG_MODELS, type LogEntry, type LogFormData, type LogSearchData, type LogUser } from '@portal/contract/logs';
import type { Paged } from '@portal/contract/pagination';
import { and, asc, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLogs, users } from '../../db/schema';
import { likePattern, paginate } from '../../lib/pagination';
import { personHaystack } from '../applications';

type LogRow = typeof auditLogs.$inferSelect & {
  modder_first_name: string | null;
  modder_middle_name: string | null;
  modder_last_name: string | null;
};

/**
 * Who made the change: `null` (System) only when the entry has no modder id. `modder_id` is a plain
 * column, not a foreign key, so it outlives the account: an entry whose user has since been deleted
 * keeps the id and reads "Deleted user #<id>" (in `first_name`, so every screen that joins the
 * names shows it as it is).
 */
const modderOf = (r: LogRow): LogEntry['modder'] => {
  if (r.modder_id == null) return null;
  if (r.modder_first_name == null) {
    return { id: r.modder_id, first_name: `Deleted user #${r.modder_id}`, middle_name: null, last_name: '' };
  }
  return {
    id: r.modder_id,
    first_name: r.modder_first_name,
    middle_name: r.modder_middle_name,
    last_name: r.modder_last_name ?? '',
  };
};

const toEntry = (r: LogRow): LogEntry => ({
  id: r.id,
  model: r.model,
  model_id: r.model_id,
  action: r.action,
  created_at: new Date(r.created_at).toISOString(),
  modder: modderOf(r),
  old: r.old,
  new: r.new,
  changed: r.changed,
});

/** A page of entries matching `where`, newest first, with the modder's names (see `modderOf`). */
function logPage(ctx: AppContext, where: SQL | undefined, list: { page: number; per_page: number }) {
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
    list,
    map: (rows) => (rows as LogRow[]).map(toEntry),
  });
}

/** The history of one record, newest first. */
export async function recordLog(
  ctx: AppContext,
  q: { model: string; recordId: string; page: number; per_page: number },
): Promise<Paged<LogEntry>> {
  return logPage(ctx, and(eq(auditLogs.model, q.model), eq(auditLogs.model_id, q.recordId)), q);
}

const DAY_MS = 24 * 3600_000;

/**
 * `POST /api/log`: the entries matching every filter given (user AND model AND action AND the
 * date range, both days included), newest first; paged and counted in SQL on the audit indexes.
 */
export async function searchLogs(
  ctx: AppContext,
  filters: LogSearchData,
  list: { page: number; per_page: number },
): Promise<Paged<LogEntry>> {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(eq(auditLogs.modder_id, filters.userId));
  if (filters.model) conditions.push(eq(auditLogs.model, filters.model));
  if (filters.action) conditions.push(eq(auditLogs.action, filters.action));
  if (filters.date_from) {
    conditions.push(gte(auditLogs.created_at, nairobiMidnight(filters.date_from).toISOString()));
  }
  if (filters.date_to) {
    const end = new Date(nairobiMidnight(filters.date_to).getTime() + DAY_MS);
    conditions.push(lt(auditLogs.created_at, end.toISOString()));
  }
  return logPage(ctx, conditions.length ? and(...conditions) : undefined, list);
}

/** `GET /api/log?page=`: every entry, newest first. */
export function allLogs(ctx: AppContext, list: { page: number; per_page: number }) {
  return logPage(ctx, undefined, list);
}

/**
 * The distinct values of an indexed text column, read as a loose index scan (one index probe per
 * value, however long the log): PostgreSQL has no skip scan of its own before version 18.
 */
async function distinctValues(ctx: AppContext, column: 'model' | 'action'): Promise<string[]> {
  const col = sql.identifier(column);
  const result = await ctx.db.execute(sql`
    with recursive v(value) as (
      (select ${col} from audit_logs order by ${col} limit 1)
      union all
      select (select ${col} from audit_logs where ${col} > v.value order by ${col} limit 1)
      from v where v.value is not null
    )
    select value from v where value is not null`);
  const rows = (result as unknown as { rows: { value: string }[] }).rows;
  return rows.map((r) => r.value);
}

/** The standard actions of every resource, offered even before the log holds one of them. */
const STANDARD_ACTIONS = ['created', 'updated', 'deleted', 'activated', 'deactivated'];

/**
 * `GET /api/log?type=formData`: the models (every audited model of the contract, and any other the
 * log holds) and the actions the log holds (with the standard five), sorted.
 */
export async function logFormData(ctx: AppContext): Promise<LogFormData> {
  const [models, actions] = await Promise.all([distinctValues(ctx, 'model'), distinctValues(ctx, 'action')]);
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { models: sorted([...LOG_MODELS, ...models]), actions: sorted([...STANDARD_ACTIONS, ...actions]) };
}

/**
 * `GET /api/log?type=users`: the Find User dialog's list, every account by name, searched on
 * names and e-mail (the users' trigram index). Gated by log_view: it shows only names and
 * e-mail addresses, which the log itself shows too.
 */
export async function logUsers(
  ctx: AppContext,
  q: { page: number; per_page: number; search?: string },
): Promise<Paged<LogUser>> {
  const where = q.search
    ? ilike(
        personHaystack({
          first: users.first_name,
          middle: users.middle_name,
          last: users.last_name,
          email: users.email,
        }),
        likePattern(q.search),
      )
    : undefined;
  return paginate<LogUser>(ctx.db, {
    query: ctx.db
      .select({
        id: users.id,
        first_name: users.first_name,
        middle_name: users.middle_name,
        last_name: users.last_name,
        email: users.email,
      })
      .from(users)
      .$dynamic(),
    table: users,
    where,
    orderBy: [asc(users.first_name), asc(users.last_name), asc(users.id)],
    list: q,
  });
}
