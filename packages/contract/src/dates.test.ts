import { describe, expect, it } from 'vitest';
import { dayOf, nairobiClock, nairobiMidnight, nextNairobiMidnight, todayInNairobi } from './dates';

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

describe('the wall clock in Nairobi', () => {
  it('is UTC+3 all year: no daylight saving', () => {
    expect(nairobiClock(new Date('2026-01-15T06:30:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hours: 9,
      minutes: 30,
    });
    expect(nairobiClock(new Date('2026-07-15T06:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 15,
      hours: 9,
      minutes: 30,
    });
  });

  it('turns the day, the month and the year at 21:00 UTC', () => {
    expect(nairobiClock(new Date('2026-12-31T20:59:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hours: 23,
      minutes: 59,
    });
    expect(nairobiClock(new Date('2026-12-31T21:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 0,
    });
    expect(nairobiClock(new Date('2028-02-28T21:00:00Z'))).toMatchObject({ month: 2, day: 29 });
  });

  it('agrees with todayInNairobi and nairobiMidnight on the day', () => {
    for (const iso of ['2026-03-01T20:59:59Z', '2026-03-01T21:00:00Z', '2026-11-24T12:00:00Z']) {
      const instant = new Date(iso);
      const { year, month, day } = nairobiClock(instant);
      const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      expect(today, iso).toBe(todayInNairobi(instant));
      expect(nairobiMidnight(today).getTime()).toBeLessThanOrEqual(instant.getTime());
      expect(instant.getTime() - nairobiMidnight(today).getTime()).toBeLessThan(86_400_000);
    }
  });
});

describe('dayOf', () => {
  it('reads a day as it is, and asks a function each time (a schema outlives its day)', () => {
    let today = '2026-11-26';
    const read = () => today;
    expect(dayOf('2026-01-01')).toBe('2026-01-01');
    expect(dayOf(read)).toBe('2026-11-26');
    today = '2026-11-27';
    expect(dayOf(read)).toBe('2026-11-27');
  });
});
