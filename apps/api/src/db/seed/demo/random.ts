/**
 * A small seeded random generator (mulberry32): the demo programme is generated, not written out,
 * and must come out the same on every fresh start so that the README, the docs and the tests can
 * name what a newcomer sees.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** `n` distinct items of `list`, in the list's order. */
  some<T>(list: readonly T[], n: number): T[];
  chance(p: number): boolean;
};

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    some: (list, n) => {
      const indexes = list.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(n, list.length))
        .sort((x, y) => x - y)
        .map((i) => list[i]!);
    },
    chance: (p) => next() < p,
  };
}
