import { scoreBand } from '@portal/contract/constants';
import { describe, expect, it } from 'vitest';
import { formatScore, SCORE_BAND_COLOURS } from './ScoreChip';

describe('a score as shown', () => {
  it("reads as a percentage with at most two decimals, and 'Pending' (or the given word) at 0", () => {
    expect(formatScore(72.5)).toBe('72.5%');
    expect(formatScore(33.333333)).toBe('33.33%');
    expect(formatScore(100)).toBe('100%');
    expect(formatScore(0)).toBe('Pending');
    expect(formatScore(0, '0%')).toBe('0%');
  });

  it('takes the colour of its band: none while pending, then red, orange, green', () => {
    expect([0, 18.5, 47.25, 91].map((s) => SCORE_BAND_COLOURS[scoreBand(s)])).toEqual([
      'default',
      'error',
      'warning',
      'success',
    ]);
  });
});
