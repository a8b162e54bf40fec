import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, mailOutbox } from '../src/db/schema';
import type { Mail, Mailer } from '../src/lib/mail';
import { enqueueMail, MAX_MAIL_ATTEMPTS, pendingMailCount, retryDelay, sweepSentMails } from '../src/lib/mail-outbox';
import { createMailSender } from '../src/lib/mail-sender';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, db, clock, mailer } = t;

const SECOND = 1000;

/** A transport that refuses while `down` is set, and records what it delivered. */
function smtpServer(opts: { delayMs?: number } = {}) {
  const delivered: Mail[] = [];
  const server = {
    down: false,
    tries: 0,
    delivered,
    transport: {
      async send(mail) {
        server.tries += 1;
        if (opts.delayMs) await new Promise((r) => setTimeout(r, Math.random() * opts.delayMs!));
        if (server.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        delivered.push(mail);
      },
    } satisfies Mailer,
  };
  return server;
}

function quietLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: object, msg: string) => lines.push({ level, msg });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

function sender(transport: Mailer, log = quietLog().log) {
  return createMailSender({ db, transport, clock, log: () => log, pollMs: 0 });
}

const queue = (mail: Mail) => db.transaction((tx) => enqueueMail(tx, mail, clock.now()));
const rowsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

// The outbox counts and sweeps every mail: each test starts from an empty one.
beforeEach(async () => {
  await db.delete(mailOutbox);
});

describe('the mail outbox', () => {
  it('queues a mail in the transaction of its change: a change rolled back leaves no mail', async () => {
    const founder = {
      f_name: 'Zawadi',
      m_name: '',
      l_name: 'Otieno',
      phone_number: '+254700000009',
      email: 'zawadi@example.com',
      password: 'Chai-Tamu@2025',
    };
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: founder })).statusCode).toBe(201);
    const [row] = await rowsTo('zawadi@example.com');
    // Sent after the commit; the one-time link is not kept once it has gone.
    expect(row).toMatchObject({ subject: 'Activate your account', attempts: 0, text: null, html: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(mailer.lastLinkTo('zawadi@example.com')).toContain('/activate/');

    // A registration refused inside its transaction queues nothing.
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: founder })).statusCode).toBe(409);
    expect(await rowsTo('zawadi@example.com')).toHaveLength(1);

    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled@example.com', subject: 'x', text: 'x' }, clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo('rolled@example.com')).toHaveLength(0);
  });

  it('delivers a mail queued while the SMTP server is down once, when it comes back, after its backoff', async () => {
    const smtp = smtpServer();
    smtp.down = true;
    const s = sender(smtp.transport);
    await queue({ to: 'down@example.com', subject: 'Reset your password', text: 'http://portal.test/reset/abc' });
    await s.kick();
    let [row] = await rowsTo('down@example.com');
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, locked_until: null });
    expect(row!.last_error).toBe('connect ECONNREFUSED 127.0.0.1:587');
    expect(row!.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30 * SECOND);

    // Not before its time.
    clock.advance(29 * SECOND);
    await s.kick();
    expect(smtp.tries).toBe(1);
    clock.advance(SECOND);
    await s.kick();
    expect(smtp.tries).toBe(2);
    [row] = await rowsTo('down@example.com');
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelay(2));
    expect(retryDelay(2)).toBe(2 * 60 * SECOND);

    smtp.down = false;
    clock.advance(retryDelay(2));
    await s.kick();
    clock.advance(24 * 3600 * SECOND);
    await s.kick();
    expect(smtp.delivered.map((m) => m.to)).toEqual(['down@example.com']);
    [row] = await rowsTo('down@example.com');
    expect(row).toMatchObject({ attempts: 2, text: null, failed_at: null, last_error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it('gives a mail up after its last attempt: body dropped, logged, and on the Logs screen', async () => {
    const smtp = smtpServer();
    smtp.down = true;
    const { lines, log } = quietLog();
    const s = sender(smtp.transport, log);
    await queue({ to: 'never@example.com', subject: 'Activate your account', text: 'link', html: '<a>link</a>' });
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await s.kick();
      clock.advance(retryDelay(attempt));
    }
    await s.kick();
    expect(smtp.tries).toBe(MAX_MAIL_ATTEMPTS);
    const [row] = await rowsTo('never@example.com');
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, text: null, html: null, sent_at: null });
    expect(row!.failed_at).toBeInstanceOf(Date);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(MAX_MAIL_ATTEMPTS - 1);

    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Mail'), eq(auditLogs.model_id, String(row!.id))));
    expect(entry).toMatchObject({ action: 'failed', modder_id: null });
    expect(entry!.new).toMatchObject({
      to: 'never@example.com',
      subject: 'Activate your account',
      attempts: MAX_MAIL_ATTEMPTS,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    expect(JSON.stringify(entry!.new)).not.toContain('link');

    // Staff with log_view find it by model and action.
    const auditor = (await t.persona(['log_view'])).headers;
    const found = await app.inject({
      method: 'POST',
      url: '/api/log',
      headers: auditor,
      payload: { searchData: { model: 'Mail', action: 'failed' } },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ model: 'Mail', action: 'failed', modder: null })]);
  });

  // With PostgreSQL (TEST_DB=postgres) the senders' claims run at once on connections of their own,
  // as two instances' would; the embedded database runs them one after the other.
  it('sends each of 20 mails exactly once with senders racing over them', async () => {
    for (let round = 0; round < 3; round++) {
      const smtp = smtpServer({ delayMs: 3 });
      const senders = Array.from({ length: 4 }, () => sender(smtp.transport));
      const to = Array.from({ length: 20 }, (_, i) => `race${round}-${i}@example.com`);
      for (const address of to) await queue({ to: address, subject: 'Race', text: 'x' });
      await Promise.all(senders.flatMap((s) => [s.kick(), s.kick()]));
      expect(smtp.delivered.map((m) => m.to).sort()).toEqual([...to].sort());
      expect(smtp.tries).toBe(20);
      expect(await pendingMailCount(db)).toBe(0);
    }
  });

  it('stops cleanly: a stopped sender claims nothing', async () => {
    const smtp = smtpServer();
    const s = sender(smtp.transport);
    await s.stop();
    await queue({ to: 'later@example.com', subject: 'Later', text: 'x' });
    await s.kick();
    expect(smtp.tries).toBe(0);
    expect(await pendingMailCount(db)).toBe(1);
  });

  it('sweeps sent mails after 30 days; given-up and waiting ones stay', async () => {
    // Sixty-one sent, one given up (as the sender leaves it), one waiting behind a stopped sender.
    const smtp = smtpServer();
    for (let i = 0; i < 61; i++) await queue({ to: `sent${i}@example.com`, subject: 'Sent', text: 'x' });
    await sender(smtp.transport).kick();
    expect(smtp.delivered).toHaveLength(61);
    const now = clock.now();
    await db.insert(mailOutbox).values({
      to: 'never@example.com',
      subject: 'Activate your account',
      created_at: now,
      next_attempt_at: now,
      attempts: MAX_MAIL_ATTEMPTS,
      failed_at: now,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    await queue({ to: 'later@example.com', subject: 'Later', text: 'x' });
    expect(await pendingMailCount(db)).toBe(1);
    expect(await sweepSentMails(db, clock.now())).toBe(0);
    clock.advance(31 * 24 * 3600 * SECOND);
    expect(await sweepSentMails(db, clock.now())).toBeGreaterThan(60);
    const left = await db.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(left.map((r) => r.to).sort()).toEqual(['later@example.com', 'never@example.com']);
  });
});
