import type { Db } from '../db/client';
import type { Clock } from './dates';
import type { Mailer } from './mail';
import { claimDueMails, DEFAULT_RETRY_MS, markAttemptFailed, markSent, releaseMails } from './mail-outbox';

/** Mails claimed at once: few, so that a stop or a crash holds back little. */
const BATCH = 5;
/**
 * How long a claim lasts. It must outlast sending a whole batch (smtpMailer gives up on a silent
 * server within a minute), or another sender could take a mail this one is still sending. A
 * sender that dies keeps its mails from others this long.
 */
const LEASE_MS = 5 * 60_000;
/** How long a stop waits for the mail being sent; the rest of the batch is given back. */
const STOP_WAIT_MS = 2_000;
export const DEFAULT_POLL_MS = 5_000;

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type MailSenderOptions = {
  db: Db;
  /** The transport: SMTP, the .eml folder or the tests' memory. */
  transport: Mailer;
  clock: Clock;
  log: () => Log;
  /** How often the queue is read without a kick (mails due for a retry, other instances' mails); 0: never. */
  pollMs?: number;
  /** The first retry's wait (lib/mail-outbox.ts `retryDelay`). */
  retryMs?: number;
};

export type MailSender = ReturnType<typeof createMailSender>;

/**
 * Sends what the outbox holds. Delivery is at least once: if the process dies after the SMTP server
 * took a mail and before it is marked sent, the mail goes again once its claim runs out. The window
 * is one SMTP exchange; no mail is sent twice otherwise, however many instances send.
 */
export function createMailSender(opts: MailSenderOptions) {
  const { db, transport, clock } = opts;
  const retryMs = opts.retryMs ?? DEFAULT_RETRY_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(mail: Awaited<ReturnType<typeof claimDueMails>>[number]) {
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text ?? '', html: mail.html ?? undefined });
    } catch (err) {
      const { gaveUp } = await markAttemptFailed(db, mail, err, clock.now(), retryMs);
      const fields = { mailId: mail.id, attempt: mail.attempts + 1, err };
      if (gaveUp) opts.log().error(fields, 'mail given up after its last attempt (see Logs: Mail, failed)');
      else opts.log().warn(fields, 'mail not sent: will try again');
      return;
    }
    await markSent(db, mail.id, clock.now());
  }

  /** Sends every mail due now, a batch at a time, until none is left or the sender stops. */
  async function drain() {
    for (;;) {
      const batch = await claimDueMails(db, clock.now(), LEASE_MS, BATCH);
      for (const [i, mail] of batch.entries()) {
        if (stopped) {
          await releaseMails(
            db,
            batch.slice(i).map((m) => m.id),
          );
          return;
        }
        await sendOne(mail);
      }
      if (batch.length < BATCH || stopped) return;
    }
  }

  async function loop() {
    for (;;) {
      again = false;
      try {
        await drain();
      } catch (err) {
        // The database may be away for a moment: the next kick or poll tries again.
        opts.log().error({ err }, 'mail outbox round failed');
      }
      // Decided and cleared in one step, so a kick arriving now is never lost.
      if (!again || stopped) {
        running = null;
        return;
      }
    }
  }

  /**
   * Sends what is due now, in the background. The promise settles (never rejects) once every mail
   * due when it was called has been tried, including mails committed during a round under way.
   */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  }

  return {
    kick,
    /** Polls every `pollMs` (unref'd: it never keeps the process alive) and sends what is due at once. */
    start() {
      if (opts.pollMs !== 0) {
        timer = setInterval(() => void kick(), opts.pollMs ?? DEFAULT_POLL_MS);
        timer.unref();
      }
      void kick();
    },
    /**
     * Stops polling and claiming. The mail being sent gets STOP_WAIT_MS to finish; claimed mails not
     * yet tried are given back for another instance (or the next start) to send.
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((r) => (wait = setTimeout(r, STOP_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
}
