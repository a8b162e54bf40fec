import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Question } from '@portal/contract/questions';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openPostgres } from '../src/db/client';
import { auditLogs, mailOutbox, users } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { runReminders } from '../src/modules/notices';
import { dueReminder } from '../src/modules/notices/reminders.service';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { createApplicant, createProgram } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';

// Issue 19 §2: founders with a started, unsubmitted application are reminded a week and a day
// before the deadline (2026-04-30 here), from 08:00 in Nairobi, once each, never after
// submitting; a link in the mail stops them.
const START = new Date('2026-03-02T09:00:00Z');
const clock = fakeClock(START);
const t = await createTestApp({ clock });
const { app, db } = t;
await seedQuestionSet(db);
const set: Question[] = await activeQuestionSet(db);
const programId = (await createProgram(db, { deadline: '2026-04-30' })).id;
const deps = { db, clock, appUrl: 'http://portal.test' };

/** 08:00 in Nairobi (05:00 UTC) on the day. */
const nairobiMorning = (day: string) => new Date(`${day}T05:00:00Z`);
const WEEK_BEFORE = '2026-04-23';
const DAY_BEFORE = '2026-04-29';

/**
 * The reminders queued for her, oldest first. Read from the outbox: these tests run the rounds
 * themselves and nothing here sends, so the bodies are still there.
 */
