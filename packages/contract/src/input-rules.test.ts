import { describe, expect, it } from 'vitest';
import { applicationInput } from './applications';
import { id, isCalendarDate, isoDate, isRecord, withoutControlChars } from './common';
import { INT4_MAX } from './constants';
import { groupVentureInput, userGroupInput } from './judging';
import { listQuery } from './pagination';
import { questionInput } from './questions';

describe('record ids', () => {
  it('stay within PostgreSQL integer columns', () => {
    expect(id.safeParse(INT4_MAX).success).toBe(true);
    expect(id.safeParse(String(INT4_MAX)).success).toBe(true);
    for (const bad of [INT4_MAX + 1, '2147483648', 2 ** 53, '9007199254740993', 0, -1, 1.5, '1e400', 'NaN']) {
      expect(id.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('are a whole number or its digits, never another spelling that a cast would take', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(id.parse(7.0)).toBe(7);
    for (const bad of [true, false, [7], { id: 7 }, '0x7', ' 7 ', '7 ', '+7', '7e0', '7.0', '07', '', null, '٧']) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(id.safeParse('0x7').error?.issues[0]?.message).toBe('Not a valid id');
  });

  it('take the same spelling in every schema that holds an id', () => {
    expect(groupVentureInput.safeParse({ group_id: 1, venture_id: true }).success).toBe(false);
    expect(groupVentureInput.safeParse({ group_id: '1', venture_id: '2' }).success).toBe(true);
    expect(userGroupInput.safeParse({ group_id: 1, user_id: [2] }).success).toBe(false);
    expect(applicationInput.safeParse({ marketing_source_id: '0x1', terms_conditions: 1 }).success).toBe(false);
  });

  it('bound the page number too (its offset reaches the database)', () => {
    expect(listQuery.safeParse({ page: '2147483648' }).success).toBe(false);
    expect(listQuery.parse({ page: '3' }).page).toBe(3);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2027-02-29', false],
    ['1900-02-29', false],
    ['1995-02-30', false],
    ['2026-04-31', false],
    ['0000-01-01', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-1', false],
    ['99999-01-01', false],
  ])('%s is a real day: %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
    expect(isoDate.safeParse(value).success).toBe(real);
  });
});

describe('control characters', () => {
  it('are removed, but tab, line feed and carriage return stay', () => {
    expect(withoutControlChars('a\u0000b\u0001c\u001fd\u007fe')).toBe('abcde');
    expect(withoutControlChars('line\none\ttab\r\n')).toBe('line\none\ttab\r\n');
    expect(withoutControlChars('Nairobi ✓ 💡')).toBe('Nairobi ✓ 💡');
  });
});

describe('refinements that look inside an object', () => {
  it('answer a body of null with an issue, not a crash', () => {
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    const r = questionInput.safeParse(null);
    expect(r.success).toBe(false);
  });
});
