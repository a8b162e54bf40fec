import { describe, expect, it } from 'vitest';
import { formatLogValue } from './log-format';

describe('formatLogValue', () => {
  it('shows stored rich text as the text a reader sees, one paragraph a line', () => {
    expect(formatLogValue('<p>Hello <strong>Amina</strong>,</p><p>Cold rooms &amp; solar.</p>')).toBe(
      'Hello Amina,\nCold rooms & solar.',
    );
    expect(formatLogValue('<ul><li>One</li><li>Two</li></ul>')).toBe('One\nTwo');
  });

  it('keeps plain text as typed, even with angle brackets, and names empty values', () => {
    expect(formatLogValue('Budget < 5,000 > 1,000')).toBe('Budget < 5,000 > 1,000');
    expect(formatLogValue('')).toBe('""');
    expect(formatLogValue(null)).toBe('—');
    expect(formatLogValue(3)).toBe('3');
    expect(formatLogValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
