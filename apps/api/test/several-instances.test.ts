import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_CLOSE } from '@portal/contract/live';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOADS_PATH } from '@portal/contract/resumable-uploads';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPostgres } from '../src/db/client';
import { seedQuestionSet } from '../src/db/seed/questions';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { APPLICANT_PASSWORD, createApplicant, createProgram } from '../testing/factories';
import { startS3 } from '../testing/s3-server';
import { jsonCall, type ServerProcess, sharedPostgres, spawnServer, waitHealthy } from '../testing/server-process';
import { CLIP } from '../testing/stories-fixture';
import { tusMetadata } from '../testing/tus-requests';

// Issue 16's check: two instances of the real entry point, started together on one PostgreSQL
// database and one S3-compatible server, behave as one server: they migrate once, hear each
// other's events, access changes and cache invalidations, serve each other's uploads, count
// sign-in failures together, send a queued mail once, and when one is killed mid-write, every
// write it acknowledged is stored and the other keeps serving.
const database = sharedPostgres('portal_instances');
const { query } = database;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'));
const basePort = 4900 + (process.pid % 400) * 2;
const ADMIN = { email: 'ops@example.org', password: 'Pamoja-Kazi@2025' };
const smtpPort = basePort + 2;
let instances: ServerProcess[] = [];
let s3: Awaited<ReturnType<typeof startS3>> | undefined;

/** A real SMTP server on loopback, started only when the test says the mail server is back. */
const delivered: { to: string; subject: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, done) {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      for (const to of session.envelope.rcptTo) delivered.push({ to: to.address, subject });
      done();
    });
  },
});

function start(port: number) {
  return spawnServer({
    STORAGE_URL: `s3://${s3!.bucket}?endpoint=${encodeURIComponent(s3!.endpoint)}&region=us-east-1&forcePathStyle=true`,
    DATABASE_URL: database.url,
    DATA_DIR: fs.mkdtempSync(path.join(work, 'data-')),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Nothing listens there until the test starts the SMTP server.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Portal <portal@example.org>',
    MAIL_POLL_MS: '200',
    MAIL_RETRY_MS: '500',
  });
}

const at = (i: number, url: string) => `http://127.0.0.1:${basePort + i}${url}`;

/** A JSON call to instance `i` (0 is A, 1 is B). */
const call = (i: number, method: string, url: string, body?: unknown, token?: string) =>
  jsonCall(at(i, ''), method, url, body, token);

