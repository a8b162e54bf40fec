import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/lib/passwords';
import { createTestApp } from '../testing/helpers';

/**
 * Common and breached passwords (OWASP ASVS 6.2) are refused on every call that sets one, with
 * the message on the password field, even when they pass the policy (`Password1!`).
 */

const t = await createTestApp();
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const refused = { message: MSG.passwordCommon };

describe('isCommonPassword', () => {
  it.each([
    ['Password1!', true],
    ['Welcome@123', true],
    ['qwerty123.', true],
    ['Nairobi2026.', true],
    ['!@Dragon99', true],
    ['Maji-Safi@2025', false],
    ['Tamu#Chai7x', false],
    ['Kahawa-Moto@2026', false],
  ])('%s: %s', async (password, common) => {
    expect(await isCommonPassword(password)).toBe(common);
  });
});

describe('a common password', () => {
  it('is refused at registration, and no account is made', async () => {
    const res = await post('/api/register', {
      f_name: 'Amina',
      l_name: 'Hassan',
      phone_number: '+254700111222',
      email: 'amina.common@example.com',
      password: 'Password1!',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ...refused, errors: { password: MSG.passwordCommon } });
    expect(t.mailer.lastLinkTo('amina.common@example.com')).toBeUndefined();
  });

  it('is refused when resetting, and the link still works for a better one', async () => {
    const founder = await t.persona([]);
    await post('/api/reset-password', { email: founder.email });
    const token = t.mailer.lastLinkTo(founder.email)!.split('/').pop()!;
    const weak = await post('/api/post-reset-password', { token, password: 'Welcome@123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: MSG.passwordCommon });
    expect((await post('/api/post-reset-password', { token, password: 'Maji-Safi@2025' })).statusCode).toBe(200);
  });

  it('is refused as a new password of one’s own, on the new password field', async () => {
    const me = await t.persona([]);
    const res = await post(
      '/api/user?type=password',
      { current_password: me.password, new_password: 'Nairobi2026.' },
      me.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ new_password: MSG.passwordCommon });
  });

  it('is refused when staff create an account with it', async () => {
    const admin = await t.admin();
    const res = await post(
      '/api/user',
      {
        first_name: 'Juma',
        last_name: 'Otieno',
        email: 'juma.common@example.com',
        phone_number: '+254700333444',
        password: 'Qwerty123!',
        roles: [],
      },
      admin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: MSG.passwordCommon });
  });
});
