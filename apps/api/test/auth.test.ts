import { APP_NAME } from '@portal/contract/brand';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema';
import { ADMIN, createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, mailer, clock } = t;

const founder = {
  f_name: 'Amina',
  m_name: '',
  l_name: 'Wanjiku',
  phone_number: '+254700000001',
  email: 'Amina@Example.com',
  password: 'Chai-Tamu@2025',
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

const tokenFromLink = (to: string) => mailer.lastLinkTo(to)!.split('/').pop()!;

let founders = 0;
/** The registration form of a founder of the test's own (a mixed-case e-mail nobody else uses). */
const newFounder = () => {
  founders += 1;
  const email = `Amina${founders}@Example.com`;
  return { ...founder, email, lower: email.toLowerCase() };
};
/** A founder who registered: inactive, the activation link mailed. */
const registered = async () => {
  const f = newFounder();
  const { lower: _, ...form } = f;
  expect((await post('/api/register', form)).statusCode).toBe(201);
  return f;
};
/** A founder who registered and activated the account: may sign in. */
const activated = async () => {
  const f = await registered();
  expect((await post('/api/activate', { token: tokenFromLink(f.lower) })).statusCode).toBe(200);
  return f;
};

describe('registration and activation', () => {
  it('creates an inactive applicant and mails an activation link', async () => {
    const { lower, ...form } = newFounder();
    const res = await post('/api/register', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.registered });
    const [user] = await t.db.select().from(users).where(eq(users.email, lower));
    expect(user).toMatchObject({ first_name: 'Amina', middle_name: null, active: 0 });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(mailer.lastLinkTo(lower)).toMatch(/^http:\/\/portal\.test\/activate\/[\w-]{40,}$/);
    // Branded, with an HTML part whose link is a button and also written out.
    const mail = mailer.sent.at(-1)!;
    const link = mailer.lastLinkTo(lower)!;
    expect(mail.text).toContain(`Welcome to ${APP_NAME}`);
    expect(mail.html).toContain(APP_NAME);
    expect(mail.html!.split(`href="${link}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${link}</a>`);
  });

  it('refuses a taken e-mail, whatever its case, with 409 and a message', async () => {
    const { lower } = await registered();
    const again = await post('/api/register', { ...founder, email: lower.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.emailTaken });
  });

  it('refuses bad payloads with field errors and writes nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const bad = await post('/api/register', { ...founder, email: 'nope', password: 'weak', f_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      email: MSG.emailInvalid,
      password: MSG.passwordMin,
      f_name: MSG.required,
    });
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it.each([
    ['nouppercase@1', MSG.passwordUpper],
    ['NoNumber!!', MSG.passwordNumber],
    ['NoSpecial12', MSG.passwordSpecial],
  ])('applies the password policy to %s', async (password, message) => {
    const bad = await post('/api/register', { ...founder, email: 'x@example.com', password });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.password).toBe(message);
  });

  it('refuses sign-in until the account is activated', async () => {
    const { email } = await registered();
    const login = await post('/api/login', { email, password: founder.password });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: MSG.loginFailed });
  });

  it('activates once with the mailed token, and the token cannot be reused', async () => {
    const { lower } = await registered();
    const token = tokenFromLink(lower);
    expect((await post('/api/activate', { token })).statusCode).toBe(200);
    const reused = await post('/api/activate', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MSG.activationFailed);
    const [user] = await t.db.select().from(users).where(eq(users.email, lower));
    expect(user!.active).toBe(1);
    const log = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.model_id, String(user!.id)));
    expect(log.map((l) => l.action)).toEqual(['created', 'activated']);
    // Secrets never reach the audit trail.
    expect(JSON.stringify(log)).not.toContain('argon2');
  });
});

