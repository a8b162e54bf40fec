import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MSG } from '@portal/contract/messages';
import { reminderOptOutPath } from '@portal/contract/notices';
import { TOKEN_PATHS } from '@portal/contract/token-links';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../testing/helpers';

/**
 * A failed query is logged by the shape of its statement and its error code: never with its
 * parameters (an argon2 hash, e-mails, phone numbers, messages) nor the driver's detail.
 */

const lines: string[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const t = await createTestApp({ log });
const founder = await t.persona(['contact_us_create']);
const errorLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);

describe('the log of a failed query', () => {
  it('holds the statement and the code, not the e-mail, phone or password hash being written', async () => {
    // Every new account now breaks a rule of the database, after its password has been hashed.
    await t.db.execute(sql`alter table users add constraint fuzz_short_names check (length(first_name) < 3) not valid`);
    onTestFinished(async () => {
      await t.db.execute(sql`alter table users drop constraint fuzz_short_names`);
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        f_name: 'Wanjiku',
        l_name: 'Kamau',
        phone_number: '+254711222333',
        email: 'wanjiku.private@example.com',
        password: 'Kamau@Nairobi9',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MSG.serverError });
    const logged = JSON.stringify(errorLines());
    const { err } = errorLines().at(-1);
    expect(err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'fuzz_short_names' });
    expect(err.query).toMatch(/^insert into "users" .* values \(default, \$1, \$2/);
    for (const secret of ['wanjiku.private@example.com', '+254711222333', '$argon2', 'Wanjiku', 'Kamau@Nairobi9']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('holds no message text when a table is missing either', async () => {
    await t.db.execute(sql`drop table contact_us cascade`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: founder.headers,
      payload: { subject: 'My private subject', message: '<p>Call me on +254799888777</p>' },
    });
    expect(res.statusCode).toBe(500);
    const last = errorLines().at(-1);
    expect(last?.err).toMatchObject({ type: 'DatabaseError', code: '42P01' });
    expect(JSON.stringify(last)).not.toMatch(/private subject|254799888777/);
  });

  it('keeps search terms out of request lines, but names the call', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/user?type=search&search=Wanjiku%20Kamau',
      headers: await t.admin(),
    });
    const logged = lines.join('\n');
    expect(logged).toContain('/api/user?type=search');
    expect(logged).not.toContain('Wanjiku');
  });
});

describe('the tokens of mailed links', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  /** The path of the link last mailed to `email`, and its token (the link's last part). */
  const mailedLink = (email: string) => {
    const link = new URL(t.mailer.lastLinkTo(email)!);
    return { path: link.pathname, token: link.pathname.split('/').pop()! };
  };

  it('are never logged: activation, password reset, reminder opt-out and the reset check, however spelt', async () => {
    lines.length = 0;
    const email = 'amani.tokens@example.com';
    const registered = await post('/api/register', {
      f_name: 'Amani',
      l_name: 'Otieno',
      phone_number: '+254711000111',
      email,
      password: 'Otieno@Kisumu7',
    });
    expect(registered.statusCode).toBe(201);
    const activation = mailedLink(email);
    expect(activation.path).toBe(`/activate/${activation.token}`);
    await get(activation.path);
    expect((await post('/api/activate', { token: activation.token })).statusCode).toBe(200);

    expect((await post('/api/reset-password', { email })).statusCode).toBe(200);
    const reset = mailedLink(email);
    expect(reset.path).toBe(`/reset-password/${reset.token}`);
    const optOut = 'Q'.repeat(43);
    for (const url of [
      reset.path,
      `/api/check-token/${reset.token}`,
      `/RESET-PASSWORD/${reset.token}`,
      `//reset-password//${reset.token}/`,
      `/reset-password/${reset.token}?utm_source=mail`,
      `/api/Check-Token/${reset.token}`,
      reminderOptOutPath(optOut),
      `/reminders//stop/${optOut}`,
    ]) {
      await get(url);
    }
    expect((await post('/api/reminder-opt-out', { token: optOut })).statusCode).toBe(404);

    const logged = lines.join('\n');
    // The requests were logged, by their redacted paths.
    for (const shown of ['/activate/[redacted]', '/reset-password/[redacted]', '/api/check-token/[redacted]']) {
      expect(logged).toContain(shown);
    }
    expect(logged).toContain('/reminders/stop/[redacted]');
    for (const token of [activation.token, reset.token, optOut]) expect(logged).not.toContain(token);
  });

  it("keeps the query out of every logged url, also a refused caller's", async () => {
    lines.length = 0;
    const nobody = await t.persona([]);
    const res = await get('/api/user?type=search&search=Wanjiku%20Kamau', nobody.headers);
    expect(res.statusCode).toBe(403);
    const logged = lines.join('\n');
    expect(logged).toContain('access refused');
    expect(logged).not.toContain('Wanjiku');
  });

  it('knows every route and link with a token in its path (the one list)', () => {
    const covered = (route: string) => TOKEN_PATHS.some((p) => route.toLowerCase().startsWith(p));
    // The API's routes with a token among their path parameters.
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    const apiRoutes = Object.keys(doc.paths).filter((route) => /\{[^}]*(token|key|secret)[^}]*\}/i.test(route));
    expect(apiRoutes).toEqual(['/api/check-token/{token}']);
    for (const route of apiRoutes) expect(covered(route), route).toBe(true);
    // The web app's pages with a token in their path: the mailed links' pages.
    const router = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/router.tsx'), 'utf8');
    const pages = [...router.matchAll(/path: '([^']*:[^']*(token|key|secret)[^']*)'/gi)].map((m) => `/${m[1]}`);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(covered(page), page).toBe(true);
    expect(covered(reminderOptOutPath('x'))).toBe(true);
  });
});
