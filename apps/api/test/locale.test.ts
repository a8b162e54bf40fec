import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

// The language of the site and of a founder's mails (issue 19, part 3).
const t = await createTestApp();
const { app, db, mailer } = t;

const put = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/locale', payload: payload as object, headers });

describe('PUT /api/locale', () => {
  it("stores the signed-in user's language, audited, and get-user answers it", async () => {
    const { user, headers } = await t.persona([]);
    const before = await app.inject({ method: 'GET', url: '/api/get-user', headers });
    expect(before.json()).toMatchObject({ locale: 'en' });

    const res = await put({ locale: 'sw' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'sw' });
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBe('sw');
    const after = await app.inject({ method: 'GET', url: '/api/get-user', headers });
    expect(after.json()).toMatchObject({ locale: 'sw' });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.model_id, String(user.id)));
    expect(audit.at(-1)).toMatchObject({ model: 'User', action: 'updated', changed: { locale: 'sw' } });
  });

  it('refuses a language the site does not have with a 422 and writes nothing', async () => {
    const { user, headers } = await t.persona([]);
    const res = await put({ locale: 'fr' }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { locale: expect.any(String) } });
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBe('en');
  });

  it('needs a signed-in user', async () => {
    expect((await put({ locale: 'sw' })).statusCode).toBe(401);
  });
});

describe('POST /api/register with a language', () => {
  const form = (email: string, locale?: string) => ({
    f_name: 'Wanjiru',
    m_name: '',
    l_name: 'Kamau',
    phone_number: '+254700000009',
    email,
    password: 'Chai-Tamu@2025',
    ...(locale ? { locale } : {}),
  });
  const localeOf = async (email: string) =>
    (await db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]!.locale;

  it('keeps the language the site was in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: form('wanjiru.sw@example.com', 'sw'),
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf('wanjiru.sw@example.com')).toBe('sw');
  });

  it('is English without one', async () => {
    await app.inject({ method: 'POST', url: '/api/register', payload: form('wanjiru.en@example.com') });
    expect(await localeOf('wanjiru.en@example.com')).toBe('en');
  });

  it('sends the activation mail in her language, and a later reset mail too', async () => {
    const email = 'wanjiru.mails@example.com';
    await app.inject({ method: 'POST', url: '/api/register', payload: form(email, 'sw') });
    const activation = mailer.sent.findLast((m) => m.to === email)!;
    expect(activation.subject).toBe('Washa akaunti yako');
    expect(activation.text).toContain('Habari Wanjiru,');
    expect(activation.html).toContain('<html lang="sw">');
    expect(activation.html).toContain('Washa akaunti yako</a>');

    const reset = await app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
    expect(reset.statusCode).toBe(200);
    const mail = mailer.sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Weka nenosiri jipya');
    expect(mail.text).toContain('Chagua nenosiri jipya');
  });

  it('sends them in English to an English founder', async () => {
    const email = 'wanjiru.mails.en@example.com';
    await app.inject({ method: 'POST', url: '/api/register', payload: form(email) });
    expect(mailer.sent.findLast((m) => m.to === email)!.subject).toBe('Activate your account');
    await app.inject({ method: 'POST', url: '/api/reset-password', payload: { email } });
    const mail = mailer.sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('<html lang="en">');
  });
});
