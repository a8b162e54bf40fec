import { Writable } from 'node:stream';
import { MSG } from '@portal/contract/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
