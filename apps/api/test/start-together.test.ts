import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sharedPostgres, spawnServer, waitHealthy } from './server-process';

// Several instances of the real entry point started at once on one new PostgreSQL database: the
// migrations and the seed run exactly once (the others wait for the advisory lock), and all serve.
const database = sharedPostgres('portal_together');
const { query } = database;
const children: ChildProcess[] = [];
const dirs: string[] = [];
const basePort = 4900 + (process.pid % 400);

function start(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-together-'));
  dirs.push(dataDir);
  const server = spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'ops@example.org',
    ADMIN_PASSWORD: 'Together@2025',
  });
  children.push(server.child);
  return server;
}

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  await database.drop();
});

let servers: ReturnType<typeof start>[] = [];
const at = (i: number, path: string) => `http://127.0.0.1:${basePort + i}${path}`;

describe.runIf(process.env.TEST_DB === 'postgres')('instances started together', () => {
  it('migrate and seed once, then all serve', async () => {
    await database.create();
    servers = [0, 1, 2].map((i) => start(basePort + i));
    await Promise.all(servers.map((s, i) => waitHealthy(basePort + i, s, 60_000)));

    const journal = JSON.parse(
      fs.readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const [migrations] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations!.n).toBe(journal.entries.length);
    const [admins] = await query<{ n: number }>("select count(*)::int as n from users where email = 'ops@example.org'");
    expect(admins!.n).toBe(1);
    const [roles] = await query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct name)::int as distinct from roles',
    );
    expect(roles!.n).toBe(roles!.distinct);
  }, 180_000);

  it("hear each other: B's public answers follow an edit made through A, B's staff sockets A's events", async () => {
    const login = await fetch(at(0, '/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.org', password: 'Together@2025' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const news = async () =>
      ((await (await fetch(at(1, '/api/news-feed?type=public&page=1'))).json()) as { data: { subject: string }[] })
        .data;
    expect(await news()).toEqual([]); // now kept in B's cache

    const socket = new WebSocket(at(1, '/api/live').replace('http', 'ws'));
    const heard: { type: string; subject?: string }[] = [];
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await new Promise((r) => setTimeout(r, 300));

    const posted = await fetch(at(0, '/api/news-feed'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ subject: 'Heard on B', author: 'Ops', body: '<p>Both.</p>', publish_date: '2026-01-05' }),
    });
    expect(posted.status).toBe(201);
    const sent = await fetch(at(0, '/api/contact-us'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ subject: 'Through A', message: '<p>Hello from instance A.</p>' }),
    });
    expect(sent.ok).toBe(true);

    const deadline = Date.now() + 1_000;
    let subjects: string[] = [];
    while (Date.now() < deadline) {
      subjects = (await news()).map((n) => n.subject);
      if (subjects.includes('Heard on B') && heard.some((e) => e.type === 'contact.created')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(subjects).toContain('Heard on B');
    expect(heard).toContainEqual(expect.objectContaining({ type: 'contact.created', subject: 'Through A' }));
    socket.close();
  }, 60_000);

  it('count failed sign-ins together: ten spread over A and B, and the next is refused on either', async () => {
    const attempt = (i: number) =>
      fetch(at(i % 2, '/api/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.org', password: 'Wrong@2025' }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).not.toBe(429);
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  }, 60_000);

  it('all stop cleanly', async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0, 0]);
  }, 30_000);
});
