import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Answers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { QUESTION_TYPE, type Question } from '@portal/contract/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { seedQuestionSet } from '../src/db/seed/questions';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { APPLICANT_PASSWORD, createApplicant, createProgram, sampleAnswers } from '../testing/factories';
import { jsonCall, type ServerProcess, sharedPostgres, spawnServer, waitHealthy } from '../testing/server-process';
import { tcpProxy } from '../testing/tcp-proxy';

// Issue 29 §2: PostgreSQL restarting (or its connections cut) while founders save their answers.
// The real entry point runs in a process of its own, reaching the database through a relay the
// test can take away; the test's own queries go straight to the server. Every connection of the
// app is terminated during a burst of 20 concurrent saves, then the database is unreachable for a
// moment, then the listening connection is terminated while nothing else happens. The process
// must stay up, every save it acknowledged must be stored, the others must answer 503 with
// Retry-After, and it must serve again within 2 s.
const database = sharedPostgres('portal_restart');
const { query } = database;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
const port = 6000 + (process.pid % 500);
const ADMIN = { email: 'ops@example.org', password: 'Pamoja-Kazi@2025' };
const FOUNDERS = 20;
let proxy: Awaited<ReturnType<typeof tcpProxy>> | undefined;
let server: ServerProcess | undefined;

const at = (url: string) => `http://127.0.0.1:${port}${url}`;

type Answer = { status: number; retryAfter: string | null; json: { message?: string } | null };

/** A JSON call; a connection that dies (the process exited) answers status 0. */
async function call(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  try {
    const res = await jsonCall(at(''), method, url, body, token);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json: res.json };
  } catch {
    return { status: 0, retryAfter: null, json: null };
  }
}

