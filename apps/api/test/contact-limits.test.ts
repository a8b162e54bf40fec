import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, contactUs } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();

const send = (headers: Record<string, string>, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    headers,
    payload: { subject: 'Question', message: '<p>When is demo day?</p>' },
    remoteAddress,
  });

const stored = async () => ({
  messages: (await t.db.select().from(contactUs)).length,
  audit: (await t.db.select().from(auditLogs).where(eq(auditLogs.model, 'ContactUs'))).length,
});

describe('POST /api/contact-us: limits', () => {
  it('takes 5 messages in 10 minutes from one account, then 429 with a message, writing nothing', async () => {
    const founder = await t.persona(['contact_us_create']);
    for (let i = 0; i < 5; i++) expect((await send(founder.headers)).statusCode, `message ${i + 1}`).toBe(201);
    const before = await stored();
    const refused = await send(founder.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.tooManyContactMessages });
    // From another address too: the limit is the account's.
    expect((await send(founder.headers, '192.0.2.2')).statusCode).toBe(429);
    expect(await stored()).toEqual(before);
    // Someone else at the same address is not held back.
    expect((await send((await t.persona(['contact_us_create'])).headers)).statusCode).toBe(201);
    t.clock.advance(11 * 60_000);
    expect((await send(founder.headers)).statusCode).toBe(201);
  });

  it('takes 30 messages an hour from one address, whoever sends them', async () => {
    const address = '198.51.100.7';
    for (let account = 0; account < 6; account++) {
      const { headers } = await t.persona(['contact_us_create']);
      for (let i = 0; i < 5; i++) expect((await send(headers, address)).statusCode).toBe(201);
    }
    const newcomer = await t.persona(['contact_us_create']);
    const refused = await send(newcomer.headers, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.tooManyContactMessages });
    expect((await send(newcomer.headers, '198.51.100.8')).statusCode).toBe(201);
  });
});
