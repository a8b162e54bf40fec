import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { applications, auditLogs, users } from '../src/db/schema';
import { createTestApp, type FilePart, fakeClock, multipart } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi: the latest date of birth accepted is 2009-03-02.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

let me: Awaited<ReturnType<typeof t.persona>>;
let other: Awaited<ReturnType<typeof t.persona>>;

// Each test's own two applicants. Applicants keep the wizard's rules; staff profiles are tested below.
beforeEach(async () => {
  me = await t.persona([], ROLE_APPLICANT);
  other = await t.persona([], ROLE_APPLICANT);
});

const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });

const details = (over: Record<string, unknown> = {}) => ({
  first_name: 'Achieng',
  middle_name: '',
  last_name: 'Otieno',
  phone_number: '+254 712 345 678',
  dob: '1995-06-15',
  bio: '<p onclick="x()">Founder of <strong>Maji Safi</strong>.<script>alert(1)</script></p>',
  country_id: 114,
  gender_id: 1,
  linkedin_url: 'https://www.linkedin.com/in/achieng',
  twitter_url: '',
  ...over,
});

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const uploadPicture = (headers: Record<string, string> | undefined, file?: FilePart) => {
  const { payload, 'content-type': contentType } = multipart({}, file);
  return app.inject({
    method: 'POST',
    url: '/api/user?type=image',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};

const lastAudit = async (userId: number) =>
  (
    await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'User'), eq(auditLogs.model_id, String(userId))))
      .orderBy(desc(auditLogs.id))
      .limit(1)
  )[0];

describe('GET /api/user', () => {
  it('answers the own profile (type=profile), 401 without a token', async () => {
    const res = await req('GET', '/api/user?type=profile', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: me.user.id,
      first_name: 'Test',
      middle_name: null,
      last_name: me.user.last_name,
      email: me.email,
      phone_number: null,
      dob: null,
      bio: null,
      country_id: null,
      gender_id: null,
      linkedin_url: null,
      twitter_url: null,
      prof_pic: null,
      prof_pic_url: null,
      code: null,
    });
    expect((await req('GET', '/api/user?type=profile')).statusCode).toBe(401);
  });

  it('still answers the form data (type=formData)', async () => {
    const res = await req('GET', '/api/user?type=formData', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().countries.find((c: { id: number }) => c.id === 114).name).toBe('Kenya');
    expect(res.json()).toHaveProperty('genders');
    expect((await req('GET', '/api/user?type=other', me.headers)).statusCode).toBe(422);
  });
});

