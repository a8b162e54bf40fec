import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { recordAudit } from './audit';
import type { Mail } from './mail';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts before a mail is given up and shown to staff on the Logs screen. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 12 * HOUR;
/** The first retry's wait by default; each next one is four times longer (30 s, 2 min, 8 min ... 12 h). */
export const DEFAULT_RETRY_MS = 30_000;
/** Sent mails' addresses and subjects are kept this long, then swept. */
const KEEP_SENT_MS = 30 * 24 * HOUR;
/** Room for the last error: an SMTP reply is a line or two; a stack is not wanted. */
const ERROR_CHARS = 500;

export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail: a change that
 * rolls back leaves no mail, and a committed change always has its mail, even if SMTP is down.
 */
export async function enqueueMail(tx: Executor, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    created_at: now,
    next_attempt_at: now,
  });
}

/** The wait after a failed attempt (`attempts` counts it): `retryMs` times 4 per earlier failure. */
export const retryDelay = (attempts: number, retryMs = DEFAULT_RETRY_MS) =>
  Math.min(retryMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Claims up to `limit` due mails for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets senders on other
 * instances claim at the same moment without waiting for, or taking, each other's rows; the lease
 * (`locked_until`) keeps them off once this statement commits, until the mails are marked.
 */
export async function claimDueMails(db: Db, now: Date, leaseMs: number, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sent_at),
        isNull(mailOutbox.failed_at),
        lte(mailOutbox.next_attempt_at, now),
        or(isNull(mailOutbox.locked_until), lt(mailOutbox.locked_until, now)),
      ),
    )
    .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ locked_until: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Delivered: the body (with its one-time link) is dropped; address, subject and time stay. */
export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sent_at: now, text: null, html: null, locked_until: null, last_error: null })
    .where(eq(mailOutbox.id, id));
}

/** A claim given back unsent (the server is stopping): another sender may take it at once. */
export async function releaseMails(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ locked_until: null })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sent_at)));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, ERROR_CHARS);

/**
 * A failed attempt: the mail waits `retryDelay` and is tried again, or after MAX_MAIL_ATTEMPTS it is
 * given up: its body is dropped and a `Mail failed` entry (by System) goes into the audit log in the
 * same transaction, where staff with log_view find it on the Logs screen. Answers whether it was
 * given up.
 */
export async function markAttemptFailed(
  db: Db,
  mail: QueuedMail,
  err: unknown,
  now: Date,
  retryMs = DEFAULT_RETRY_MS,
): Promise<{ gaveUp: boolean }> {
  const attempts = mail.attempts + 1;
  const lastError = errorText(err);
  if (attempts < MAX_MAIL_ATTEMPTS) {
    await db
      .update(mailOutbox)
      .set({
        attempts,
        last_error: lastError,
        locked_until: null,
        next_attempt_at: new Date(now.getTime() + retryDelay(attempts, retryMs)),
      })
      .where(eq(mailOutbox.id, mail.id));
    return { gaveUp: false };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ attempts, last_error: lastError, locked_until: null, failed_at: now, text: null, html: null })
      .where(eq(mailOutbox.id, mail.id));
    await recordAudit(tx, {
      model: 'Mail',
      action: 'failed',
      actor: null,
      recordId: mail.id,
      new: {
        to: mail.to,
        subject: mail.subject,
        queued_at: mail.created_at.toISOString(),
        attempts,
        last_error: lastError,
      },
    });
  });
  return { gaveUp: true };
}

/** Maintenance: sent mails older than KEEP_SENT_MS go (given-up ones stay for staff to see). */
export async function sweepSentMails(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sent_at, new Date(now.getTime() - KEEP_SENT_MS)))
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** How many mails wait (for tests and the health of the queue). */
export async function pendingMailCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sent_at), isNull(mailOutbox.failed_at)));
  return row?.n ?? 0;
}
