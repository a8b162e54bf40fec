import { z } from 'zod';
import { roundScore } from './constants';

/**
 * Fair scores across judges (issue 19 §1): the one copy of the normalisation maths, pure, shared
 * by the API (lists, detail, exports) and the web app (labels). docs/decisions.md "Normalised
 * scores" gives the reasons; docs/user-guide explains it to staff.
 *
 * Within one group, each judge's counted scores (0-100) are standardised: z = (score - the judge's
 * mean) / the judge's standard deviation there. Each z is mapped back to the 0-100 scale with the
 * group's mean and standard deviation over every counted score (group mean + z x group sd, kept
 * within 0-100), so a lenient judge's 80 and a strict judge's 50 that are each "their best" weigh
 * the same. A venture's normalised score is the mean of those mapped values, as its raw score is
 * the mean of the judges' scores.
 *
 * - A judge with fewer than MIN_RATINGS_TO_STANDARDISE rated ventures in the group is not
 *   standardised (a mean and spread of one or two scores say nothing of the judge): their raw
 *   scores count as they are ('too_few').
 * - A judge who gave every venture the same score (standard deviation 0) expressed no preference:
 *   z is 0 for all of them, so each counts as the group mean ('no_variance', neutral). Counting
 *   their raw score instead would carry their leniency into the result, the thing being removed.
 * - Ratings under a declared conflict of interest are not counted at all (the server's counted
 *   scores already leave them out; `conflict: true` here does the same for any other caller).
 */

/** A judge needs this many rated ventures in a group before their scores are standardised. */
export const MIN_RATINGS_TO_STANDARDISE = 3;

/** The raw and normalised ranks are marked as disagreeing when they differ by more than this many places. */
export const RANK_DISAGREEMENT_PLACES = 2;

/** How a judge's scores enter the normalised score of a group. */
export const normalisationBasis = z.enum(['standardised', 'too_few', 'no_variance']);
export type NormalisationBasis = z.infer<typeof normalisationBasis>;

/** What each basis means, for notes and tooltips. */
export const NORMALISATION_NOTES: Record<NormalisationBasis, string> = {
  standardised: 'Scores standardised against this judge’s own average and spread in the group.',
  too_few: `Fewer than ${MIN_RATINGS_TO_STANDARDISE} ventures rated in this group: raw scores used in the normalised score.`,
  no_variance: 'Gave every venture the same score: counted as neutral (the group average) in the normalised score.',
};

/** One judge's counted score of one item (a venture, or an application) in one group. */
export type JudgeRating = {
  group: number;
  judge: number;
  item: number;
  /** 0-100. */
  score: number;
  /** A declared conflict of interest: the rating is left out. */
  conflict?: boolean;
};

export type JudgeBasis = { group: number; judge: number; basis: NormalisationBasis; rated: number };

/** A rating with the value it contributes to the normalised score. */
export type AdjustedRating = JudgeRating & { adjusted: number; basis: NormalisationBasis };

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Population standard deviation: the judge's ratings are all of them, not a sample. */
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};
/** Below this a spread is rounding noise (scores travel with two decimals). */
const EPSILON = 1e-9;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

function groupBy<T, K>(xs: readonly T[], key: (x: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const x of xs) {
    const list = out.get(key(x));
    if (list) list.push(x);
    else out.set(key(x), [x]);
  }
  return out;
}

/**
 * Every counted rating with its adjusted value, and each judge's basis per group. Ratings may
 * span several groups: each group is normalised on its own.
 */
export function adjustRatings(ratings: readonly JudgeRating[]): { adjusted: AdjustedRating[]; judges: JudgeBasis[] } {
  const adjusted: AdjustedRating[] = [];
  const judges: JudgeBasis[] = [];
  const counted = ratings.filter((r) => !r.conflict);
  for (const [group, inGroup] of groupBy(counted, (r) => r.group)) {
    const groupMean = mean(inGroup.map((r) => r.score));
    const groupSd = sd(inGroup.map((r) => r.score));
    for (const [judge, theirs] of groupBy(inGroup, (r) => r.judge)) {
      const scores = theirs.map((r) => r.score);
      const judgeSd = sd(scores);
      const basis: NormalisationBasis =
        theirs.length < MIN_RATINGS_TO_STANDARDISE ? 'too_few' : judgeSd < EPSILON ? 'no_variance' : 'standardised';
      judges.push({ group, judge, basis, rated: theirs.length });
      const judgeMean = mean(scores);
      for (const r of theirs) {
        const value =
          basis === 'too_few'
            ? r.score
            : basis === 'no_variance'
              ? groupMean
              : clamp(groupMean + ((r.score - judgeMean) / judgeSd) * groupSd);
        adjusted.push({ ...r, adjusted: value, basis });
      }
    }
  }
  return { adjusted, judges };
}