describe('PUT /api/user/{id}?type=user', () => {
  it('updates the own profile: bio sanitised, e-mail read-only, audited', async () => {
    const res = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, {
      ...details(),
      email: 'hijack@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      email: me.email,
      first_name: 'Achieng',
      middle_name: null,
      phone_number: '+254 712 345 678',
      dob: '1995-06-15',
      bio: '<p>Founder of <strong>Maji Safi</strong>.</p>',
      country_id: 114,
      gender_id: 1,
      twitter_url: null,
    });
    const [stored] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(stored!.email).toBe(me.email);

    const entry = await lastAudit(me.user.id);
    expect(entry).toMatchObject({ action: 'updated', modder_id: me.user.id });
    expect(entry!.changed).toMatchObject({ first_name: 'Achieng', dob: '1995-06-15' });
    expect(entry!.new).not.toHaveProperty('password_hash');

    // The profile reads back.
    expect((await req('GET', '/api/user?type=profile', me.headers)).json()).toMatchObject({ first_name: 'Achieng' });
  });

  it('refuses another user (403) and a caller without a token (401)', async () => {
    const res = await req('PUT', `/api/user/${other.user.id}?type=user`, me.headers, details());
    expect(res.statusCode).toBe(403);
    expect((await req('PUT', `/api/user/${me.user.id}?type=user`, undefined, details())).statusCode).toBe(401);
    const [stored] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(stored!.first_name).toBe('Test');
  });

  it('takes the ages the Terms name, 18 to 35: refuses 17 and 36', async () => {
    const young = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ dob: '2008-03-03' }));
    expect(young.statusCode).toBe(422);
    expect(young.json()).toEqual({ message: MSG.dobTooYoung, errors: { dob: MSG.dobTooYoung } });
    const eighteen = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ dob: '2008-03-02' }));
    expect(eighteen.statusCode).toBe(200);
    expect(eighteen.json().dob).toBe('2008-03-02');
    const old = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ dob: '1990-03-02' }));
    expect(old.json()).toEqual({ message: MSG.dobTooOld, errors: { dob: MSG.dobTooOld } });
    const thirtyFive = await req(
      'PUT',
      `/api/user/${me.user.id}?type=user`,
      me.headers,
      details({ dob: '1990-03-03' }),
    );
    expect(thirtyFive.statusCode).toBe(200);
  });

  it('answers field errors for missing fields, with the first as the message', async () => {
    const res = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, {
      first_name: ' ',
      linkedin_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.requiredLower);
    expect(res.json().errors).toMatchObject({
      first_name: MSG.requiredLower,
      last_name: MSG.requiredLower,
      phone_number: MSG.requiredLower,
      country_id: MSG.requiredLower,
      gender_id: MSG.requiredLower,
      linkedin_url: expect.any(String),
    });
  });

  it('refuses a nationality or gender that is not listed (422)', async () => {
    const country = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ country_id: 99999 }));
    expect(country.statusCode).toBe(422);
    expect(country.json().errors).toEqual({ country_id: MSG.requiredLower });
    const gender = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ gender_id: 99999 }));
    expect(gender.statusCode).toBe(422);
    expect(gender.json().errors).toEqual({ gender_id: MSG.requiredLower });
  });

  it('after the deadline day, refuses a founder who applied (409) and lets everyone else change theirs', async () => {
    const admin = await t.admin();
    const created = await req('POST', '/api/program', admin, {
      name: 'Cohort 9',
      application_deadline: '2026-03-10',
      start_date: '2026-04-01',
      end_date: '2026-09-30',
    });
    await req('POST', '/api/program?type=activate', admin, { id: created.json().id });
    await db
      .insert(applications)
      .values({ user_id: other.user.id, program_id: created.json().id, terms_conditions: 1 });
    clock.set('2026-03-11T09:00:00Z');
    try {
      const res = await req('PUT', `/api/user/${me.user.id}?type=user`, me.headers, details({ first_name: 'Late' }));
      expect(res.statusCode).toBe(200);
      const [before] = await db.select().from(users).where(eq(users.id, other.user.id));
      const refused = await req(
        'PUT',
        `/api/user/${other.user.id}?type=user`,
        other.headers,
        details({ first_name: 'Late' }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MSG.applicationsClosed.replace('{date}', '10 March 2026'));
      const picture = await uploadPicture(other.headers, { name: 'me.png', content: await png() });
      expect(picture.statusCode).toBe(409);
      const [after] = await db.select().from(users).where(eq(users.id, other.user.id));
      expect(after).toEqual(before);
    } finally {
      clock.set('2026-03-02T09:00:00Z');
      await req('POST', '/api/program?type=deactivate', admin, { id: created.json().id });
    }
  });
});

