import type { Clock } from './dates';

/**
 * Fixed-window counters in memory. One process serves the embedded database, and a small
 * deployment of PostgreSQL runs one instance; several instances would need a shared store.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; false once `max` hits fell in the current window. */
  hit(key: string): boolean {
    const now = this.clock.now().getTime();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  /** True while the key is over its limit, without counting. */
  blocked(key: string): boolean {
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > this.clock.now().getTime() && entry.count >= this.max;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Forgets every key starting with `prefix` (an account's counters at all its addresses). */
  resetPrefix(prefix: string): void {
    for (const key of this.hits.keys()) if (key.startsWith(prefix)) this.hits.delete(key);
  }

  private sweep(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
