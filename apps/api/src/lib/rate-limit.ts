import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import type { Clock } from './dates';

/** A fixed-window counter per key: `max` hits per `windowMs`, then refusals until the window ends. */
export interface RateLimiter {
  /** Counts a hit; false once `max` hits fell in the current window. */
  hit(key: string): Promise<boolean>;
  /** True while the key is over its limit, without counting. */
  blocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Forgets every key starting with `prefix` (an account's counters at all its addresses). */
  resetPrefix(prefix: string): Promise<void>;
}

/**
 * Where the counters live: in this process (the embedded database serves one process), or in
 * PostgreSQL's `rate_limits` table, which every instance on the database sees, so that failed
 * sign-ins spread over several instances still meet the limit.
 */
export type LimitStore = { kind: 'memory' } | { kind: 'postgres'; db: Db };

export function rateLimiter(store: LimitStore, name: string, max: number, windowMs: number, clock: Clock): RateLimiter {
  return store.kind === 'postgres'
    ? sharedLimiter(store.db, name, max, windowMs, clock)
    : memoryLimiter(max, windowMs, clock);
}

function memoryLimiter(max: number, windowMs: number, clock: Clock): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    if (hits.size < 10_000) return;
    for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
  };
  return {
    async hit(key) {
      const now = clock.now().getTime();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + windowMs });
        sweep(now);
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
    async blocked(key) {
      const entry = hits.get(key);
      return !!entry && entry.resetAt > clock.now().getTime() && entry.count >= max;
    },
    async reset(key) {
      hits.delete(key);
    },
    async resetPrefix(prefix) {
      for (const key of hits.keys()) if (key.startsWith(prefix)) hits.delete(key);
    },
  };
}

/** Expired rows are deleted every this many hits of a process (the upsert reuses a key's row). */
const SWEEP_EVERY = 1_000;
let hitsSinceSweep = 0;

function sharedLimiter(db: Db, name: string, max: number, windowMs: number, clock: Clock): RateLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async hit(key) {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + windowMs);
      // One statement: concurrent hits on any instance count one by one (the row is locked).
      const result = rowsOf<{ count: number }>(
        await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${keyOf(key)}, 1, ${resetAt}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now}::timestamptz then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now}::timestamptz then excluded.reset_at else rate_limits.reset_at end
        returning count`),
      );
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from rate_limits where reset_at <= ${now}::timestamptz`);
      }
      return Number(result[0]!.count) <= max;
    },
    async blocked(key) {
      const result = rowsOf<{ count: number }>(
        await db.execute(sql`
        select count from rate_limits where key = ${keyOf(key)} and reset_at > ${clock.now()}::timestamptz`),
      );
      const row = result[0];
      return !!row && Number(row.count) >= max;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(key)}`);
    },
    async resetPrefix(prefix) {
      await db.execute(sql`delete from rate_limits where starts_with(key, ${keyOf(prefix)})`);
    },
  };
}
