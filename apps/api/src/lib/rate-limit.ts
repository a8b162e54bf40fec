import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import type { Clock } from './dates';
import { tooMany } from './http-error';

/** One counted attempt: whether it fell within the limit, and how to give it back. */
export interface Reservation {
  allowed: boolean;
  /** It took the window's last allowed attempt (the count is now `max`). */
  last: boolean;
  /** Seconds until the window ends, when a refused attempt may be made again. */
  retryAfterSeconds: number;
  /** Returns the attempt to its window (the work succeeded); a no-op once that window has ended. */
  giveBack(): Promise<void>;
}

/**
 * A fixed-window counter per key: `max` attempts per `windowMs`, then refusals until the window
 * ends. An attempt is counted atomically BEFORE the work it guards (one upsert that answers the new
 * count), so requests sent at once cannot all pass a check made before any of them is counted
 * (issue 29 §1). There is no "is it blocked?" read: checking, then working, then counting is the race.
 */
export interface RateLimiter {
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** Counts one attempt (count-and-check, in one step), with a handle to give it back when the work succeeds. */
  reserve(key: string): Promise<Reservation>;
  reset(key: string): Promise<void>;
  /** Forgets every key starting with `prefix` (an account's counters at all its addresses). */
  resetPrefix(prefix: string): Promise<void>;
}

export type LimitCheck = { limiter: RateLimiter; key: string; message?: string };

/**
 * The one way a limit guards work: reserve an attempt on each limit in order, before the work; the
 * first over its limit refuses with 429 (its message), and the attempts already reserved on the
 * limits before it are given back (no work happened). Answers `giveBack`, for the caller to call
 * only when the work succeeded (a right password): failures keep their count. Quotas (uploads,
 * messages, exports) never give back.
 */
export async function reserveAttempt(...checks: LimitCheck[]): Promise<{ giveBack(): Promise<void> }> {
  const held: Reservation[] = [];
  const giveBack = async () => {
    for (const r of held) await r.giveBack();
  };
  for (const { limiter, key, message } of checks) {
    const reservation = await limiter.reserve(key);
    if (!reservation.allowed) {
      await giveBack();
      throw tooMany(message, reservation.retryAfterSeconds);
    }
    held.push(reservation);
  }
  return { giveBack };
}

/**
 * Where the counters live: in this process (the embedded database serves one process), or in
 * PostgreSQL's `rate_limits` table, which every instance on the database sees, so that failed
 * sign-ins spread over several instances still meet the limit.
 */
export type LimitStore = { kind: 'memory' } | { kind: 'postgres'; db: Db };

export function rateLimiter(store: LimitStore, name: string, max: number, windowMs: number, clock: Clock): RateLimiter {
  const counter =
    store.kind === 'postgres' ? sharedCounter(store.db, name, windowMs, clock) : memoryCounter(windowMs, clock);
  return {
    name,
    max,
    windowMs,
    async reserve(key) {
      const { count, resetAt } = await counter.add(key);
      return {
        allowed: count <= max,
        last: count === max,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - clock.now().getTime()) / 1000)),
        giveBack: () => counter.subtract(key, resetAt),
      };
    },
    reset: (key) => counter.reset(key),
    resetPrefix: (prefix) => counter.resetPrefix(prefix),
  };
}

/** A store's counters: `add` counts one and answers the new count; `subtract` undoes one in that window. */
interface Counter {
  add(key: string): Promise<{ count: number; resetAt: number }>;
  subtract(key: string, resetAt: number): Promise<void>;
  reset(key: string): Promise<void>;
  resetPrefix(prefix: string): Promise<void>;
}

function memoryCounter(windowMs: number, clock: Clock): Counter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    if (hits.size < 10_000) return;
    for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
  };
  return {
    // No await between the read and the write: one step for this process's event loop.
    async add(key) {
      const now = clock.now().getTime();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs };
        hits.set(key, fresh);
        sweep(now);
        return { ...fresh };
      }
      entry.count += 1;
      return { ...entry };
    },
    async subtract(key, resetAt) {
      const entry = hits.get(key);
      if (entry && entry.resetAt === resetAt && entry.count > 0) entry.count -= 1;
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

function sharedCounter(db: Db, name: string, windowMs: number, clock: Clock): Counter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async add(key) {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + windowMs);
      // One statement: concurrent hits on any instance count one by one (the row is locked).
      const result = rowsOf<{ count: number; reset_at: Date | string }>(
        await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${keyOf(key)}, 1, ${resetAt}::timestamptz)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now}::timestamptz then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now}::timestamptz then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`),
      );
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from rate_limits where reset_at <= ${now}::timestamptz`);
      }
      return { count: Number(result[0]!.count), resetAt: new Date(result[0]!.reset_at).getTime() };
    },
    async subtract(key, resetAt) {
      // Only in the window the attempt was counted in: a new window owes it nothing.
      await db.execute(sql`
        update rate_limits set count = count - 1
        where key = ${keyOf(key)} and reset_at = ${new Date(resetAt)}::timestamptz and count > 0`);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(key)}`);
    },
    async resetPrefix(prefix) {
      await db.execute(sql`delete from rate_limits where starts_with(key, ${keyOf(prefix)})`);
    },
  };
}