describe('POST /api/user?type=image', () => {
  it('stores the picture, replaces the old one after commit, and audits', async () => {
    const first = await uploadPicture(me.headers, { name: 'me.png', content: await png() });
    expect(first.statusCode).toBe(200);
    const { prof_pic, prof_pic_url } = first.json();
    expect(prof_pic).toMatch(/\.webp$/);
    expect(prof_pic_url).toBe(`/storage/profile_pics/${prof_pic}`);
    expect((await app.inject({ method: 'GET', url: prof_pic_url })).statusCode).toBe(200);
    expect((await lastAudit(me.user.id))!.changed).toEqual({ prof_pic });

    const second = await uploadPicture(me.headers, { name: 'me2.jpg', content: await png(60, 60) });
    expect(second.statusCode).toBe(200);
    expect(second.json().prof_pic).not.toBe(prof_pic);
    expect(fs.existsSync(path.join(t.storageDir, 'profile_pics', prof_pic))).toBe(false);
    expect(fs.existsSync(path.join(t.storageDir, 'profile_pics', second.json().prof_pic))).toBe(true);
  });

  it('refuses a text file named .png (422), no file (422), an oversize file (413), no token (401)', async () => {
    const fake = await uploadPicture(me.headers, { name: 'me.png', content: Buffer.from('just some text') });
    expect(fake.statusCode).toBe(422);
    const none = await uploadPicture(me.headers);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);
    const big = await uploadPicture(me.headers, { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });
    expect(big.statusCode).toBe(413);
    expect((await uploadPicture(undefined, { name: 'me.png', content: await png() })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/{id}?type=user for staff (the /profile rules)', () => {
  let staff: Awaited<ReturnType<typeof t.persona>>;
  beforeEach(async () => {
    staff = await t.persona(['user_view']);
  });

  it('needs only the names; the date of birth may be recent but not after today', async () => {
    const minimal = await req('PUT', `/api/user/${staff.user.id}?type=user`, staff.headers, {
      first_name: 'Njeri',
      middle_name: '',
      last_name: 'Otieno',
      phone_number: '',
      dob: '',
      bio: '',
      country_id: '',
      gender_id: '',
      linkedin_url: '',
      twitter_url: '',
    });
    expect(minimal.statusCode).toBe(200);
    expect(minimal.json()).toMatchObject({
      first_name: 'Njeri',
      phone_number: null,
      dob: null,
      country_id: null,
      gender_id: null,
    });

    // Nairobi's today is 2026-03-02: today is fine (no 17-year rule for staff), tomorrow is not.
    const today = await req(
      'PUT',
      `/api/user/${staff.user.id}?type=user`,
      staff.headers,
      details({ dob: '2026-03-02' }),
    );
    expect(today.statusCode).toBe(200);
    const future = await req(
      'PUT',
      `/api/user/${staff.user.id}?type=user`,
      staff.headers,
      details({ dob: '2026-03-03' }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({ message: MSG.dobFuture, errors: { dob: MSG.dobFuture } });

    const noNames = await req(
      'PUT',
      `/api/user/${staff.user.id}?type=user`,
      staff.headers,
      details({ first_name: '', last_name: ' ' }),
    );
    expect(noNames.json().errors).toEqual({ first_name: MSG.requiredLower, last_name: MSG.requiredLower });
    const badPhone = await req(
      'PUT',
      `/api/user/${staff.user.id}?type=user`,
      staff.headers,
      details({ phone_number: 'call me' }),
    );
    expect(badPhone.statusCode).toBe(422);
    const unlisted = await req(
      'PUT',
      `/api/user/${staff.user.id}?type=user`,
      staff.headers,
      details({ country_id: 99999 }),
    );
    expect(unlisted.json().errors).toEqual({ country_id: MSG.requiredLower });
  });

  it('an applicant keeps the wizard rules whatever else they hold', async () => {
    const both = await t.persona(['user_view'], ROLE_APPLICANT);
    const young = await req('PUT', `/api/user/${both.user.id}?type=user`, both.headers, details({ dob: '2015-01-01' }));
    expect(young.json().errors).toEqual({ dob: MSG.dobTooYoung });
    const noGender = await req('PUT', `/api/user/${both.user.id}?type=user`, both.headers, details({ gender_id: '' }));
    expect(noGender.json().errors).toEqual({ gender_id: MSG.requiredLower });
  });
});

describe('POST /api/user?type=password', () => {
  const password = 'Persona@2025';
  let user: Awaited<ReturnType<typeof t.persona>>;
  beforeEach(async () => {
    user = await t.persona([]);
  });
  const change = (headers: Record<string, string> | undefined, body: object) =>
    req('POST', '/api/user?type=password', headers, body);

  it('refuses a wrong current password with the spec message, and a weak new one', async () => {
    const wrong = await change(user.headers, { current_password: 'Wrong@2025', new_password: 'Ndizi-Tamu@2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: MSG.currentPasswordWrong,
      errors: { current_password: MSG.currentPasswordWrong },
    });
    const weak = await change(user.headers, { current_password: password, new_password: 'fresh' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ new_password: MSG.passwordMin });
    const empty = await change(user.headers, {});
    expect(empty.json().errors).toMatchObject({ current_password: MSG.required, new_password: MSG.passwordRequired });
    expect((await change(undefined, { current_password: password, new_password: 'Ndizi-Tamu@2026' })).statusCode).toBe(
      401,
    );
  });

  it('changes it, keeps this session, ends the others and older reset links; audited without secrets', async () => {
    const other = await t.signIn(user.email, password);
    await req('POST', '/api/reset-password', undefined, { email: user.email });
    const resetToken = t.mailer.lastLinkTo(user.email)!.split('/').pop()!;

    const res = await change(user.headers, { current_password: password, new_password: 'Ndizi-Tamu@2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordUpdated });

    expect((await req('GET', '/api/get-user', user.headers)).statusCode).toBe(200);
    expect((await req('GET', '/api/get-user', other)).statusCode).toBe(401);
    expect((await req('POST', '/api/login', undefined, { email: user.email, password })).statusCode).toBe(401);
    expect(
      (await req('POST', '/api/login', undefined, { email: user.email, password: 'Ndizi-Tamu@2026' })).statusCode,
    ).toBe(200);
    const reset = await req('POST', '/api/post-reset-password', undefined, {
      token: resetToken,
      password: 'Undo@2026',
    });
    expect(reset.statusCode).toBe(400);

    const entry = await lastAudit(user.user.id);
    expect(entry).toMatchObject({ action: 'password_changed', modder_id: user.user.id });
    expect(entry!.changed).toEqual({ password_changed: true });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|Ndizi-Tamu@2026|Persona@2025/);
  });

  it('stops guessing after 10 wrong current passwords (429)', async () => {
    const guesser = await t.persona([]);
    for (let i = 0; i < 10; i++) {
      await change(guesser.headers, { current_password: `Guess@${i}`, new_password: 'Ndizi-Tamu@2026' });
    }
    const blocked = await change(guesser.headers, {
      current_password: 'Persona@2025',
      new_password: 'Ndizi-Tamu@2026',
    });
    expect(blocked.statusCode).toBe(429);
  });
});
