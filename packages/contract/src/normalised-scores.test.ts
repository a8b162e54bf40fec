import { describe, expect, it } from 'vitest';
import {
  adjustRatings,
  groupStandings,
  type JudgeRating,
  MIN_RATINGS_TO_STANDARDISE,
  orderByScore,
  RANK_DISAGREEMENT_PLACES,
  rankDescending,
  ranksDisagree,
} from './normalised-scores';

/** Judge `judge`'s scores of items 1, 2, 3 ... in group 1 (null: not rated). */
const judge = (id: number, scores: (number | null)[], group = 1): JudgeRating[] =>
  scores.flatMap((score, i) => (score === null ? [] : [{ group, judge: id, item: i + 1, score }]));

const normalised = (ratings: JudgeRating[]) =>
  Object.fromEntries([...groupStandings(ratings).items].map(([k, s]) => [k, s.normalised]));

describe('normalised scores: the worked examples', () => {
  it('lenient A (80, 90, 70) and strict B (40, 50, 30): both put item 2 first, so normalised equals the group scale, not the leniency', () => {
    // Group mean 60, group sd over the six scores = sqrt((400+900+100+400+100+900)/6) = sqrt(466.67) = 21.6;
    // each judge's z: item 1 = 0, item 2 = +1.22, item 3 = -1.22: mapped 60, 86.46, 33.54.
    const { items } = groupStandings([...judge(1, [80, 90, 70]), ...judge(2, [40, 50, 30])]);
    expect(items.get(1)).toMatchObject({ raw: 60, normalised: 60, rawRank: 2, normalisedRank: 2 });
    expect(items.get(2)!.normalised).toBeCloseTo(86.46, 2);
    expect(items.get(3)!.normalised).toBeCloseTo(33.54, 2);
  });

  it('lenient judge rates only items 1-3 (90, 85, 80), strict judge only items 4-6 (60, 55, 50): raw ranks 1-6, normalised puts each judge’s best level', () => {
    const ratings = [...judge(1, [90, 85, 80]), ...judge(2, [null, null, null, 60, 55, 50])];
    const { items } = groupStandings(ratings);
    expect([1, 2, 3, 4, 5, 6].map((i) => items.get(i)!.rawRank)).toEqual([1, 2, 3, 4, 5, 6]);
    // Item 4 (the strict judge's best) ties item 1 (the lenient judge's best) once normalised.
    expect(items.get(4)!.normalised).toBe(items.get(1)!.normalised);
    expect([1, 2, 3, 4, 5, 6].map((i) => items.get(i)!.normalisedRank)).toEqual([1, 3, 5, 1, 3, 5]);
    // Item 4 moves from 4th to 1st: more than RANK_DISAGREEMENT_PLACES (2) places.
    expect(items.get(4)!.disagrees).toBe(true);
    expect(items.get(1)!.disagrees).toBe(false);
  });

  it('ties: items 1 and 2 both 70 raw share rank 1 and the next is 3rd (1, 1, 3)', () => {
    const { items } = groupStandings(judge(1, [70, 70, 50]));
    expect([1, 2, 3].map((i) => items.get(i)!.rawRank)).toEqual([1, 1, 3]);
    expect([1, 2, 3].map((i) => items.get(i)!.normalisedRank)).toEqual([1, 1, 3]);
  });

  it('one judge (50, 70, 90): normalised equals raw, the group scale being that judge’s own', () => {
    expect(normalised(judge(1, [50, 70, 90]))).toEqual({ 1: 50, 2: 70, 3: 90 });
  });

  it('all equal scores (every judge gives every item 60): normalised 60 everywhere, everyone ranked 1', () => {
    const { items, judges } = groupStandings([...judge(1, [60, 60, 60]), ...judge(2, [60, 60, 60])]);
    expect([...items.values()].map((s) => [s.raw, s.normalised, s.rawRank, s.normalisedRank])).toEqual([
      [60, 60, 1, 1],
      [60, 60, 1, 1],
      [60, 60, 1, 1],
    ]);
    expect(judges.get(1)!.basis).toBe('no_variance');
  });

  it('a judge with no variance (75, 75, 75) counts as neutral: each of their ratings becomes the group mean, not 75', () => {
    const ratings = [...judge(1, [90, 60, 30]), ...judge(2, [75, 75, 75])];
    const { adjusted, judges } = adjustRatings(ratings);
    expect(judges.find((j) => j.judge === 2)!.basis).toBe('no_variance');
    // Group mean = (90 + 60 + 30 + 75 x 3) / 6 = 67.5.
    expect(adjusted.filter((r) => r.judge === 2).map((r) => r.adjusted)).toEqual([67.5, 67.5, 67.5]);
    // So the order is judge 1's alone: 1, 2, 3.
    const { items } = groupStandings(ratings);
    expect([1, 2, 3].map((i) => items.get(i)!.normalisedRank)).toEqual([1, 2, 3]);
  });

  it(`fewer than ${MIN_RATINGS_TO_STANDARDISE} ratings: a judge who rated 2 items (95, 85) keeps those raw scores`, () => {
    const ratings = [...judge(1, [40, 60, 80]), ...judge(2, [95, 85])];
    const { adjusted, judges } = adjustRatings(ratings);
    expect(judges.find((j) => j.judge === 2)).toMatchObject({ basis: 'too_few', rated: 2 });
    expect(adjusted.filter((r) => r.judge === 2).map((r) => r.adjusted)).toEqual([95, 85]);
    expect(judges.find((j) => j.judge === 1)!.basis).toBe('standardised');
  });

  it('conflicts of interest excluded: judge 2’s conflicted 0 for item 1 changes nothing', () => {
    const base = [...judge(1, [80, 60, 40]), ...judge(2, [null, 70, 50, 30])];
    const withConflict = [...base, { group: 1, judge: 2, item: 1, score: 0, conflict: true }];
    expect(groupStandings(withConflict).items).toEqual(groupStandings(base).items);
    expect(groupStandings(withConflict).judges.get(2)!.rated).toBe(3);
  });

  it('two groups are normalised apart: a judge strict in group 1 is not corrected by group 2', () => {
    const ratings = [...judge(1, [20, 30, 40], 1), ...judge(1, [null, null, null, 70, 80, 90], 2)];
    const { judges } = adjustRatings(ratings);
    expect(judges.map((j) => [j.group, j.basis])).toEqual([
      [1, 'standardised'],
      [2, 'standardised'],
    ]);
    expect(normalised(ratings)).toEqual({ 1: 20, 2: 30, 3: 40, 4: 70, 5: 80, 6: 90 });
  });

  it('keeps normalised scores within 0-100: an outlier z of +2.5 on a wide group scale stops at 100', () => {
    // Judge 1: 10, 10, 10, 10, 60 (z of the 60 = +2); the group spread is wide from judge 2's 0 and 100.
    const ratings = [...judge(1, [10, 10, 10, 10, 60]), ...judge(2, [0, 100, 0, 100, 0])];
    for (const s of groupStandings(ratings).items.values()) {
      expect(s.normalised).toBeGreaterThanOrEqual(0);
      expect(s.normalised).toBeLessThanOrEqual(100);
    }
  });

  it('no ratings: nothing to rank', () => {
    expect(groupStandings([]).items.size).toBe(0);
  });
});

