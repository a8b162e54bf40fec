import { describe, expect, it } from 'vitest';
import { nairobiMidnight, nextNairobiMidnight, todayInNairobi } from './dates';

describe('Nairobi days', () => {
  it('changes the day at 21:00 UTC (midnight in Nairobi)', () => {
    expect(todayInNairobi(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    expect(todayInNairobi(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });

  it('gives the next midnight in Nairobi, where todayInNairobi changes', () => {
    expect(nextNairobiMidnight(new Date('2026-11-24T20:59:59Z')).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(nextNairobiMidnight(new Date('2026-11-24T21:00:00Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(nextNairobiMidnight(new Date('2026-11-25T03:00:00Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    const t = new Date('2027-01-15T10:00:00Z');
    const next = nextNairobiMidnight(t);
    expect(todayInNairobi(new Date(next.getTime() - 1))).toBe(todayInNairobi(t));
    expect(todayInNairobi(next)).not.toBe(todayInNairobi(t));
  });

  it('starts a Nairobi day at 21:00 UTC the day before', () => {
    expect(nairobiMidnight('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(todayInNairobi(nairobiMidnight('2026-03-02'))).toBe('2026-03-02');
  });
});
