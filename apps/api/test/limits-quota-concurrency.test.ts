import { STAGE_REPORT_TYPES } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { generateSync } from 'otplib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp, multipart } from '../testing/helpers';

/**
 * Every other limit under concurrency (issue 29 §1): 100 requests at once are answered like 100
 * sent one by one, at most the limit doing the work, the rest 429. Sign-in limits are in
 * limits-sign-in-concurrency.test.ts.
 */
const t = await createTestApp();
const { app, clock } = t;

type Headers = Record<string, string>;
const burst = <T>(n: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** At most `max` answered `worked`, every other one 429 with `message`. */
function expectCapped(
  answers: { statusCode: number; json(): unknown }[],
  worked: number,
  max: number,
  message?: string,
) {
  const list = statuses(answers);
  expect(count(list, worked)).toBeLessThanOrEqual(max);
  expect(count(list, worked) + count(list, 429)).toBe(answers.length);
  if (message) {
    for (const r of answers.filter((a) => a.statusCode === 429)) expect(r.json()).toEqual({ message });
  }
}

describe('the current password, asked again', { timeout: 120_000 }, () => {
  const change = (headers: Headers, current_password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user?type=password',
      headers,
      payload: { current_password, new_password: 'Ndizi-Tamu@2026' },
    });

  it('checks at most 10 of 100 concurrent wrong current passwords; the right one waits for the window', async () => {
    const p = await t.persona([]);
    expectCapped(await burst(100, (i) => change(p.headers, `Guess@${i}`)), 422, 10);
    expect((await change(p.headers, p.password)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await change(p.headers, p.password)).statusCode).toBe(200);
  });

  it('counts wrong passwords to set up two-step sign-in in the same limit', async () => {
    const p = await t.persona([]);
    const setup = (current_password: string) =>
      app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: p.headers, payload: { current_password } });
    expectCapped(await burst(100, (i) => setup(`Guess@${i}`)), 422, 10);
    expect((await change(p.headers, p.password)).statusCode).toBe(429);
    expect((await setup(p.password)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await setup(p.password)).statusCode).toBe(200);
  });
});

describe('codes of her own steps', { timeout: 120_000 }, () => {
  it('checks at most 10 of 100 concurrent wrong codes to turn two-step sign-in off', async () => {
    const p = await t.persona([]);
    const headers = p.headers;
    const { secret } = (
      await app.inject({
        method: 'POST',
        url: '/api/two-factor/setup',
        headers,
        payload: { current_password: p.password },
      })
    ).json();
    const now = () => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/two-factor/confirm',
      headers,
      payload: { code: now() },
    });
    expect(confirmed.statusCode).toBe(200);
    clock.advance(30_000);
    const wrong = now() === '000000' ? '111111' : '000000';
    const off = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/two-factor/disable',
        headers,
        payload: { code, current_password: p.password },
      });
    const answers = await burst(100, () => off(wrong));
    expectCapped(answers, 422, 10);
    for (const r of answers.filter((a) => a.statusCode === 422))
      expect(r.json().message).toBe(TWO_FACTOR_MSG.codeWrong);
    expect((await off(now())).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await off(now())).statusCode).toBe(200);
  });
});

describe('quotas', { timeout: 120_000 }, () => {
  it('registers at most 5 of 100 concurrent registrations of one address', async () => {
    const form = {
      f_name: 'Amina',
      m_name: '',
      l_name: 'Wanjiku',
      phone_number: '+254700000001',
      email: 'Burst@Example.com',
      password: 'Chai-Tamu@2025',
    };
    const answers = await burst(100, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...form, email: i % 2 ? form.email : form.email.toLowerCase() },
        remoteAddress: `192.0.2.${i}`,
      }),
    );
    const list = statuses(answers);
    // One account is made; the other counted attempts answer 409; past 5, 429.
    expect(count(list, 201)).toBe(1);
    expect(count(list, 201) + count(list, 409)).toBeLessThanOrEqual(5);
    expect(count(list, 201) + count(list, 409) + count(list, 429)).toBe(100);
    clock.advance(60 * 60_000 + 1);
  });

  it('takes at most 30 registrations an hour from one address', async () => {
    const answers = await burst(100, (i) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          f_name: 'Baraka',
          m_name: '',
          l_name: 'Otieno',
          phone_number: '+254700000002',
          email: `baraka${i}@example.com`,
          password: 'Chai-Tamu@2025',
        },
        remoteAddress: '198.51.100.60',
      }),
    );
    expectCapped(answers, 201, 30);
    clock.advance(60 * 60_000 + 1);
  });

  it('mails at most 5 of 100 concurrent reset requests for one address, and 30 an hour from one client', async () => {
    const p = await t.persona([]);
    const ask = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/reset-password', payload: { email }, remoteAddress });
    const sentBefore = t.mailer.sent.length;
    expectCapped(await burst(100, (i) => ask(p.email, `192.0.2.${i}`)), 200, 5);
    expect(t.mailer.sent.length - sentBefore).toBeLessThanOrEqual(5);
    expectCapped(await burst(100, (i) => ask(`someone${i}@example.com`, '198.51.100.61')), 200, 30);
    clock.advance(60 * 60_000 + 1);
  });

  it('stores at most 5 of 100 concurrent contact messages from one account, and 30 an hour from one address', async () => {
    const send = (headers: Headers, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact-us',
        headers,
        payload: { subject: 'Question', message: '<p>When is demo day?</p>' },
        remoteAddress,
      });
    const founder = await t.persona(['contact_us_create']);
    expectCapped(await burst(100, (i) => send(founder.headers, `192.0.2.${i}`)), 201, 5, MSG.tooManyContactMessages);
    const many: Headers[] = [];
    for (let i = 0; i < 7; i++) many.push((await t.persona(['contact_us_create'])).headers);
    expectCapped(await burst(100, (i) => send(many[i % 7]!, '198.51.100.62')), 201, 30, MSG.tooManyContactMessages);
    clock.advance(60 * 60_000 + 1);
  });

  it('serves at most 60 of 100 concurrent downloads to one staff member', async () => {
    const staff = await t.persona(['application_view']);
    const answers = await burst(100, () =>
      app.inject({ method: 'GET', url: `/api/report?type=${STAGE_REPORT_TYPES.shortlisted}`, headers: staff.headers }),
    );
    expectCapped(answers, 200, 60, MSG.tooManyAttempts);
    clock.advance(10 * 60_000 + 1);
  });

  it('stores at most 60 of 100 concurrent editor images from one user', async () => {
    const editor = await t.persona(['news_feed_edit']);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6a1b9a' } })
      .png()
      .toBuffer();
    const answers = await burst(100, () => {
      const { payload, 'content-type': contentType } = multipart({}, { field: 'upload', name: 'a.png', content: png });
      return app.inject({
        method: 'POST',
        url: '/api/image-upload',
        payload,
        headers: { ...editor.headers, 'content-type': contentType },
      });
    });
    expectCapped(answers, 200, 60, MSG.tooManyImageUploads);
    clock.advance(60 * 60_000 + 1);
  });
});
