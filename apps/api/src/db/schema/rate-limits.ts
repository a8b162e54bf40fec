import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters every instance sees (lib/rate-limit.ts, with PostgreSQL): one fixed window
 * per key (`limiter:subject`), counted with one upsert; expired rows are swept by maintenance.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.reset_at)],
);
