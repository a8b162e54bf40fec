import { MSG } from '@portal/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { memoryMailer } from '../src/lib/mail';
import { localStorage } from '../src/lib/storage';
import { DATABASE_RETRY_AFTER_S } from '../src/plugins/errors';
import { fakeClock } from '../testing/helpers';

// A database whose ping the test controls: health must follow it, and not ask it on every call.
// Its queries fail with `failure`, as a lost connection's would.
let up = true;
let pings = 0;
let failure: Error = new Error('not used here');
const database = {
  db: new Proxy({} as Database['db'], {
    get: () => {
      throw failure;
    },
  }),
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

describe('a request whose database connection is lost', () => {
  const news = () => app.inject({ method: 'GET', url: '/api/news-feed?type=public&page=1' });
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('answers 503 with Retry-After and words, never 500: it may succeed when sent again', async () => {
    for (const lost of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      failure = lost;
      const res = await news();
      expect(res.statusCode, lost.message).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(res.json()).toEqual({ message: MSG.serviceUnavailable });
    }
  });

  it('any other failure still answers 500, telling nothing', async () => {
    failure = withCode('duplicate key value violates unique constraint "x"', '23505');
    const res = await news();
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: MSG.serverError });
  });
});
