import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, fullName, stripHtml } from './format';

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
});
