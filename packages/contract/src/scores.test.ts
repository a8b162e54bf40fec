import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, scoreBand } from './constants';
import { individualScore, isStarValue, type RatingCriterion, roundScore, starsLabel } from './judging';

const criterion = (id: number, weight: number, type = 'radio'): RatingCriterion => ({
  id,
  name: `Criterion ${id}`,
  description: '',
  weight,
  type,
});

describe('stars', () => {
  it('takes whole and half stars from 0.5 to 5, nothing else', () => {
    expect([0.5, 1, 2.5, 5].every(isStarValue)).toBe(true);
    expect([0, -1, 0.25, 5.5, 6, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined].some(isStarValue)).toBe(
      false,
    );
  });

  it('labels a rating out of five, and an unrated one as -/5', () => {
    expect([3.5, 5, null, undefined, 0, 7].map(starsLabel)).toEqual(['3.5/5', '5/5', '-/5', '-/5', '-/5', '-/5']);
  });
});

describe("a judge's score (individualScore)", () => {
  const criteria = [criterion(1, 30), criterion(2, 50), criterion(3, 20), criterion(4, 10, 'text')];

  it('is 100 with five stars everywhere and 10 with half a star everywhere', () => {
    expect(individualScore(criteria, { 1: 5, 2: 5, 3: 5, 4: 'Great team' })).toBe(100);
    expect(individualScore(criteria, { 1: 0.5, 2: 0.5, 3: 0.5 })).toBeCloseTo(10, 10);
  });

  it('weighs each radio criterion: weight x stars / 5, over the total radio weight', () => {
    // (30 x 4/5 + 50 x 2.5/5 + 20 x 1/5) / 100 = (24 + 25 + 4) / 100
    expect(individualScore(criteria, { 1: 4, 2: 2.5, 3: 1 })).toBeCloseTo(53, 10);
  });

  it('gives text criteria no points and no weight', () => {
    const radioOnly = criteria.filter((c) => c.type === 'radio');
    const responses = { 1: 3, 2: 4, 3: 2, 4: 'Notes' };
    expect(individualScore(criteria, responses)).toBe(individualScore(radioOnly, responses));
  });

  it('counts a radio criterion without a valid answer as 0', () => {
    expect(individualScore(criteria, { 1: 5 })).toBeCloseTo(30, 10);
    expect(individualScore(criteria, { 1: 5, 2: 0, 3: 'five' })).toBeCloseTo(30, 10);
  });

  it('is 0 without radio criteria', () => {
    expect(individualScore([criterion(4, 10, 'text')], { 4: 'Notes' })).toBe(0);
    expect(individualScore([], {})).toBe(0);
  });

  it('travels rounded to two decimals', () => {
    expect(roundScore(individualScore([criterion(1, 1), criterion(2, 2)], { 1: 1, 2: 0.5 }))).toBe(13.33);
    expect([66.666, 33.3349, 0.004, 100].map(roundScore)).toEqual([66.67, 33.33, 0, 100]);
  });
});

describe('score bands', () => {
  it('bands scores', () => {
    expect([0, 10, 33.33, 33.34, 66.66, 66.67, 100].map(scoreBand)).toEqual([
      'pending',
      'red',
      'red',
      'orange',
      'orange',
      'green',
      'green',
    ]);
  });

  it('reads 0 and below as pending (nobody rated), and the bounds as the lower band', () => {
    expect(scoreBand(-1)).toBe('pending');
    expect(scoreBand(0.01)).toBe('red');
    expect(scoreBand(SCORE_BANDS.red)).toBe('red');
    expect(scoreBand(SCORE_BANDS.orange)).toBe('orange');
  });

  it('bands a rounded score the way the lists show it', () => {
    // One star in three of equal weight: 33.333... rounds to 33.33, still red.
    const score = roundScore(individualScore([criterion(1, 1), criterion(2, 1), criterion(3, 1)], { 1: 5 }));
    expect(score).toBe(33.33);
    expect(scoreBand(score)).toBe('red');
  });
});
