import { type ReminderDeps, runReminders } from './reminders.service';

/** How often the reminder job looks by default: reminders are a day's matter, not a minute's. */
export const DEFAULT_REMINDER_POLL_MS = 15 * 60_000;

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type ReminderJobOptions = ReminderDeps & {
  /** Every how long a round runs; 0: never by itself (tests run rounds themselves). */
  pollMs?: number;
  /** After a round that queued mail: send it now rather than at the outbox's next poll. */
  sendQueued: () => Promise<void>;
  log: () => Log;
};

/**
 * The deadline reminders' schedule (issue 19 §2). Nothing is kept in memory: what was sent is in
 * the database (deadline_reminders), so a restart, a second instance or a missed round changes
 * nothing but when a due reminder leaves. The timer is unref'd: it never keeps the process alive.
 */
export function createReminderJob(opts: ReminderJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = false;

  /** One round now (a round already under way is joined, not doubled). */
  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= runReminders(opts)
      .then(async (queued) => {
        if (queued > 0) {
          opts.log().info({ queued }, 'deadline reminders queued');
          await opts.sendQueued();
        }
        return queued;
      })
      .catch((err: unknown) => {
        // The database may be away for a moment: the next round tries again.
        opts.log().error({ err }, 'deadline reminder round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    start() {
      const pollMs = opts.pollMs ?? DEFAULT_REMINDER_POLL_MS;
      if (pollMs === 0) return;
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
