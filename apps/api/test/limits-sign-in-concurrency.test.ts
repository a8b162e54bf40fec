import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { rateLimiter } from '../src/lib/rate-limit';
import { createTestApp } from '../testing/helpers';

/**
 * Sign-in limits under concurrency (issue 29 §1): requests sent at once must not all pass the
 * check before any is counted. Each attempt is reserved before the password or code is checked.
 */
const t = await createTestApp({ trustProxy: ['loopback'] });
const { app, clock } = t;

const WRONG = 'Wrong@0000';
const at = (xff: string) => ({ 'x-forwarded-for': xff });
const signIn = (email: string, password: string, xff = '198.51.100.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: at(xff) });
const loginCode = (challenge: string, code: string, xff = '198.51.100.1') =>
  app.inject({ method: 'POST', url: '/api/login/code', payload: { challenge, code }, headers: at(xff) });
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** How many answers had each status. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => Object.assign(acc, { [s]: (acc[s] ?? 0) + 1 }), {});

async function enrolled() {
  const p = await t.persona(['log_view']);
  const { secret } = (
    await app.inject({
      method: 'POST',
      url: '/api/two-factor/setup',
      headers: p.headers,
      payload: { current_password: p.password },
    })
  ).json();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/two-factor/confirm',
    headers: p.headers,
    payload: { code: codeNow(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  clock.advance(30_000);
  return { ...p, secret };
}

describe('POST /api/login at once', { timeout: 120_000 }, () => {
  it('answers at most 10 of 100 concurrent wrong passwords from one address with 401, the rest 429', async () => {
    const owner = await t.persona([]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(owner.email, WRONG)));
    const counts = tally(answers.map((r) => r.statusCode));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    // The right password is refused at that address until the window passes, then accepted.
    const refused = await signIn(owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    // It says when to come back: the window's end, at most its 15 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60_000 + 1);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('answers at most 50 of 100 concurrent wrong passwords from 100 addresses with 401: the ceiling per account', async () => {
    const owner = await t.persona([]);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(owner.email, WRONG, `100.64.${Math.floor(i / 50)}.${i % 50}`)),
    );
    const counts = tally(answers.map((r) => r.statusCode));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(50);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    const right = await signIn(owner.email, owner.password, '192.0.2.200');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MSG.accountSignInsLocked });
    clock.advance(60 * 60_000 + 1);
    expect((await signIn(owner.email, owner.password, '192.0.2.200')).statusCode).toBe(200);
  });

  it('gives a right password its attempt back: signing in does not eat the budget', async () => {
    const owner = await t.persona([]);
    for (let i = 0; i < 9; i++) expect((await signIn(owner.email, WRONG, '198.51.100.9')).statusCode).toBe(401);
    // Ten right passwords at once after nine failures: none is refused for the failures they are not.
    const rights = await Promise.all(
      Array.from({ length: 5 }, () => signIn(owner.email, owner.password, '198.51.100.10')),
    );
    expect(rights.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await signIn(owner.email, WRONG, '198.51.100.9')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '198.51.100.9')).statusCode).toBe(429);
  });

  it('counts every request per address: 300 in 15 minutes, then 429 even for other accounts', async () => {
    const people: Awaited<ReturnType<typeof t.persona>>[] = [];
    for (let i = 0; i < 4; i++) people.push(await t.persona([]));
    const address = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: 320 }, (_, i) => signIn(people[i % 4]!.email, i % 2 ? WRONG : 'Wrong@1111', address)),
    );
    const counts = tally(answers.map((r) => r.statusCode));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(40);
    expect(counts[429]).toBeGreaterThanOrEqual(280);
    expect((await signIn(people[0]!.email, people[0]!.password, address)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
  });
});

