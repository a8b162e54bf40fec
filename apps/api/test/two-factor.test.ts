import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLogs, recoveryCodes } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, clock } = t;

const send = (method: 'POST' | 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });
/** The code her app shows now, on the test's clock. */
const codeNow = (secret: string, offsetS = 0) =>
  generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetS });
const nextStep = () => clock.advance(30_000);

/** A person with two-step sign-in on: her secret, recovery codes and a signed-in session. */
async function enrolled(perms: Parameters<typeof t.persona>[0] = ['log_view'], role?: string) {
  const p = await t.persona(perms, role);
  const setup = await send('POST', '/api/two-factor/setup', p.headers, { current_password: p.password });
  expect(setup.statusCode).toBe(200);
  const { secret, qr_svg, otpauth_url } = setup.json();
  expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const confirm = await send('POST', '/api/two-factor/confirm', p.headers, { code: codeNow(secret) });
  expect(confirm.statusCode).toBe(200);
  const codes: string[] = confirm.json().recovery_codes;
  nextStep();
  return { ...p, secret, codes };
}

const login = (email: string, password: string) => send('POST', '/api/login', {}, { email, password });
const loginCode = (challenge: string, code: string) => send('POST', '/api/login/code', {}, { challenge, code });

describe('setting up', () => {
  it('needs a right code to confirm, then answers ten recovery codes kept only as digests', async () => {
    const p = await t.persona(['log_view']);
    const { secret } = (
      await send('POST', '/api/two-factor/setup', p.headers, { current_password: p.password })
    ).json();
    const wrong = await send('POST', '/api/two-factor/confirm', p.headers, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBe(TWO_FACTOR_MSG.codeWrong);
    expect((await send('POST', '/api/two-factor/confirm', p.headers, { code: '12ab' })).statusCode).toBe(422);
    const ok = await send('POST', '/api/two-factor/confirm', p.headers, { code: codeNow(secret) });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, p.user.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);
    const me = await send('GET', '/api/get-user', p.headers);
    expect(me.json().two_factor).toEqual({ enabled: true, setup_required: false });
    // A second set-up would replace the device silently: refused while it is on.
    expect((await send('POST', '/api/two-factor/setup', p.headers, { current_password: p.password })).statusCode).toBe(
      409,
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await send('POST', '/api/two-factor/setup', {}, { current_password: 'x' })).statusCode).toBe(401);
  });

  it('needs her current password: a stolen session alone cannot put its own device on her account', async () => {
    const p = await t.persona(['log_view']);
    const missing = await send('POST', '/api/two-factor/setup', p.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: MSG.required });
    const wrong = await send('POST', '/api/two-factor/setup', p.headers, { current_password: 'Guess@2025' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: MSG.currentPasswordWrong,
      errors: { current_password: MSG.currentPasswordWrong },
    });
    // Nothing was started: confirming has no secret to check against.
    expect((await send('POST', '/api/two-factor/confirm', p.headers, { code: '123456' })).statusCode).toBe(400);
    // Wrong passwords count with the change-password form's: 10 in all, then 429 even for the right one.
    for (let i = 0; i < 9; i++) {
      const res = await send('POST', '/api/user?type=password', p.headers, {
        current_password: `Guess@${i}`,
        new_password: 'Ndizi-Tamu@2026',
      });
      expect(res.statusCode).toBe(422);
    }
    const locked = await send('POST', '/api/two-factor/setup', p.headers, { current_password: p.password });
    expect(locked.statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await send('POST', '/api/two-factor/setup', p.headers, { current_password: p.password })).statusCode).toBe(
      200,
    );
  });
});

