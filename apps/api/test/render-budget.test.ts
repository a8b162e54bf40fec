import { describe, expect, it } from 'vitest';
import { createRenderBudget } from '../src/lib/render-budget';

/** A budget on a clock and an event-loop meter the test moves by hand. */
function budgetOnAFakeClock(opts: { loopMsPerSecond?: number; queue?: number; queueWaitMs?: number } = {}) {
  let now = 0;
  let busy = 0;
  const budget = createRenderBudget({ ...opts, now: () => now, busy: () => busy });
  return {
    budget,
    /** A render that holds the event loop for `ms`. */
    render: (ms: number) => async () => {
      busy += ms;
      return 'html';
    },
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('the render budget', () => {
  it('spends at most its share of the loop a second, then refuses until it has refilled', async () => {
    const { budget, render, wait } = budgetOnAFakeClock({ loopMsPerSecond: 100 });
    const results: (string | null)[] = [];
    for (let i = 0; i < 5; i++) results.push(await budget.run(render(40)));
    // 100 ms to start with: 40 + 40 + 40 (the third starts with 20 left and overdraws), then none.
    expect(results).toEqual(['html', 'html', 'html', null, null]);
    wait(100); // refills 10 ms: still 10 ms short of zero
    expect(await budget.run(render(40))).toBeNull();
    wait(150);
    expect(await budget.run(render(40))).toBe('html');
    // It never holds more than a second's worth, however long it rested.
    wait(60_000);
    const after: (string | null)[] = [];
    for (let i = 0; i < 4; i++) after.push(await budget.run(render(40)));
    expect(after).toEqual(['html', 'html', 'html', null]);
  });

  it('runs one render at a time, in order, with `queue` waiting and the rest refused at once', async () => {
    const { budget } = budgetOnAFakeClock({ loopMsPerSecond: 1000, queue: 2 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const slow = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      order.push(n);
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => budget.run(slow(n))));
    expect(results).toEqual([1, 2, 3, null, null]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('refuses a render that waited too long for its turn, and frees the slot after a failure', async () => {
    const { budget } = budgetOnAFakeClock({ loopMsPerSecond: 1000, queue: 3, queueWaitMs: 20 });
    const long = budget.run(() => new Promise<string>((resolve) => setTimeout(() => resolve('long'), 100)));
    expect(await budget.run(async () => 'late')).toBeNull();
    expect(await long).toBe('long');
    await expect(
      budget.run(async () => {
        throw new Error('broke');
      }),
    ).rejects.toThrow('broke');
    expect(await budget.run(async () => 'next')).toBe('next');
  });
});