async function signIn(email: string, password: string) {
  const res = await call('POST', '/api/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { token: string }).token;
}

/** Terminates every connection to the test database but the one asking; how many it ended. */
async function terminateAll() {
  const name = new URL(database.url).pathname.slice(1);
  const rows = await query<{ ended: boolean }>(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.filter((r) => r.ended).length;
}

/** The app's connections listening for the other instances' events (lib/shared-events.ts). */
async function listeners() {
  const rows = await query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
    [new URL(database.url).pathname.slice(1)],
  );
  return rows.map((r) => r.pid);
}

/** The server process ended (a crash): the test stops with what it wrote. */
const exited = () => server !== undefined && (server.child.exitCode !== null || server.child.signalCode !== null);

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (exited()) throw new Error(`the server exited, waiting for ${what}:\n${server!.output()}`);
    if (Date.now() > deadline) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await proxy?.close();
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL restarting under load', () => {
  let set: Question[];
  let founders: { userId: number; token: string; n: number }[] = [];
  /** The open-ended question each save marks with who saved it and when. */
  let marked: Question;

  beforeAll(async () => {
    await database.create();
    const direct = new URL(database.url);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    server = spawnServer({
      DATABASE_URL: relayed.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(work, 'data-')),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await waitHealthy(port, server, 60_000);

    const db = openPostgres(database.url);
    try {
      await seedQuestionSet(db.db);
      set = await activeQuestionSet(db.db);
      const program = await createProgram(db.db, { name: 'Cohort 9', deadline: '2099-12-31' });
      const made = [];
      // One more than the burst's: she checks that saving works again, without waiting for the others.
      for (let n = 0; n <= FOUNDERS; n++) {
        made.push(
          await createApplicant(db.db, { programId: program.id, set, level: 'questions', email: `f${n}@example.org` }),
        );
      }
      founders = await Promise.all(
        made.map(async (m, n) => ({ userId: m.user.id, n, token: await signIn(m.user.email, APPLICANT_PASSWORD) })),
      );
    } finally {
      await db.close();
    }
    marked = set.find((q) => q.question_type_id === QUESTION_TYPE.openEnded && (q.length === null || q.length >= 100))!;
    expect(marked).toBeDefined();
  }, 120_000);

  const markOf = (n: number, round: number) => `save ${n}.${round}`;
  const answersOf = (n: number, round: number): Answers => {
    const a = sampleAnswers(set, n);
    a.open_ended[String(marked.id)] = markOf(n, round);
    return a;
  };

  type Save = { n: number; round: number; answer: Answer };

  /**
   * Every founder saves her answers again and again, all twenty at once, until `disrupt` is done
   * or calls `end`; a save refused waits as its Retry-After says, as a client should.
   */
  async function savesDuring(disrupt: (progress: () => number, end: () => void) => Promise<void>) {
    const saves: Save[] = [];
    let stop = false;
    const loops = founders.slice(0, FOUNDERS).map(async (f) => {
      for (let round = 0; !stop; round++) {
        const answer = await call('POST', '/api/answer', answersOf(f.n, round), f.token);
        saves.push({ n: f.n, round, answer });
        if (answer.status === 0) return; // the server is gone: nothing more to ask it
        if (answer.status !== 200) await sleep(1000 * (Number(answer.retryAfter) || 1));
      }
    });
    try {
      await disrupt(
        () => saves.length,
        () => {
          stop = true;
        },
      );
    } finally {
      stop = true;
      await Promise.all(loops);
    }
    return saves;
  }

  /** Every acknowledged save is stored; every other one answered 503, retryable, with words. */
  async function checkSaves(saves: Save[]) {
    expect(exited(), server!.output()).toBe(false);
    const failed = saves.filter((s) => s.answer.status !== 200);
    expect(failed.filter((s) => s.answer.status !== 503).map((s) => s.answer)).toEqual([]);
    for (const s of failed) {
      expect(Number(s.answer.retryAfter)).toBeGreaterThan(0);
      expect(s.answer.json).toEqual({ message: MSG.serviceUnavailable });
    }
    // Each save writes its audit entry in its transaction: the entries are the saves committed.
    const entries = await query<{ mark: string }>(
      `select new->'open_ended'->>$1 as mark from audit_logs where model = 'Answer'`,
      [String(marked.id)],
    );
    const committed = new Set(entries.map((e) => e.mark));
    const lost = saves.filter((s) => s.answer.status === 200 && !committed.has(markOf(s.n, s.round)));
    expect(lost).toEqual([]);
    // And what each founder has now is her last acknowledged save or a later one.
    for (const f of founders) {
      const acknowledged = saves.filter((s) => s.n === f.n && s.answer.status === 200).map((s) => s.round);
      if (!acknowledged.length) continue;
      const [stored] = await query<{ text: string }>(
        'select text from answers where user_id = $1 and question_id = $2',
        [f.userId, marked.id],
      );
      const round = Number(stored!.text.split('.')[1]);
      expect(round).toBeGreaterThanOrEqual(Math.max(...acknowledged));
    }
    return failed.length;
  }

  /** Within 2 s of the database being back: healthy, and a save goes through. */
  async function servesWithin2s(from: number) {
    const founder = founders[FOUNDERS]!;
    await until(async () => (await call('GET', '/api/health')).status === 200, 'health 200', 2_000);
    await until(
      async () => (await call('POST', '/api/answer', answersOf(founder.n, 9999), founder.token)).status === 200,
      'a save acknowledged',
      2_000,
    );
    expect(Date.now() - from).toBeLessThan(2_000);
  }

  it('every connection terminated four times during 20 concurrent saves: the process stays up, nothing acknowledged is lost, the rest answer 503', async () => {
    const saves = await savesDuring(async (progress) => {
      for (const after of [20, 40, 60, 80]) {
        await until(() => progress() >= after, `${after} saves answered`);
        expect(await terminateAll()).toBeGreaterThan(0);
      }
      await until(() => progress() >= 100, '100 saves answered');
    });
    await checkSaves(saves);
    expect(saves.filter((s) => s.answer.status === 200).length).toBeGreaterThan(0);
    await servesWithin2s(Date.now());
  }, 120_000);

  it('the database unreachable for a second during the saves: health answers 503, saves 503 with Retry-After, and within 2 s of its return both succeed', async () => {
    const [listening] = await listeners();
    const saves = await savesDuring(async (progress, end) => {
      await until(() => progress() >= 20, '20 saves answered');
      await proxy!.down();
      // A good ping is reused for a second: the next ones find the database gone.
      await until(async () => (await call('GET', '/api/health')).status === 503, 'health 503', 5_000);
      await sleep(1_000);
      await proxy!.up();
      // The burst ends here (saves under way finish), and the server must serve the next ones soon.
      end();
      await servesWithin2s(Date.now());
    });
    expect(await checkSaves(saves)).toBeGreaterThan(0);
    // The listening connection, cut too, came back by itself.
    await until(async () => (await listeners()).some((pid) => pid !== listening), 'listening again', 10_000);
  }, 120_000);

  it('the listening connection terminated while idle: it listens again and the caches are emptied', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    // A staff member reading the inbox through a role of her own (the role cache holds its permissions)...
    const role = await call(
      'POST',
      '/api/role',
      { name: 'Inbox', guard_name: 'api', permissions: ['contact_us_view'] },
      admin,
    );
    expect(role.status).toBe(201);
    const roleId = (role.json as unknown as { id: number }).id;
    const person = { first_name: 'Wanjiru', last_name: 'Kamau', phone_number: '+254700111222', roles: [roleId] };
    const created = await call(
      'POST',
      '/api/user',
      { ...person, email: 'inbox@example.org', password: 'Inbox@2025x' },
      admin,
    );
    expect(created.status).toBe(201);
    const staff = await signIn('inbox@example.org', 'Inbox@2025x');
    const inbox = () => call('GET', '/api/contact-us?type=open&page=1', undefined, staff);
    expect((await inbox()).status).toBe(200);
    // ...and the public news list, kept in the public cache.
    // (A request just after the connections are cut may answer 503: it counts as "not yet".)
    const news = async () => {
      const res = await call('GET', '/api/news-feed?type=public&page=1');
      return res.status === 200
        ? (res.json as unknown as { data: { subject: string }[] }).data.map((n) => n.subject)
        : [];
    };
    expect(await news()).not.toContain('Written meanwhile');

    // Changes the app does not hear of, as another instance's while the connection is down.
    await query('delete from role_permissions where role_id = $1', [roleId]);
    await query(
      `insert into news_feeds (subject, author, publish_date, body) values ('Written meanwhile', 'Ops', '2026-01-05', '<p>x</p>')`,
    );
    expect((await inbox()).status).toBe(200); // both caches still answer
    expect(await news()).not.toContain('Written meanwhile');

    const [before] = await listeners();
    expect(before).toBeDefined();
    expect(await terminateAll()).toBeGreaterThan(0);
    await until(async () => (await listeners()).some((pid) => pid !== before), 'listening again', 10_000);
    await until(async () => (await news()).includes('Written meanwhile'), 'public cache emptied', 5_000);
    await until(async () => (await inbox()).status === 403, 'role cache emptied', 5_000);
    expect(exited(), server!.output()).toBe(false);
  }, 60_000);
});