describe('signing in', () => {
  it('keeps the one-step answer for accounts without it', async () => {
    const p = await t.persona(['log_view']);
    const res = await login(p.email, p.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email: p.email } });
  });

  it('asks for the code after the password, and a used code cannot be replayed', async () => {
    const p = await enrolled();
    const first = await login(p.email, p.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect(first.json().token).toBeUndefined();
    const code = codeNow(p.secret);
    const wrong = await loginCode(first.json().challenge, code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MSG.codeWrong);
    // The wrong code did not spend the challenge.
    const ok = await loginCode(first.json().challenge, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.two_factor.enabled).toBe(true);
    const token = ok.json().token as string;
    expect((await send('GET', '/api/get-user', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // The challenge is single-use, and the same code is refused within its window on a new challenge.
    expect((await loginCode(first.json().challenge, code)).json().message).toBe(TWO_FACTOR_MSG.challengeExpired);
    const again = await login(p.email, p.password);
    expect((await loginCode(again.json().challenge, code)).statusCode).toBe(401);
  });

  it('lets the challenge expire after five minutes', async () => {
    const p = await enrolled();
    const { challenge } = (await login(p.email, p.password)).json();
    clock.advance(5 * 60_000 + 1);
    const res = await loginCode(challenge, codeNow(p.secret));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TWO_FACTOR_MSG.challengeExpired);
  });

  it('takes a recovery code once', async () => {
    const p = await enrolled();
    const first = (await login(p.email, p.password)).json().challenge;
    expect((await loginCode(first, p.codes[0]!.toUpperCase())).statusCode).toBe(200);
    const second = (await login(p.email, p.password)).json().challenge;
    expect((await loginCode(second, p.codes[0]!)).statusCode).toBe(401);
    expect((await loginCode(second, p.codes[1]!)).statusCode).toBe(200);
  });

  it('spends a challenge on its 5th wrong code, and counts wrong codes like failed sign-ins: the tenth locks the pair out', async () => {
    const p = await enrolled();
    for (let round = 0; round < 2; round += 1) {
      const { challenge } = (await login(p.email, p.password)).json();
      for (let i = 0; i < 5; i += 1) {
        expect((await loginCode(challenge, '000000')).json().message).toBe(TWO_FACTOR_MSG.codeWrong);
      }
      const spent = await loginCode(challenge, codeNow(p.secret));
      expect(spent.statusCode).toBe(401);
      expect(spent.json().message).toBe(TWO_FACTOR_MSG.challengeExpired);
    }
    // Typing the password again buys no more guesses.
    expect((await login(p.email, p.password)).statusCode).toBe(429);
    clock.advance(16 * 60_000);
  });
});

describe('own changes', () => {
  it('renews recovery codes and turns it off only with a current code', async () => {
    const p = await enrolled();
    expect((await send('POST', '/api/two-factor/recovery-codes', p.headers, { code: '000000' })).statusCode).toBe(422);
    const renewed = await send('POST', '/api/two-factor/recovery-codes', p.headers, { code: codeNow(p.secret) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).not.toContain(p.codes[0]);
    nextStep();
    const off = (code: string, current_password = p.password) =>
      send('POST', '/api/two-factor/disable', p.headers, { code, current_password });
    expect((await off('000000')).statusCode).toBe(422);
    // A right code without her password does not turn it off.
    expect((await send('POST', '/api/two-factor/disable', p.headers, { code: codeNow(p.secret) })).statusCode).toBe(
      422,
    );
    const wrongPassword = await off(codeNow(p.secret), 'Guess@2025');
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ current_password: MSG.currentPasswordWrong });
    expect((await send('GET', '/api/get-user', p.headers)).json().two_factor.enabled).toBe(true);
    expect((await off(codeNow(p.secret))).statusCode).toBe(200);
    expect((await login(p.email, p.password)).json().token).toEqual(expect.any(String));
  });
});

describe('required for staff', () => {
  it('sends staff without it to set it up, on the API too, while founders and enrolled staff go on', async () => {
    const staff = await t.persona(['log_view']);
    const founder = await t.persona(['contact_us_create']);
    const enrolledStaff = await enrolled();
    // The one who requires it must have it herself, or she would lock herself out of the console.
    const bare = await t.admin();
    const locked = await send('PUT', '/api/two-factor/settings', bare, { require_for_staff: true });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(TWO_FACTOR_MSG.enrolFirst);
    const admin = (await enrolled([], 'System Admin')).headers;

    const put = await send('PUT', '/api/two-factor/settings', admin, { require_for_staff: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ require_for_staff: true });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Setting'), eq(auditLogs.action, 'updated')));
    expect(entry?.new).toEqual({ require_for_staff: true });

    expect((await send('GET', '/api/get-user', staff.headers)).json().two_factor.setup_required).toBe(true);
    const refused = await send('GET', '/api/log', staff.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_MSG.setupRequired);
    expect((await send('GET', '/api/get-user', founder.headers)).json().two_factor.setup_required).toBe(false);
    expect((await send('GET', '/api/log', enrolledStaff.headers)).statusCode).toBe(200);
    // Setting it up opens the console again.
    const { secret } = (
      await send('POST', '/api/two-factor/setup', staff.headers, { current_password: staff.password })
    ).json();
    expect((await send('POST', '/api/two-factor/confirm', staff.headers, { code: codeNow(secret) })).statusCode).toBe(
      200,
    );
    expect((await send('GET', '/api/log', staff.headers)).statusCode).toBe(200);
    expect((await send('PUT', '/api/two-factor/settings', admin, { require_for_staff: false })).statusCode).toBe(200);
    expect((await send('GET', '/api/two-factor/settings', admin)).json()).toEqual({ require_for_staff: false });
  });

  it('only a System Admin reads or changes the setting', async () => {
    const userAdmin = await t.persona(['user_view', 'user_edit']);
    expect((await send('GET', '/api/two-factor/settings', userAdmin.headers)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/api/two-factor/settings', userAdmin.headers, { require_for_staff: true })).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', '/api/two-factor/settings', userAdmin.headers, { require_for_staff: 'yes' })).statusCode,
    ).toBe(422);
  });
});

describe('reset by a System Admin', () => {
  it('removes a lost device, audited, and only a System Admin may', async () => {
    const admin = await t.admin();
    const p = await enrolled();
    const userAdmin = await t.persona(['user_view', 'user_edit']);
    expect((await send('POST', `/api/two-factor/reset/${p.user.id}`, userAdmin.headers)).statusCode).toBe(403);
    expect((await send('POST', `/api/two-factor/reset/${p.user.id}`, p.headers)).statusCode).toBe(403);
    const res = await send('POST', `/api/two-factor/reset/${p.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'two_factor_reset'), eq(auditLogs.model_id, String(p.user.id))));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(p.secret);
    // The lost phone's session ends with it.
    expect((await send('GET', '/api/get-user', p.headers)).statusCode).toBe(401);
    // She signs in with her password alone again.
    expect((await login(p.email, p.password)).json().token).toEqual(expect.any(String));
    expect((await send('POST', `/api/two-factor/reset/${p.user.id}`, admin)).statusCode).toBe(400);
    expect((await send('POST', '/api/two-factor/reset/999999', admin)).statusCode).toBe(404);
  });
});
