import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLimits } from '../context';
import { systemClock } from './dates';

/** docs/limits.md's table: one row per limit, `| \`name\` | what | key | max | N min | answer |`. */
function documented() {
  const doc = fs.readFileSync(path.join(import.meta.dirname, '../../../../docs/limits.md'), 'utf8');
  const rows = new Map<string, { max: number; windowMs: number }>();
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = cells[1]?.match(/^`(\w+)`$/)?.[1];
    if (!name) continue;
    const window = cells[5]?.match(/^(\d+) min$/);
    expect(window, `the window of ${name}: "${cells[5]}"`).toBeTruthy();
    rows.set(name, { max: Number(cells[4]), windowMs: Number(window![1]) * 60_000 });
  }
  return rows;
}

describe('docs/limits.md', () => {
  it('lists every limit of createLimits with its max and window, and nothing else', () => {
    const limits = Object.entries(createLimits(systemClock));
    const rows = documented();
    expect([...rows.keys()].sort()).toEqual(limits.map(([key]) => key).sort());
    for (const [key, limiter] of limits) {
      expect(limiter.name, `${key}'s counter name`).toBe(key);
      expect(rows.get(key), key).toEqual({ max: limiter.max, windowMs: limiter.windowMs });
    }
  });
});