const remindersTo = (email: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const founder = (level: 'registered' | 'venture_profile' | 'questions' | 'submitted' = 'questions') =>
  createApplicant(db, { programId, set, level });

afterEach(() => clock.set(START));

describe('which reminder is due', () => {
  it('the week reminder from 7 days before, the day reminder from the day before to the deadline day', () => {
    expect([8, 7, 2, 1, 0, -1].map(dueReminder)).toEqual([null, 'week', 'week', 'day', 'day', null]);
  });
});

describe('deadline reminders', () => {
  it('reach a founder with a started application 7 days and 1 day before, once each', async () => {
    const { user } = await founder('questions');
    const earlyDay = await founder('venture_profile');

    clock.set(new Date('2026-04-22T05:00:00Z')); // 8 days before: nothing due
    await runReminders(deps);
    clock.set(new Date(`${WEEK_BEFORE}T04:59:00Z`)); // 07:59 in Nairobi: not yet
    await runReminders(deps);
    expect(await remindersTo(user.email)).toEqual([]);

    clock.set(nairobiMorning(WEEK_BEFORE));
    await runReminders(deps);
    await runReminders(deps); // a second round the same day sends nothing more
    clock.set(nairobiMorning('2026-04-25'));
    await runReminders(deps);
    expect((await remindersTo(user.email)).map((m) => m.subject)).toEqual([
      'Cohort 8: your application closes on 30 April 2026',
    ]);
    expect((await remindersTo(user.email))[0]!.text).toContain('Applications close in a week');
    expect(await remindersTo(earlyDay.user.email)).toHaveLength(1);

    clock.set(nairobiMorning(DAY_BEFORE));
    await runReminders(deps);
    clock.set(nairobiMorning('2026-04-30'));
    await runReminders(deps);
    expect(await remindersTo(user.email)).toHaveLength(2);
    expect((await remindersTo(user.email))[1]!.text).toContain('Applications close tomorrow');
  });

  it('never reach a founder who submitted, or one who only registered, or anyone after the deadline', async () => {
    const submitted = await founder('submitted');
    const registered = await founder('registered');
    clock.set(nairobiMorning(WEEK_BEFORE));
    await runReminders(deps);
    clock.set(nairobiMorning('2026-05-01'));
    const late = await founder('questions');
    await runReminders(deps);
    expect(await remindersTo(submitted.user.email)).toEqual([]);
    expect(await remindersTo(registered.user.email)).toEqual([]);
    expect(await remindersTo(late.user.email)).toEqual([]);
  });

  it('stop once she submits', async () => {
    const { user, venture } = await founder('questions');
    clock.set(nairobiMorning(WEEK_BEFORE));
    await runReminders(deps);
    expect(await remindersTo(user.email)).toHaveLength(1);
    await db.execute(
      sql`insert into applications (user_id, program_id, venture_id, marketing_source_id, terms_conditions, declaration, stage, submitted_at, created_at, updated_at)
          values (${user.id}, ${programId}, ${venture!.id}, 1, 1, 1, 'submitted', now(), now(), now())`,
    );
    clock.set(nairobiMorning(DAY_BEFORE));
    await runReminders(deps);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("are in the founder's language", async () => {
    const { user } = await founder('questions');
    await db.update(users).set({ locale: 'sw' }).where(eq(users.id, user.id));
    clock.set(nairobiMorning(DAY_BEFORE));
    await runReminders(deps);
    const [mail] = await remindersTo(user.email);
    expect(mail!.subject).toBe('Cohort 8: maombi yako yanafungwa tarehe 30 Aprili 2026');
    expect(mail!.html).toContain('<html lang="sw">');
    expect(mail!.text).toContain('Acha kunitumia vikumbusho: http://portal.test/reminders/stop/');
  });
});

describe('the opt-out link', () => {
  it('stops every later reminder without signing in, and the mail says so', async () => {
    const { user } = await founder('questions');
    clock.set(nairobiMorning(WEEK_BEFORE));
    await runReminders(deps);
    const [mail] = await remindersTo(user.email);
    expect(mail!.text).toContain('You get this reminder because you started an application.');
    const link = /Stop reminder mails: (\S+)/.exec(mail!.text ?? '')![1]!;
    expect(mail!.html).toContain(`href="${link}"`);
    const token = link.split('/').pop()!;

    const res = await app.inject({ method: 'POST', url: '/api/reminder-opt-out', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You will get no more reminder mails.' });
    // Asked twice (a second click): the same answer, one audit entry.
    expect((await app.inject({ method: 'POST', url: '/api/reminder-opt-out', payload: { token } })).statusCode).toBe(
      200,
    );
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.action, 'stopped reminders'));
    expect(audit.filter((a) => a.model_id === String(user.id))).toHaveLength(1);

    clock.set(nairobiMorning(DAY_BEFORE));
    await runReminders(deps);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('refuses an unknown token (404) and a malformed one (422)', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/reminder-opt-out',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This link is not valid.');
    const malformed = await app.inject({ method: 'POST', url: '/api/reminder-opt-out', payload: { token: 'x' } });
    expect(malformed.statusCode).toBe(422);
  });
});

/** A second database connection (a pool of its own on PostgreSQL), as another instance has. */
async function secondConnection(): Promise<{ database: Database; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { database: t.database, close: async () => {} };
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const database = openPostgres(url.toString());
  return { database, close: () => database.close() };
}

describe('several instances', () => {
  it('two rounds at once, on two connections, queue each reminder once', async () => {
    const founders = await Promise.all([1, 2, 3, 4, 5].map(() => founder('questions')));
    const other = await secondConnection();
    clock.set(nairobiMorning(WEEK_BEFORE));
    await Promise.all([
      runReminders(deps),
      runReminders({ ...deps, db: other.database.db }),
      runReminders(deps),
      runReminders({ ...deps, db: other.database.db }),
    ]);
    await other.close();
    for (const f of founders) {
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, f.user.email))).toHaveLength(1);
    }
  });

  it('two running apps, each with its reminder timer, send each reminder exactly once', async () => {
    const founders = await Promise.all([1, 2, 3].map(() => founder('questions')));
    clock.set(nairobiMorning(DAY_BEFORE));
    const instances = await Promise.all([0, 1].map(() => startInstance()));
    // Several rounds on each instance: the timers fire every 20 ms.
    await new Promise((r) => setTimeout(r, 600));
    for (const i of instances) await i.close();
    const delivered = instances.flatMap((i) => i.mailer.sent);
    for (const f of founders) expect(delivered.filter((m) => m.to === f.user.email)).toHaveLength(1);
  });
});

/** Another instance of the app on this test's database, with its reminder job on a fast timer. */
async function startInstance() {
  const other = await secondConnection();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reminders-'));
  const mailer = memoryMailer();
  const instance = await buildApp({
    database: other.database,
    storage: localStorage(dir),
    mailer,
    mailOptions: { pollMs: 0, awaitDelivery: true },
    jobs: { reminderPollMs: 20 },
    clock,
    config: { appUrl: 'http://portal.test', logLevel: 'silent', webDist: '/nonexistent', serveWeb: false },
  });
  await instance.ready();
  return {
    mailer,
    close: async () => {
      await instance.close();
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
