import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { fakeClock } from '../testing/helpers';

// A database whose ping the test controls: health must follow it, and not ask it on every call.
let up = true;
let pings = 0;
const database = {
  db: {} as Database['db'],
  kind: 'pglite',
  migrate: async () => {},
  ping: async () => {
    pings += 1;
    if (!up) throw new Error('connection refused');
    return true;
  },
  maintain: async () => {},
  exclusively: (work) => work(),
  close: async () => {},
} satisfies Database;

const app = await buildApp({
  database,
  storage: localStorage('/nonexistent'),
  mailer: memoryMailer(),
  clock: fakeClock(),
  config: { appUrl: 'http://portal.test', logLevel: 'silent', webDist: '/nonexistent', serveWeb: false },
});
await app.ready();
afterAll(() => app.close());

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('asks the database at most once a second, however often it is asked', async () => {
    const before = pings;
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    expect(answers.every((r) => r.statusCode === 200 && r.json().status === 'ok')).toBe(true);
    expect(pings - before).toBeLessThanOrEqual(1);
  });

  it('answers 503 once the database stops answering, and 200 again when it is back', async () => {
    up = false;
    await new Promise((r) => setTimeout(r, 1100)); // past the reuse of the last good ping
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
    // A failed ping is never reused: the next check asks again.
    up = true;
    expect((await health()).statusCode).toBe(200);
  });
});
