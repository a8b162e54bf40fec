import { type ListQuery, lastPage, type Paged } from '@portal/contract/pagination';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Pages a select in SQL: a LIMIT/OFFSET page and a count(*) of the same filter. */
export async function paginate<T>(
  db: Executor,
  opts: {
    query: PgSelect;
    table: PgTable;
    where?: SQL;
    orderBy: (SQL | PgColumn)[];
    list: Pick<ListQuery, 'page' | 'per_page'>;
    map?: (rows: unknown[]) => Promise<T[]> | T[];
  },
): Promise<Paged<T>> {
  const { page, per_page } = opts.list;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    opts.query
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ total: count() }).from(opts.table).where(opts.where),
  ]);
  const data = opts.map ? await opts.map(rows) : (rows as T[]);
  return { data, current_page: page, per_page, total, last_page: lastPage(total, per_page) };
}

/** `%term%` for ILIKE with the user's % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
