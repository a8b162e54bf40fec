/** Something with a pixel size: only its aspect ratio matters here. */
export type Sized = { width: number; height: number };

/** An item placed in a column, with its position in the original list (for previous/next). */
export type Placed<T> = { item: T; index: number };

/**
 * Splits pictures into `count` columns of near-equal height (spec 1 §2.10: three columns of
 * near-equal size). Columns share one width, so a picture adds its height/width (plus the gap
 * below it, as a share of the column's width) to its column.
 *
 * The largest pictures are placed first, each in the shortest column; then pictures are moved
 * or swapped between the tallest and the shortest column while that narrows the difference.
 * Each column keeps the pictures in their original order, and the columns are ordered by their
 * first picture, so the first picture sits top left.
 */
export function splitIntoColumns<T extends Sized>(items: readonly T[], count: number, gap = 0.04): Placed<T>[][] {
  const n = Math.max(1, Math.floor(count));
  const weight = items.map((item) => ratioOf(item) + gap);
  const columns: number[][] = Array.from({ length: n }, () => []);
  const heights = new Array<number>(n).fill(0);
  const shortest = () => heights.indexOf(Math.min(...heights));
  const tallest = () => heights.indexOf(Math.max(...heights));

  const largestFirst = items.map((_, i) => i).sort((a, b) => weight[b]! - weight[a]! || a - b);
  for (const i of largestFirst) {
    const c = shortest();
    columns[c]!.push(i);
    heights[c] = heights[c]! + weight[i]!;
  }

  // Each step lowers the tallest and raises the shortest column, both staying between the two.
  for (let step = 0; step < 100 && n > 1; step++) {
    const hi = tallest();
    const lo = shortest();
    const diff = heights[hi]! - heights[lo]!;
    let best: { a: number; b: number | null; after: number } | null = null;
    for (const a of columns[hi]!) {
      const moved = Math.abs(diff - 2 * weight[a]!);
      if (moved < diff - 1e-9 && (!best || moved < best.after)) best = { a, b: null, after: moved };
      for (const b of columns[lo]!) {
        const delta = weight[a]! - weight[b]!;
        if (delta <= 0) continue;
        const swapped = Math.abs(diff - 2 * delta);
        if (swapped < diff - 1e-9 && (!best || swapped < best.after)) best = { a, b, after: swapped };
      }
    }
    if (!best) break;
    const { a, b } = best;
    columns[hi] = columns[hi]!.filter((i) => i !== a);
    columns[lo]!.push(a);
    heights[hi] = heights[hi]! - weight[a]!;
    heights[lo] = heights[lo]! + weight[a]!;
    if (b !== null) {
      columns[lo] = columns[lo]!.filter((i) => i !== b);
      columns[hi]!.push(b);
      heights[lo] = heights[lo]! - weight[b]!;
      heights[hi] = heights[hi]! + weight[b]!;
    }
  }

  return columns
    .map((col) => [...col].sort((x, y) => x - y))
    .sort((x, y) => (x[0] ?? Number.POSITIVE_INFINITY) - (y[0] ?? Number.POSITIVE_INFINITY))
    .map((col) => col.map((index) => ({ item: items[index]!, index })));
}

/** Height per unit of width; a picture without a usable size counts as 4:3. */
export function ratioOf({ width, height }: Sized): number {
  return width > 0 && height > 0 ? height / width : 0.75;
}

/** The height of each column per unit of width (without gaps), for tests and checks. */
export const columnHeights = <T extends Sized>(columns: Placed<T>[][]) =>
  columns.map((col) => col.reduce((sum, p) => sum + ratioOf(p.item), 0));
