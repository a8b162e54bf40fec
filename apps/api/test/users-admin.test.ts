import { MSG } from '@portal/contract/messages';
import { ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ADMIN } from '../testing/helpers';
import { usersAdminFixture } from '../testing/users-admin-fixture';

const { t, db, req, login, roleId, auditOf, newUser, admin, adminId, editorRole } = await usersAdminFixture();

describe('permissions of every call', () => {
  it('answers 401 signed out and 403 without the permission', async () => {
    const nobody = await t.persona([]);
    const calls: [string, string, object?][] = [
      ['GET', '/api/user?page=1'],
      ['GET', '/api/user?type=search&search=a'],
      ['GET', '/api/user?type=adminFormData'],
      ['GET', `/api/user/${adminId}`],
      ['POST', '/api/user', newUser()],
      ['PUT', `/api/user/${adminId}`, newUser()],
      ['DELETE', `/api/user/${adminId}`],
      ['POST', '/api/user?type=activate', { id: adminId }],
      ['POST', '/api/user?type=deactivate', { id: adminId }],
    ];
    for (const [method, url, body] of calls) {
      expect((await req(method as 'GET', url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await req(method as 'GET', url, nobody.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('each call needs its own permission', async () => {
    const viewer = await t.persona(['user_view']);
    expect((await req('GET', '/api/user?page=1', viewer.headers)).statusCode).toBe(200);
    expect((await req('GET', '/api/user?type=adminFormData', viewer.headers)).statusCode).toBe(200);
    expect((await req('POST', '/api/user', viewer.headers, newUser())).statusCode).toBe(403);
    expect((await req('POST', '/api/user?type=deactivate', viewer.headers, { id: adminId })).statusCode).toBe(403);

    const creator = await t.persona(['user_create']);
    expect((await req('GET', '/api/user?page=1', creator.headers)).statusCode).toBe(403);
    expect((await req('GET', '/api/user?type=adminFormData', creator.headers)).statusCode).toBe(200);
    expect((await req('POST', '/api/user', creator.headers, newUser())).statusCode).toBe(201);
  });
});

describe('list, search, show, form data', () => {
  it('pages the users newest first with their roles, never a hash', async () => {
    const res = await req('GET', '/api/user?page=1', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10 });
    expect(body.total).toBeGreaterThan(1);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');
    const adminRow = (await req('GET', `/api/user?type=search&search=${encodeURIComponent(ADMIN.email)}`, admin)).json()
      .data[0];
    expect(adminRow).toMatchObject({
      id: adminId,
      email: ADMIN.email,
      active: 1,
      roles: [{ id: await roleId(ROLE_SYSTEM_ADMIN), name: ROLE_SYSTEM_ADMIN }],
      prof_pic_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('searches names (also the full name), e-mail and phone, and keeps paging', async () => {
    const created = await req('POST', '/api/user', admin, newUser({ first_name: 'Nyokabi', last_name: 'Kariuki' }));
    expect(created.statusCode).toBe(201);
    for (const term of ['nyokabi', 'Nyokabi Kariuki', created.json().email, '711 000']) {
      const res = await req('GET', `/api/user?type=search&search=${encodeURIComponent(term)}&page=1`, admin);
      expect(
        res.json().data.map((u: { id: number }) => u.id),
        term,
      ).toContain(created.json().id);
    }
    const none = await req('GET', '/api/user?type=search&search=zzzz-nobody', admin);
    expect(none.json()).toMatchObject({ data: [], total: 0 });
  });

  it('shows one user, 404 for an unknown one', async () => {
    const res = await req('GET', `/api/user/${adminId}`, admin);
    expect(res.json()).toMatchObject({ id: adminId, roles: [{ name: ROLE_SYSTEM_ADMIN }] });
    const missing = await req('GET', '/api/user/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.userNotFound);
  });

  it('answers the roles for the form (adminFormData)', async () => {
    const res = await req('GET', '/api/user?type=adminFormData', admin);
    const names = res.json().roles.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining([ROLE_SYSTEM_ADMIN, 'Judge', 'Applicant', 'Programme Editor']));
    expect(res.json().roles[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      public: expect.any(Boolean),
    });
  });
});

describe('create', () => {
  it('creates an active user with roles who can sign in at once; audited without the hash', async () => {
    const input = newUser({ email: 'Akinyi.Create@Example.com', roles: [editorRole] });
    const res = await req('POST', '/api/user', admin, input);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'akinyi.create@example.com',
      middle_name: null,
      active: 1,
      roles: [{ id: editorRole, name: 'Programme Editor' }],
    });
    expect((await login('akinyi.create@example.com', input.password)).statusCode).toBe(200);

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'created', modder_id: adminId });
    expect(entry!.new).toMatchObject({ email: 'akinyi.create@example.com', roles: ['Programme Editor'] });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|password_hash|Mbegu-Bora@2026/);
  });

  it('refuses a taken e-mail whatever its case (409)', async () => {
    const res = await req('POST', '/api/user', admin, newUser({ email: ADMIN.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.emailTaken });
  });

  it('checks every field with the policy messages and writes nothing', async () => {
    const before = (await db.select().from(users)).length;
    const res = await req('POST', '/api/user', admin, {
      first_name: ' ',
      last_name: '',
      email: 'not-an-email',
      phone_number: '',
      password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: MSG.requiredLower,
      last_name: MSG.requiredLower,
      email: MSG.emailInvalid,
      phone_number: MSG.requiredLower,
      password: MSG.passwordMin,
    });
    for (const [password, message] of [
      ['', MSG.passwordRequired],
      ['nouppercase1!', MSG.passwordUpper],
      ['NoNumber!!', MSG.passwordNumber],
      ['NoSpecial12', MSG.passwordSpecial],
    ]) {
      const bad = await req('POST', '/api/user', admin, newUser({ password }));
      expect(bad.json().errors?.password, password).toBe(message);
    }
    const long = await req('POST', '/api/user', admin, newUser({ email: `${'a'.repeat(45)}@example.com` }));
    expect(long.json().errors.email).toBe(MSG.emailMax);
    const unknownRole = await req('POST', '/api/user', admin, newUser({ roles: [999999] }));
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toEqual({ roles: MSG.roleUnknown });
    expect((await db.select().from(users)).length).toBe(before);
  });
});
