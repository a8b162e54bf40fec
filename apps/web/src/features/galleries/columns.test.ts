import { describe, expect, it } from 'vitest';
import { columnHeights, ratioOf, splitIntoColumns } from './columns';

const size = (width: number, height: number) => ({ width, height });
// The demo album's shapes: wide, portrait, landscape, square, landscape, tall.
const album = [size(960, 600), size(600, 800), size(800, 600), size(720, 720), size(800, 600), size(600, 900)];

const spread = (heights: number[]) => Math.max(...heights) - Math.min(...heights);

/** The smallest spread of any split (by trying them all: small inputs only). */
function bestSpread(items: { width: number; height: number }[], count: number): number {
  let best = Number.POSITIVE_INFINITY;
  const heights = new Array<number>(count).fill(0);
  const place = (i: number) => {
    if (i === items.length) {
      best = Math.min(best, spread(heights));
      return;
    }
    for (let c = 0; c < count; c++) {
      heights[c] = heights[c]! + ratioOf(items[i]!);
      place(i + 1);
      heights[c] = heights[c]! - ratioOf(items[i]!);
    }
  };
  place(0);
  return best;
}

describe('splitIntoColumns', () => {
  it('places every picture exactly once, with its original index', () => {
    const columns = splitIntoColumns(album, 3);
    expect(columns).toHaveLength(3);
    const indexes = columns.flat().map((p) => p.index);
    expect([...indexes].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const p of columns.flat()) expect(p.item).toBe(album[p.index]);
  });

  it('balances the columns by accumulated aspect ratio, close to the best split', () => {
    const heights = columnHeights(splitIntoColumns(album, 3));
    // Filling in order (each picture to the shortest column) leaves 1.33 between the columns here.
    expect(spread(heights)).toBeLessThanOrEqual(bestSpread(album, 3) + 1e-9);
    const twelve = [...album, ...album.map((s) => size(s.height, s.width))];
    expect(spread(columnHeights(splitIntoColumns(twelve, 3)))).toBeLessThan(0.2);
    expect(spread(columnHeights(splitIntoColumns(twelve, 2)))).toBeLessThan(0.1);
  });

  it('keeps reading order inside each column and puts the first picture top left', () => {
    const columns = splitIntoColumns(album, 3);
    expect(columns[0]![0]!.index).toBe(0);
    for (const col of columns) {
      const idx = col.map((p) => p.index);
      expect(idx).toEqual([...idx].sort((a, b) => a - b));
    }
  });

  it('handles one column, more columns than pictures, and pictures without a size', () => {
    expect(splitIntoColumns(album, 1)[0]!.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5]);
    const few = splitIntoColumns([size(4, 3), size(3, 4)], 3);
    expect(few.map((c) => c.length)).toEqual([1, 1, 0]);
    expect(splitIntoColumns([], 3)).toEqual([[], [], []]);
    expect(ratioOf(size(0, 0))).toBe(0.75);
    expect(ratioOf(size(400, 300))).toBe(0.75);
  });
});