/** An item's raw and normalised score (0-100, rounded), and how many counted ratings make them. */
export type ItemScores = { raw: number; normalised: number; ratings: number };

/** Raw and normalised score of each rated item: the mean of its counted ratings, before and after adjustment. */
export function itemScores(ratings: readonly JudgeRating[]): Map<number, ItemScores> {
  const out = new Map<number, ItemScores>();
  for (const [item, theirs] of groupBy(adjustRatings(ratings).adjusted, (r) => r.item)) {
    out.set(item, {
      raw: roundScore(mean(theirs.map((r) => r.score))),
      normalised: roundScore(mean(theirs.map((r) => r.adjusted))),
      ratings: theirs.length,
    });
  }
  return out;
}

/**
 * Standard competition ranking, highest first ("1224"): equal scores share a rank and the next
 * rank skips past them. Items without a score (null) are not ranked.
 */
export function rankDescending<K>(scores: ReadonlyMap<K, number | null>): Map<K, number | null> {
  const rated = [...scores].filter((e): e is [K, number] => e[1] !== null).sort((a, b) => b[1] - a[1]);
  const out = new Map<K, number | null>([...scores.keys()].map((k) => [k, null]));
  rated.forEach(([k, v], i) => {
    const prev = rated[i - 1];
    out.set(k, prev && prev[1] === v ? out.get(prev[0])! : i + 1);
  });
  return out;
}

export type Standing = ItemScores & { rawRank: number; normalisedRank: number; disagrees: boolean };

/** Whether two ranks of an item differ by more than RANK_DISAGREEMENT_PLACES. */
export const ranksDisagree = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.abs(a - b) > RANK_DISAGREEMENT_PLACES;

/** Each rated item's scores with its rank both ways among `scores`, and the disagreement mark. */
export function standings(scores: ReadonlyMap<number, ItemScores>): Map<number, Standing> {
  const raw = rankDescending(new Map([...scores].map(([k, s]) => [k, s.raw])));
  const norm = rankDescending(new Map([...scores].map(([k, s]) => [k, s.normalised])));
  return new Map(
    [...scores].map(([k, s]) => {
      const rawRank = raw.get(k)!;
      const normalisedRank = norm.get(k)!;
      return [k, { ...s, rawRank, normalisedRank, disagrees: ranksDisagree(rawRank, normalisedRank) }];
    }),
  );
}

/** One group at once: every rated item's standing, and each judge's basis. */
export function groupStandings(ratings: readonly JudgeRating[]): {
  items: Map<number, Standing>;
  judges: Map<number, JudgeBasis>;
} {
  const { judges } = adjustRatings(ratings);
  return { items: standings(itemScores(ratings)), judges: new Map(judges.map((j) => [j.judge, j])) };
}

/**
 * The ranks beside a score (API): 1 = best, equal scores share a rank; ranked among the ventures of
 * the group, or the applications of the list being shown (its stage and search).
 */
export const scoreRanks = z.object({
  raw: z.number().int(),
  normalised: z.number().int(),
  /** The two ranks differ by more than RANK_DISAGREEMENT_PLACES. */
  disagreement: z.boolean(),
});
export type ScoreRanks = z.infer<typeof scoreRanks>;

export const ranksOf = (s: Standing | undefined): ScoreRanks | null =>
  s ? { raw: s.rawRank, normalised: s.normalisedRank, disagreement: s.disagrees } : null;

/**
 * `ids` (in the list's own order) by a score, best first; unrated ones count 0 (Pending) and
 * equal scores keep the list's order (Array.prototype.sort is stable). Without `sort`, as given.
 */
export function orderByScore(
  ids: readonly number[],
  scores: ReadonlyMap<number, ItemScores>,
  sort: ScoreSort | undefined,
): number[] {
  if (!sort) return [...ids];
  const key = (id: number) => scores.get(id)?.[sort] ?? 0;
  return [...ids].sort((a, b) => key(b) - key(a));
}

/** Which score a staff list sorts by. */
export const SCORE_SORTS = ['raw', 'normalised'] as const;
export const scoreSort = z.enum(SCORE_SORTS);
export type ScoreSort = z.infer<typeof scoreSort>;
