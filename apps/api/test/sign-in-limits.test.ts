import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// app.inject's requests come from 127.0.0.1 unless told otherwise: a reverse proxy on the same host.
const direct = await createTestApp();
const proxied = await createTestApp({ trustProxy: ['loopback'] });

const WRONG = 'Wrong@0000';
const PHONE = '100.64.0.1';

const post = (t: TestApp, url: string, payload: object, from: { xff?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: from.xff ? { 'x-forwarded-for': from.xff } : {},
    remoteAddress: from.remoteAddress,
  });

const signIn = (t: TestApp, email: string, password: string, from: { xff?: string; remoteAddress?: string } = {}) =>
  post(t, '/api/login', { email, password }, from);

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: a client sending a new one each time is still one address (429 after 10 failures)', async () => {
    const owner = await direct.persona([]);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(direct, owner.email, WRONG, { xff: `198.51.100.${i}` });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const right = await signIn(direct, owner.email, owner.password, { xff: '198.51.100.200' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MSG.tooManyAttempts });
    // A client at another address is not locked out by this one.
    expect((await signIn(direct, owner.email, owner.password, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
  });
});

describe('with TRUST_PROXY=loopback', () => {
  it('counts failures under the address the trusted proxy names: A is locked, B is not', async () => {
    const owner = await proxied.persona([]);
    const A = '198.51.100.1';
    for (let i = 0; i < 10; i++) expect((await signIn(proxied, owner.email, WRONG, { xff: A })).statusCode).toBe(401);
    expect((await signIn(proxied, owner.email, owner.password, { xff: A })).statusCode).toBe(429);
    expect((await signIn(proxied, owner.email, owner.password, { xff: '198.51.100.2' })).statusCode).toBe(200);
    // The proxy appends the address it saw: what the client put before it is not believed.
    expect((await signIn(proxied, owner.email, owner.password, { xff: `${A}, 198.51.100.3` })).statusCode).toBe(200);
    // A client reaching the server directly cannot claim A: it is counted under its own address.
    const bypass = await signIn(proxied, owner.email, owner.password, { xff: A, remoteAddress: '203.0.113.9' });
    expect(bypass.statusCode).toBe(200);
  });

  describe('the ceiling per account', () => {
    /** A user of the test's own, after 50 failed sign-ins: her own phone first (10 failures lock that
     * address for her), then 40 other addresses. */
    const lockedOut = async () => {
      const owner = await proxied.persona([]);
      for (let i = 0; i < 50; i++) {
        const res = await signIn(proxied, owner.email, WRONG, { xff: i < 10 ? PHONE : `100.64.1.${i}` });
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      return owner;
    };

    it('refuses the account after 50 failures from 50 addresses, even the right password from a new one', async () => {
      const owner = await lockedOut();
      const bystander = await proxied.persona([]);
      const right = await signIn(proxied, owner.email, owner.password, { xff: '192.0.2.77' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: MSG.accountSignInsLocked });
      expect((await signIn(proxied, owner.email, WRONG, { xff: '192.0.2.78' })).statusCode).toBe(429);
      // Another account at those same addresses is untouched.
      expect((await signIn(proxied, bystander.email, bystander.password, { xff: '100.64.1.20' })).statusCode).toBe(200);
    });

    it('lets the owner reset her password, and the reset lifts the ceiling at once', async () => {
      const owner = await lockedOut();
      const asked = await post(proxied, '/api/reset-password', { email: owner.email }, { xff: '192.0.2.80' });
      expect(asked.statusCode).toBe(200);
      const token = proxied.mailer.lastLinkTo(owner.email)!.split('/').pop()!;
      const reset = await post(proxied, '/api/post-reset-password', { token, password: 'Ndizi-Tamu@2026' });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(proxied, owner.email, 'Ndizi-Tamu@2026', { xff: '192.0.2.81' })).statusCode).toBe(200);
      // Her phone's own lock went with it.
      expect((await signIn(proxied, owner.email, 'Ndizi-Tamu@2026', { xff: PHONE })).statusCode).toBe(200);
    });
  });
});