describe('the primitive', { timeout: 120_000 }, () => {
  it("gives a right password's attempt back even when no success clears the counter (the code step follows)", async () => {
    const p = await enrolled();
    const at = '198.51.100.50';
    for (let i = 0; i < 9; i++) expect((await signIn(p.email, WRONG, at)).statusCode).toBe(401);
    // Right passwords answer a challenge and leave the count at 9.
    for (let i = 0; i < 3; i++)
      expect((await signIn(p.email, p.password, at)).json().challenge).toEqual(expect.any(String));
    expect((await signIn(p.email, WRONG, at)).statusCode).toBe(401);
    expect((await signIn(p.email, p.password, at)).statusCode).toBe(429);
    clock.advance(60 * 60_000 + 1);
  });

  it('reserves atomically in its store: of 50 at once, exactly `max` are allowed; a give-back frees one', async () => {
    const store =
      t.database.kind === 'postgres' ? ({ kind: 'postgres', db: t.db } as const) : ({ kind: 'memory' } as const);
    const limiter = rateLimiter(store, 'primitiveTest', 7, 60_000, clock);
    const reservations = await Promise.all(Array.from({ length: 50 }, () => limiter.reserve('k')));
    expect(reservations.filter((r) => r.allowed)).toHaveLength(7);
    expect(reservations.filter((r) => r.last)).toHaveLength(1);
    await reservations[0]!.giveBack();
    // 50 counted, one given back: still over the limit until the window ends.
    expect((await limiter.reserve('k')).allowed).toBe(false);
    clock.advance(60_001);
    const fresh = await limiter.reserve('k');
    expect(fresh.allowed).toBe(true);
    // A give-back from an ended window does not touch the new one.
    await reservations[1]!.giveBack();
    for (let i = 0; i < 6; i++) expect((await limiter.reserve('k')).allowed).toBe(true);
    await fresh.giveBack();
    expect((await limiter.reserve('k')).allowed).toBe(true);
    expect((await limiter.reserve('k')).allowed).toBe(false);
  });
});

describe('POST /api/login/code at once', { timeout: 120_000 }, () => {
  it('checks at most 5 of 150 concurrent wrong codes on one challenge; then the challenge is spent', async () => {
    const p = await enrolled();
    const { challenge } = (await signIn(p.email, p.password, '198.51.100.20')).json();
    const code = codeNow(p.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 150 }, () => loginCode(challenge, wrong, '198.51.100.20')));
    const checked = answers.filter((r) => r.json().message === TWO_FACTOR_MSG.codeWrong);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    const late = await loginCode(challenge, code, '198.51.100.21');
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MSG.challengeExpired);
    clock.advance(60 * 60_000 + 1);
  });

  it('spends a challenge on its 5th wrong code, one at a time, whatever the addresses', async () => {
    const p = await enrolled();
    const { challenge } = (await signIn(p.email, p.password, '198.51.100.30')).json();
    for (let i = 0; i < 5; i++) {
      const res = await loginCode(challenge, i % 2 ? '000000' : '999999', `198.51.100.${31 + i}`);
      expect(res.json().message, `code ${i + 1}`).toBe(TWO_FACTOR_MSG.codeWrong);
    }
    const after = await loginCode(challenge, codeNow(p.secret), '198.51.100.40');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(TWO_FACTOR_MSG.challengeExpired);
    // A new challenge (the password again) works with a right code.
    const again = (await signIn(p.email, p.password, '198.51.100.40')).json().challenge;
    expect((await loginCode(again, codeNow(p.secret), '198.51.100.40')).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1);
  });

  it('checks at most 50 wrong codes an hour against one account from many addresses and challenges', async () => {
    const p = await enrolled();
    const challenges: string[] = [];
    for (let i = 0; i < 20; i++) challenges.push((await signIn(p.email, p.password, `100.65.0.${i}`)).json().challenge);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => loginCode(challenges[i % 20]!, '000000', `100.65.1.${i}`)),
    );
    const checked = answers.filter((r) => r.json().message === TWO_FACTOR_MSG.codeWrong);
    expect(checked.length).toBeLessThanOrEqual(50);
    clock.advance(60 * 60_000 + 1);
  });
});
