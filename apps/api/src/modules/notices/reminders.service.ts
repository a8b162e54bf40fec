import { nairobiClock, todayInNairobi } from '@portal/contract/dates';
import { localeOf, NOTICE_MSG, type ReminderKind, reminderOptOutPath } from '@portal/contract/notices';
import { and, eq, exists, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/client';
import { answers, applications, deadlineReminders, programs, reminderOptOuts, users, ventures } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/dates';
import { notFound } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail-outbox';
import { hashToken, newToken } from '../../lib/tokens';
import { reminderMail } from './reminder-mail';

const DAY_MS = 86_400_000;
/** Reminders leave from this hour of the Nairobi morning, not at midnight. */
export const REMINDER_HOUR = 8;
/** Founders mailed per transaction: a big programme is done in several short ones. */
const BATCH = 200;
/**
 * The advisory lock of a round ("reminders" in ASCII): one instance at a time does the work; the
 * others skip the round. The primary key of deadline_reminders is what guarantees once; the lock
 * only spares the other instances the same queries.
 */
const ROUND_LOCK = 0x72656d696e64;

/**
 * Which reminder is due with `daysLeft` whole Nairobi days to the deadline day: the week's from 7
 * days before, the day's from the day before (and on the deadline day, which is still open). A job
 * that was down on the day catches up on its next run; a founder who starts late gets only what is
 * due from then on.
 */
export function dueReminder(daysLeft: number): ReminderKind | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 1) return 'day';
  if (daysLeft <= 7) return 'week';
  return null;
}

export type ReminderDeps = { db: Db; clock: Clock; appUrl: string };

/**
 * One round of the deadline reminders (issue 19 §2): every founder with a started, unsubmitted
 * application to the active programme who has not opted out gets the reminder due now, once. The
 * reminder's row and its mail are written in one transaction, and the row's primary key (user,
 * programme, kind) refuses a second one, so two instances, two rounds at once or a restart never
 * queue it twice. Answers how many reminders were queued.
 */
export async function runReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock.now();
  if (nairobiClock(now).hours < REMINDER_HOUR) return 0;
  const today = todayInNairobi(now);
  const [program] = await deps.db
    .select()
    .from(programs)
    .where(and(eq(programs.active, 1), sql`${programs.application_deadline} >= ${today}`));
  if (!program) return 0;
  const kind = dueReminder((Date.parse(program.application_deadline) - Date.parse(today)) / DAY_MS);
  if (!kind) return 0;
  let queued = 0;
  for (;;) {
    const round = await queueBatch(deps, program, kind, now);
    if (round === null) return queued;
    queued += round.queued;
    if (round.seen < BATCH) return queued;
  }
}

/**
 * Started: answers saved for this programme, or a venture saved (a name and an overview), as the
 * Track applications screen counts "Venture Profile". Not submitted: no application to it.
 */
function candidates(db: Executor, programId: number, kind: ReminderKind) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(ventures, eq(ventures.user_id, users.id))
    .where(
      and(
        eq(users.active, 1),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(answers)
              .where(and(eq(answers.user_id, users.id), eq(answers.program_id, programId))),
          ),
          and(isNotNull(ventures.name), isNotNull(ventures.description)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(and(eq(applications.user_id, users.id), eq(applications.program_id, programId))),
        ),
        notExists(db.select({ one: sql`1` }).from(reminderOptOuts).where(eq(reminderOptOuts.user_id, users.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(deadlineReminders)
            .where(
              and(
                eq(deadlineReminders.user_id, users.id),
                eq(deadlineReminders.program_id, programId),
                eq(deadlineReminders.kind, kind),
              ),
            ),
        ),
      ),
    )
    .orderBy(users.id)
    .limit(BATCH);
}

/** One transaction's worth; null when another instance holds the round. */
async function queueBatch(
  deps: ReminderDeps,
  program: typeof programs.$inferSelect,
  kind: ReminderKind,
  now: Date,
): Promise<{ seen: number; queued: number } | null> {
  return deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${ROUND_LOCK}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return null;
    const due = await candidates(tx, program.id, kind);
    if (due.length === 0) return { seen: 0, queued: 0 };
    const tokens = new Map(due.map((u) => [u.id, newToken()]));
    // A row already there (another round got it first) is skipped and gets no mail.
    const inserted = await tx
      .insert(deadlineReminders)
      .values(
        due.map((u) => ({
          user_id: u.id,
          program_id: program.id,
          kind,
          opt_out_token_hash: hashToken(tokens.get(u.id)!),
          queued_at: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ user_id: deadlineReminders.user_id });
    const mine = new Set(inserted.map((r) => r.user_id));
    for (const u of due) {
      if (!mine.has(u.id)) continue;
      const mail = reminderMail({
        to: u.email,
        firstName: u.first_name,
        programName: program.name,
        deadline: program.application_deadline,
        kind,
        locale: localeOf(u.locale),
        appUrl: deps.appUrl,
        optOutUrl: `${deps.appUrl}${reminderOptOutPath(tokens.get(u.id)!)}`,
      });
      await enqueueMail(tx, mail, now);
    }
    return { seen: due.length, queued: mine.size };
  });
}

/**
 * `POST /api/reminder-opt-out`: the founder whose reminder carried `token` gets no more reminders.
 * No sign-in: the token is the proof (stored only as its digest). Asking again answers the same.
 */
export async function optOutOfReminders(ctx: AppContext, token: string): Promise<{ message: string }> {
  const [reminder] = await ctx.db
    .select({ user_id: deadlineReminders.user_id })
    .from(deadlineReminders)
    .where(eq(deadlineReminders.opt_out_token_hash, hashToken(token)))
    .limit(1);
  if (!reminder) throw notFound(NOTICE_MSG.optOutUnknown);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reminderOptOuts)
      .values({ user_id: reminder.user_id, created_at: ctx.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordAudit(tx, {
        model: 'User',
        action: 'stopped reminders',
        actor: { id: reminder.user_id },
        recordId: reminder.user_id,
        new: { reminders: 'off' },
      });
    }
  });
  return { message: NOTICE_MSG.optOutDone };
}
