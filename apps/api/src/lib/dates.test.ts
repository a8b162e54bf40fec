import { describe, expect, it } from 'vitest';
import { type Clock, systemClock, todayFor } from './dates';

const at = (iso: string): { clock: Clock } => ({ clock: { now: () => new Date(iso) } });

describe("todayFor: the programme's day on the context's clock", () => {
  it('is the calendar day in Nairobi, which starts at 21:00 UTC the day before', () => {
    expect(todayFor(at('2026-04-30T20:59:59.999Z'))).toBe('2026-04-30');
    expect(todayFor(at('2026-04-30T21:00:00Z'))).toBe('2026-05-01');
    expect(todayFor(at('2026-03-02T09:00:00Z'))).toBe('2026-03-02');
  });

  it('turns the year at 21:00 UTC on 31 December', () => {
    expect(todayFor(at('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(todayFor(at('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the clock at each call, so a test can move it', () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const ctx = { clock: { now: () => now } };
    expect(todayFor(ctx)).toBe('2026-03-02');
    now = new Date('2026-03-05T22:00:00Z');
    expect(todayFor(ctx)).toBe('2026-03-06');
  });

  it('follows the system clock by default', () => {
    expect(todayFor({ clock: systemClock })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
