import { performance } from 'node:perf_hooks';

/**
 * How much of the event loop server renders may take (docs/decisions.md, "Server renders on a
 * budget"). A render is CPU work on the API's one thread: while React renders, no other request is
 * answered. So renders run one at a time, a few wait their turn (not long), and together they spend
 * at most RENDER_LOOP_MS_PER_SECOND of the loop's time a second (a token bucket of one second's worth).
 * A render refused (queue full, waited too long, budget spent) gives null: the caller serves the
 * client shell, which the browser renders, so a flood of page URLs costs the server no more than this.
 */
export const RENDER_LOOP_MS_PER_SECOND = 200;
/** Renders waiting for the one running; one more is refused. */
export const RENDER_QUEUE = 3;
/** A render that waited this long for its turn is refused: the visitor gets the shell instead. */
export const RENDER_QUEUE_WAIT_MS = 2_000;

/**
 * The event loop's busy time so far, in ms: what a render costs the other requests. (Not CPU time:
 * on a shared machine a render descheduled mid-way holds the loop longer than it computes. A render
 * waiting for an answer costs nothing; what else ran meanwhile is charged to it too.)
 */
const loopBusyMs = () => performance.eventLoopUtilization().active;

export type RenderBudget = ReturnType<typeof createRenderBudget>;

export function createRenderBudget(
  opts: {
    loopMsPerSecond?: number;
    queue?: number;
    queueWaitMs?: number;
    now?: () => number;
    busy?: () => number;
  } = {},
) {
  const rate = opts.loopMsPerSecond ?? RENDER_LOOP_MS_PER_SECOND;
  const queue = opts.queue ?? RENDER_QUEUE;
  const queueWaitMs = opts.queueWaitMs ?? RENDER_QUEUE_WAIT_MS;
  const now = opts.now ?? (() => performance.now());
  const busy = opts.busy ?? loopBusyMs;

  let credit = rate;
  let refilledAt = now();
  let running = false;
  /** Whose turn is next: each is called with true (yours) or false (refused). */
  const waiting: ((yours: boolean) => void)[] = [];

  const refill = () => {
    const t = now();
    credit = Math.min(rate, credit + ((t - refilledAt) * rate) / 1000);
    refilledAt = t;
  };

  /** The render slot, now or after the ones ahead; false when refused. */
  const turn = (): Promise<boolean> | boolean => {
    if (!running) {
      running = true;
      return true;
    }
    if (waiting.length >= queue) return false;
    return new Promise<boolean>((resolve) => {
      const give = (yours: boolean) => {
        clearTimeout(timer);
        resolve(yours);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(give), 1);
        resolve(false);
      }, queueWaitMs);
      waiting.push(give);
    });
  };

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line (`running` stays true), so no newcomer jumps it.
    if (next) next(true);
    else running = false;
  };

  return {
    /** Runs `render` within the budget, or gives null without running it. */
    async run<T>(render: () => Promise<T>): Promise<T | null> {
      if (!(await turn())) return null;
      try {
        refill();
        if (credit <= 0) return null;
        const before = busy();
        try {
          return await render();
        } finally {
          credit -= busy() - before;
        }
      } finally {
        release();
      }
    },
  };
}
