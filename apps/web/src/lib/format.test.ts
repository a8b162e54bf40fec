import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatNumericDate,
  formatNumericDateTime,
  fullName,
  htmlToText,
  stripHtml,
  toIsoTimestamp,
} from './format';

describe('format', () => {
  it('formats calendar dates and tolerates blanks', () => {
    expect(formatDate('2025-06-16')).toBe('16 June 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-09-01')).toBe('1 September 2025');
    // Nairobi's time (UTC+3) whatever the viewer's zone.
    expect(formatDateTime(new Date('2025-09-01T11:05:00Z'))).toBe('1 Sep 2025, 14:05');
    expect(formatDate('2025-09-01T22:30:00Z')).toBe('2 September 2025');
  });

  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(undefined)).toBe('0');
  });

  it('strips markup for previews', () => {
    expect(stripHtml('<p>Hello&nbsp;<b>world</b></p><p>again</p>')).toBe('Hello world again');
    expect(stripHtml(null)).toBe('');
  });

  it('joins names, skipping blanks', () => {
    expect(fullName({ first_name: 'Amina', middle_name: ' ', last_name: 'Wanjiru' })).toBe('Amina Wanjiru');
  });

  it('shows calendar dates as DD/MM/YYYY without shifting the day', () => {
    expect(formatNumericDate('2025-06-16')).toBe('16/06/2025');
    expect(formatNumericDate('')).toBe('');
    expect(formatNumericDate('soon')).toBe('soon');
  });

  it('reads PostgreSQL and ISO timestamps in the numeric forms', () => {
    expect(toIsoTimestamp('2026-11-22 02:19:25.968+00')).toBe('2026-11-22T02:19:25.968+00:00');
    expect(toIsoTimestamp('2026-11-22T02:19:25Z')).toBe('2026-11-22T02:19:25Z');
    // Nairobi's time (UTC+3), whatever the viewer's zone.
    expect(formatNumericDateTime('2026-11-21T21:05:00Z')).toBe('22/11/2026 - 12:05 am');
    expect(formatNumericDateTime('2026-11-22T09:30:00Z')).toBe('22/11/2026 - 12:30 pm');
    expect(formatNumericDateTime('2026-11-22 02:19:25.968+00')).toBe('22/11/2026 - 05:19 am');
    expect(formatNumericDate('2026-11-21T22:30:00Z')).toBe('22/11/2026');
  });

  it('formats totals with thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('keeps paragraphs as lines for the Logs detail, decoding entities', () => {
    expect(htmlToText('<p>One &amp; two</p><p>three<br/>four</p>', true)).toBe('One & two\nthree\nfour');
    expect(stripHtml('<p>a</p><blockquote>b</blockquote>c')).toBe('a b c');
  });
});