describe('ranks', () => {
  it('ranks highest first with shared ranks for ties and null for unrated (90, 80, 80, null, 70 -> 1, 2, 2, -, 4)', () => {
    const ranks = rankDescending(
      new Map([
        ['a', 90],
        ['b', 80],
        ['c', 80],
        ['d', null],
        ['e', 70],
      ]),
    );
    expect([...ranks.values()]).toEqual([1, 2, 2, null, 4]);
  });

  it('orders ids by a score, best first, unrated last, ties in the given order (3: 50, 1: 80, 2: none, 4: 80 -> 1, 4, 3, 2)', () => {
    const scores = new Map([
      [3, { raw: 50, normalised: 90, ratings: 1 }],
      [1, { raw: 80, normalised: 40, ratings: 1 }],
      [4, { raw: 80, normalised: 60, ratings: 1 }],
    ]);
    expect(orderByScore([3, 1, 2, 4], scores, 'raw')).toEqual([1, 4, 3, 2]);
    expect(orderByScore([3, 1, 2, 4], scores, 'normalised')).toEqual([3, 4, 1, 2]);
    expect(orderByScore([3, 1, 2, 4], scores, undefined)).toEqual([3, 1, 2, 4]);
  });

  it(`marks a disagreement only past ${RANK_DISAGREEMENT_PLACES} places (1 vs 3 no, 1 vs 4 yes, unranked no)`, () => {
    expect(ranksDisagree(1, 1 + RANK_DISAGREEMENT_PLACES)).toBe(false);
    expect(ranksDisagree(1, 2 + RANK_DISAGREEMENT_PLACES)).toBe(true);
    expect(ranksDisagree(5, 1)).toBe(true);
    expect(ranksDisagree(null, 9)).toBe(false);
  });
});
