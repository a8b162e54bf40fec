import { todayInNairobi } from '@portal/contract/dates';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, toIsoTimestamp } from './format';

describe('format', () => {
  it('shows calendar dates as DD/MM/YYYY without shifting the day', () => {
    expect(formatDate('2025-06-16')).toBe('16/06/2025');
    expect(formatDate('')).toBe('');
  });
  it('reads PostgreSQL and ISO timestamps', () => {
    expect(toIsoTimestamp('2026-11-22 02:19:25.968+00')).toBe('2026-11-22T02:19:25.968+00:00');
    expect(toIsoTimestamp('2026-11-22T02:19:25Z')).toBe('2026-11-22T02:19:25Z');
    // Nairobi's time (UTC+3), whatever the viewer's zone.
    expect(formatDateTime('2026-11-21T21:05:00Z')).toBe('22/11/2026 - 12:05 am');
    expect(formatDateTime('2026-11-22T09:30:00Z')).toBe('22/11/2026 - 12:30 pm');
    expect(formatDateTime('2026-11-22 02:19:25.968+00')).toBe('22/11/2026 - 05:19 am');
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22/11/2026');
  });
  it('formats totals and Nairobi days', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    // 22:30 UTC is already the next day in Nairobi (UTC+3)
    expect(todayInNairobi(new Date('2025-06-15T22:30:00Z'))).toBe('2025-06-16');
  });
});