describe('sign-in, profile and sign-out', () => {
  it('signs in with the Applicant role and its permissions, case-insensitively', async () => {
    const { lower } = await activated();
    const res = await post('/api/login', { email: lower.toUpperCase(), password: founder.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ first_name: 'Amina', last_name: 'Wanjiku', email: lower });
    expect(body.user.roles).toEqual([
      expect.objectContaining({
        name: 'Applicant',
        default_page: '/',
        permissions: [expect.objectContaining({ name: 'contact_us_create' })],
      }),
    ]);
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const { email } = await activated();
    const wrong = await post('/api/login', { email, password: 'Wrong@2025' });
    const unknown = await post('/api/login', { email: 'ghost@example.com', password: 'Wrong@2025' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers get-user for a token, 401 without one or with a bad one', async () => {
    const { email } = await activated();
    const headers = await t.signIn(email, founder.password);
    const me = await app.inject({ method: 'GET', url: '/api/get-user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Amina Wanjiku', profile_pic: null });
    expect((await app.inject({ method: 'GET', url: '/api/get-user' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/get-user', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('gives a new token at every sign-in and logout revokes only that one', async () => {
    const { email } = await activated();
    const a = await t.signIn(email, founder.password);
    const b = await t.signIn(email, founder.password);
    expect(a.authorization).not.toBe(b.authorization);
    expect((await post('/api/logout', {}, a)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/get-user', headers: a })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/get-user', headers: b })).statusCode).toBe(200);
  });

  it('expires a token after 14 idle days', async () => {
    const { email } = await activated();
    const headers = await t.signIn(email, founder.password);
    clock.advance(15 * 24 * 3600_000);
    expect((await app.inject({ method: 'GET', url: '/api/get-user', headers })).statusCode).toBe(401);
  });

  it('refuses a deactivated account at once, even with a live token', async () => {
    const { email, lower } = await activated();
    const headers = await t.signIn(email, founder.password);
    await t.db.update(users).set({ active: 0 }).where(eq(users.email, lower));
    expect((await app.inject({ method: 'GET', url: '/api/get-user', headers })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: founder.password })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers an unknown e-mail as a known one, and mails it that no account uses it, with a way to register', async () => {
    const { email } = await activated();
    const known = await post('/api/reset-password', { email });
    const unknown = await post('/api/reset-password', { email: 'ghost@example.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(unknown.json()).toEqual({ message: MSG.resetLinkSent });
    const mail = t.mailer.sent.findLast((m) => m.to === 'ghost@example.com')!;
    expect(mail.subject).toBe('No account uses this address');
    expect(mail.text).toContain('http://portal.test/cohort-8/apply-now');
    expect(mail.text).not.toContain('/reset-password/');
    expect(mail.html).toContain('lang="en"');
  });

  it("writes the no-account mail in the asking browser's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: 'mgeni@example.com' },
      headers: { cookie: 'locale=sw' },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.sent.findLast((m) => m.to === 'mgeni@example.com')!;
    expect(mail.subject).toBe('Hakuna akaunti inayotumia anwani hii');
    expect(mail.html).toContain('lang="sw"');
  });

  it('mails a link whose token checks out, resets once, and signs out everywhere', async () => {
    const { email, lower } = await activated();
    const session = await t.signIn(email, founder.password);
    const res = await post('/api/reset-password', { email });
    expect(res.json()).toEqual({ message: MSG.resetLinkSent });
    const token = tokenFromLink(lower);
    expect(mailer.lastLinkTo(lower)).toContain('/reset-password/');
    expect(mailer.sent.at(-1)!.html).toContain('Choose a new password');
    expect((await app.inject({ method: 'GET', url: `/api/check-token/${token}` })).statusCode).toBe(200);

    const weak = await post('/api/post-reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(422);

    const done = await post('/api/post-reset-password', { token, password: 'Newer@2026' });
    expect(done.json()).toEqual({ message: MSG.resetDone });
    expect((await app.inject({ method: 'GET', url: '/api/get-user', headers: session })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: founder.password })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'Newer@2026' })).statusCode).toBe(200);

    const reused = await post('/api/post-reset-password', { token, password: 'Other@2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: MSG.invalidToken });
    const check = await app.inject({ method: 'GET', url: `/api/check-token/${token}` });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toEqual({ message: MSG.invalidToken });
  });

  it('refuses an expired reset token', async () => {
    const { email, lower } = await activated();
    await post('/api/reset-password', { email });
    const token = tokenFromLink(lower);
    clock.advance(2 * 3600_000);
    expect((await app.inject({ method: 'GET', url: `/api/check-token/${token}` })).statusCode).toBe(404);
    expect((await post('/api/post-reset-password', { token, password: 'Expired@2026' })).statusCode).toBe(400);
  });

  it('a newer link replaces the older one', async () => {
    const { email, lower } = await activated();
    await post('/api/reset-password', { email });
    const first = tokenFromLink(lower);
    await post('/api/reset-password', { email });
    const second = tokenFromLink(lower);
    expect((await app.inject({ method: 'GET', url: `/api/check-token/${first}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/check-token/${second}` })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('locks an e-mail and address pair after 10 failed sign-ins, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email: ADMIN.email, password: 'Wrong@0000' })).statusCode).toBe(401);
    }
    const locked = await post('/api/login', { email: ADMIN.email, password: ADMIN.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts });
    // Another address is not locked out by this one.
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      remoteAddress: '10.0.0.99',
    });
    expect(other.statusCode).toBe(200);
    clock.advance(16 * 60_000);
    expect((await post('/api/login', { email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
  });

  it('limits reset requests per e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/reset-password', { email: 'ratelimited@example.com' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('limits registrations per e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/register', { ...founder })).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