async function signIn(i: number, email: string, password: string) {
  const res = await call(i, 'POST', '/api/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.token as string;
}

/** A staff socket on instance `i`, signed in, with what it hears and how it closes. */
async function liveSocket(i: number, token: string) {
  const socket = new WebSocket(at(i, '/api/live').replace('http', 'ws'));
  const heard: { type: string; subject?: string }[] = [];
  socket.on('message', (data) => heard.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => heard.map((m) => m.type), { timeout: 3_000 }).toContain('ready');
  return { socket, heard, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

afterAll(async () => {
  for (const s of instances) s.child.kill('SIGKILL');
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  await s3?.close();
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
  let admin = '';

  beforeAll(async () => {
    await database.create();
    s3 = await startS3();
    instances = [start(basePort), start(basePort + 1)];
    await Promise.all(instances.map((s, i) => waitHealthy(basePort + i, s, 60_000)));
    admin = await signIn(0, ADMIN.email, ADMIN.password);
  }, 120_000);

  it('started together, they ran the migrations and the seed once', async () => {
    const journal = JSON.parse(
      fs.readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const [migrations] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations!.n).toBe(journal.entries.length);
    const [admins] = await query<{ n: number }>('select count(*)::int as n from users where email = $1', [ADMIN.email]);
    expect(admins!.n).toBe(1);
    const [roles] = await query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct name)::int as distinct from roles',
    );
    expect(roles!.n).toBe(roles!.distinct);
  });

  it("B's cached public list shows an edit made through A within a second; B's staff socket hears A's event", async () => {
    const news = async () =>
      ((await call(1, 'GET', '/api/news-feed?type=public&page=1')).json.data as { subject: string }[]).map(
        (n) => n.subject,
      );
    expect(await news()).toEqual([]); // now kept in B's cache
    const live = await liveSocket(1, admin);

    const posted = await call(
      0,
      'POST',
      '/api/news-feed',
      { subject: 'Heard on B', author: 'Ops', body: '<p>Both.</p>', publish_date: '2026-01-05' },
      admin,
    );
    expect(posted.status).toBe(201);
    const edited = Date.now();
    const sent = await call(0, 'POST', '/api/contact-us', { subject: 'Through A', message: '<p>Hello.</p>' }, admin);
    expect(sent.status).toBe(201);

    await expect.poll(news, { timeout: 1_000, interval: 50 }).toContain('Heard on B');
    expect(Date.now() - edited).toBeLessThan(1_000);
    await expect
      .poll(() => live.heard, { timeout: 1_000 })
      .toContainEqual(expect.objectContaining({ type: 'contact.created', subject: 'Through A' }));
    live.socket.close();
  });

  it('a picture uploaded through A is served by B, with the same cache headers and ranges', async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([picture], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(at(0, '/api/user?type=image'), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { prof_pic_url } = (await uploaded.json()) as { prof_pic_url: string };

    const [fromA, fromB] = await Promise.all([fetch(at(0, prof_pic_url)), fetch(at(1, prof_pic_url))]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const part = await fetch(at(1, prof_pic_url), { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4, 12))).toBe(true);
    // Nothing on either instance's disk: the bucket holds it.
    const name = prof_pic_url.split('/').at(-1)!;
    expect(fs.readdirSync(work, { recursive: true }).some((f) => String(f).endsWith(name))).toBe(false);
  });

  it('a video begun through A goes on through B (resumable upload), stored once in the bucket', async () => {
    const story = await call(0, 'POST', '/api/story', { name: 'Both instances', year: 2025 }, admin);
    const made = await call(
      1,
      'POST',
      '/api/video',
      { story_id: story.json.id, name: 'Across', date: '2026-02-20' },
      admin,
    );
    expect(made.status).toBe(201);
    const file = Buffer.concat([CLIP, randomBytes(12 * 1024 * 1024 - CLIP.length)]);
    const tus = (i: number, method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(at(i, url), {
        method,
        headers: { authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0', ...headers },
        body: body && new Uint8Array(body),
      });
    const created = await tus(0, 'POST', RESUMABLE_UPLOADS_PATH, {
      'upload-length': String(file.length),
      'upload-metadata': tusMetadata({ target: 'video:video', id: made.json.id, filename: 'across.webm' }),
    });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    const piece = RESUMABLE_CHUNK_BYTES;
    const patch = (i: number, offset: number, bytes: Buffer) =>
      tus(
        i,
        'PATCH',
        url,
        { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        bytes,
      );
    expect((await patch(0, 0, file.subarray(0, piece))).status).toBe(204);
    const head = await tus(1, 'HEAD', url, {});
    expect(head.headers.get('upload-offset')).toBe(String(piece));
    const last = await patch(1, piece, file.subarray(piece));
    expect(last.status).toBe(200);
    const { video } = (await last.json()) as { video: string };
    const stored = Buffer.from(await (await fetch(at(0, `/storage/videos/${video}`))).arrayBuffer());
    expect(stored.equals(file)).toBe(true);
    // Nothing of it on either instance's disk, and the lock rows are gone with the requests.
    expect(fs.readdirSync(work, { recursive: true }).some((f) => String(f).includes('.resumable'))).toBe(false);
    expect((await query('select count(*)::int as n from upload_locks'))[0]).toEqual({ n: 0 });
  });

  it('a role change through A re-checks a socket on B at once', async () => {
    const role = await call(
      0,
      'POST',
      '/api/role',
      { name: 'Inbox', guard_name: 'api', permissions: ['contact_us_view'] },
      admin,
    );
    expect(role.status).toBe(201);
    const person = { first_name: 'Wanjiru', last_name: 'Kamau', phone_number: '+254700111222', roles: [role.json.id] };
    const created = await call(
      0,
      'POST',
      '/api/user',
      { ...person, email: 'inbox@example.org', password: 'Inbox@2025x' },
      admin,
    );
    expect(created.status).toBe(201);
    const live = await liveSocket(1, await signIn(1, 'inbox@example.org', 'Inbox@2025x'));

    // The periodic re-check is 30 s away: a close within two seconds is the broadcast's.
    const edited = await call(0, 'PUT', `/api/user/${created.json.id}`, { ...person, roles: [] }, admin);
    expect(edited.status).toBe(200);
    expect(await within(live.closed, 2_000)).toBe(LIVE_CLOSE.forbidden);
  });

  it('count failed sign-ins together: ten spread over A and B, and the next is refused on either', async () => {
    const attempt = (i: number) => call(i % 2, 'POST', '/api/login', { email: ADMIN.email, password: 'Wrong@2025' });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).not.toBe(429);
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  });

  it('a mail queued while the SMTP server is down is delivered once when it comes back', async () => {
    const asked = await call(0, 'POST', '/api/reset-password', { email: ADMIN.email });
    expect(asked.status).toBe(200);
    const [queued] = await query<{ attempts: number }>('select attempts from mail_outbox where "to" = $1', [
      ADMIN.email,
    ]);
    expect(queued).toBeDefined();
    // Both instances try it and fail while nothing listens...
    await expect
      .poll(async () => (await query<{ attempts: number }>('select attempts from mail_outbox')).at(0)?.attempts, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(delivered).toEqual([]);

    // ...and once the server is back, one of them delivers it, once.
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(1);
    expect(delivered[0]).toEqual({ to: ADMIN.email, subject: 'Reset your password' });
    await new Promise((r) => setTimeout(r, 1_500)); // two more polls of each instance
    expect(delivered).toHaveLength(1);
    const [row] = await query<{ sent: boolean; text: string | null }>(
      'select sent_at is not null as sent, text from mail_outbox',
    );
    expect(row).toEqual({ sent: true, text: null });
  }, 30_000);

  it('A killed (-9) during 100 concurrent submits: every acknowledged one is stored, and B kept serving', async () => {
    const db = openPostgres(database.url);
    let founders: { email: string; userId: number }[];
    try {
      await seedQuestionSet(db.db);
      const set = await activeQuestionSet(db.db);
      const program = await createProgram(db.db, { name: 'Cohort 9', deadline: '2099-12-31' });
      founders = [];
      for (let n = 0; n < 100; n++) {
        const made = await createApplicant(db.db, {
          programId: program.id,
          set,
          level: 'team',
          email: `f${n}@example.org`,
        });
        founders.push({ email: made.user.email, userId: made.user.id });
      }
    } finally {
      await db.close();
    }
    // Signed in first, half on each: the kill is then during the writes, not the sign-ins.
    const tokens = await Promise.all(founders.map((f, n) => signIn(n % 2, f.email, APPLICANT_PASSWORD)));
    const submit = { marketing_source_id: 1, terms_conditions: 1, declaration: 1 };
    const results = founders.map((f, n) =>
      call(n % 2, 'POST', '/api/application', submit, tokens[n]).then(
        (r) => ({ ...f, instance: n % 2, status: r.status }),
        () => ({ ...f, instance: n % 2, status: 0 }), // the connection died: not acknowledged
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    instances[0]!.child.kill('SIGKILL');
    const answered = await Promise.all(results);

    const acknowledged = answered.filter((r) => r.status >= 200 && r.status < 300);
    const stored = await query<{ user_id: number }>('select user_id from applications where submitted_at is not null');
    const storedIds = new Set(stored.map((s) => s.user_id));
    expect(acknowledged.filter((r) => !storedIds.has(r.userId))).toEqual([]);
    // B answered every one of its own, and A some before it died.
    expect(answered.filter((r) => r.instance === 1).map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(answered.filter((r) => r.instance === 0).some((r) => r.status === 0)).toBe(true);
    expect((await call(1, 'GET', '/api/health')).status).toBe(200);
  }, 120_000);

  it('B stops cleanly', async () => {
    instances[1]!.child.kill('SIGTERM');
    expect(await instances[1]!.exited).toBe(0);
  }, 30_000);
});
