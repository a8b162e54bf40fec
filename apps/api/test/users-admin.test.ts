import { MSG } from '@portal/contract/messages';
import { ALL_PERMISSIONS, type Permission, ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, roles, users } from '../src/db/schema';
import { ADMIN, createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
const login = (email: string, password: string) => req('POST', '/api/login', undefined, { email, password });
const getUser = (headers: Headers) => req('GET', '/api/get-user', headers);

const roleId = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
const auditOf = async (userId: number) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, 'User'), eq(auditLogs.model_id, String(userId))))
    .orderBy(asc(auditLogs.id));
const lastAudit = async (userId: number) =>
  (
    await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'User'), eq(auditLogs.model_id, String(userId))))
      .orderBy(desc(auditLogs.id))
      .limit(1)
  )[0]!;

const newUser = (over: Record<string, unknown> = {}) => ({
  first_name: 'Wanjiru',
  middle_name: '',
  last_name: 'Mwangi',
  email: `wanjiru.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone_number: '+254 711 000 111',
  password: 'Mbegu-Bora@2026',
  roles: [] as number[],
  ...over,
});

let admin: Headers;
let adminId: number;
let editorRole: number;

beforeAll(async () => {
  admin = await t.admin();
  adminId = (await getUser(admin)).json().id;
  // A role granting one screen, to watch permissions change.
  const created = await req('POST', '/api/role', admin, {
    name: 'Programme Editor',
    guard_name: 'api',
    default_page: '/programs',
    public: false,
    permissions: ['program_view'],
  });
  editorRole = created.json().id;
});

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

describe('edit', () => {
  let user: { id: number; email: string };
  const password = 'Mbegu-Bora@2026';
  beforeAll(async () => {
    user = (await req('POST', '/api/user', admin, newUser({ email: 'edit.me@example.com' }))).json();
  });

  it('keeps the e-mail (locked) and, with a blank password, the password and the sessions', async () => {
    const session = await t.signIn(user.email, password);
    const res = await req('PUT', `/api/user/${user.id}`, admin, {
      ...newUser({ first_name: 'Edited', email: 'hijack@example.com', roles: [editorRole] }),
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Edited',
      email: 'edit.me@example.com',
      roles: [{ id: editorRole }],
    });
    expect((await getUser(session)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
    const entry = await lastAudit(user.id);
    expect(entry).toMatchObject({ action: 'updated', modder_id: adminId });
    expect(entry.changed).toMatchObject({ first_name: 'Edited', roles: ['Programme Editor'] });
    expect(entry.changed).not.toHaveProperty('email');
    expect(entry.changed).not.toHaveProperty('password_changed');
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const session = await t.signIn(user.email, password);
    const res = await req('PUT', `/api/user/${user.id}`, admin, newUser({ password: 'Renewed@2026', roles: [] }));
    expect(res.statusCode).toBe(200);
    expect((await getUser(session)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'Renewed@2026')).statusCode).toBe(200);
    const entry = await lastAudit(user.id);
    expect(entry.changed).toMatchObject({ password_changed: true, roles: [] });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|Renewed@2026/);
    // The admin's own session is untouched.
    expect((await getUser(admin)).statusCode).toBe(200);
  });

  it('refuses a weak new password and an unknown user', async () => {
    const weak = await req('PUT', `/api/user/${user.id}`, admin, newUser({ password: 'weak' }));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBe(MSG.passwordMin);
    expect((await req('PUT', '/api/user/999999', admin, newUser({ password: '' }))).statusCode).toBe(404);
  });
});

describe('permissions follow the roles at once', () => {
  it('a role given or taken applies from the next request, not the next sign-in', async () => {
    const input = newUser({ email: 'next.request@example.com' });
    const { id } = (await req('POST', '/api/user', admin, input)).json();
    const session = await t.signIn(input.email, input.password);
    expect((await req('GET', '/api/program?page=1', session)).statusCode).toBe(403);

    await req('PUT', `/api/user/${id}`, admin, { ...input, password: '', roles: [editorRole] });
    expect((await req('GET', '/api/program?page=1', session)).statusCode).toBe(200);
    expect((await getUser(session)).json().roles.map((r: { name: string }) => r.name)).toEqual(['Programme Editor']);

    await req('PUT', `/api/user/${id}`, admin, { ...input, password: '', roles: [] });
    expect((await req('GET', '/api/program?page=1', session)).statusCode).toBe(403);
  });
});

describe('activate, deactivate, delete', () => {
  it('a deactivated user cannot sign in and their tokens stop working; activation lets them back', async () => {
    const input = newUser({ email: 'deactivate.me@example.com' });
    const { id } = (await req('POST', '/api/user', admin, input)).json();
    const session = await t.signIn(input.email, input.password);

    const off = await req('POST', '/api/user?type=deactivate', admin, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, active: 0 });
    expect((await getUser(session)).statusCode).toBe(401);
    const refused = await login(input.email, input.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MSG.loginFailed });

    const on = await req('POST', '/api/user?type=activate', admin, { id });
    expect(on.json()).toMatchObject({ id, active: 1 });
    // Revoked stays revoked: the old token does not come back with the account.
    expect((await getUser(session)).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(200);

    expect((await auditOf(id)).map((e) => e.action)).toEqual(['created', 'deactivated', 'activated']);
  });

  it('activating a registered account that never confirmed its e-mail lets it sign in', async () => {
    await req('POST', '/api/register', undefined, {
      f_name: 'Pending',
      m_name: '',
      l_name: 'Founder',
      phone_number: '+254700000009',
      email: 'pending@example.com',
      password: 'Pending@2026',
    });
    const [row] = await db.select().from(users).where(eq(users.email, 'pending@example.com'));
    expect((await req('POST', '/api/user?type=activate', admin, { id: row!.id })).statusCode).toBe(200);
    expect((await login('pending@example.com', 'Pending@2026')).statusCode).toBe(200);
  });

  it('an admin cannot deactivate or delete themself (409)', async () => {
    const off = await req('POST', '/api/user?type=deactivate', admin, { id: adminId });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: MSG.cannotDeactivateSelf });
    const del = await req('DELETE', `/api/user/${adminId}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: MSG.cannotDeleteSelf });
  });

  it('deletes a user with an audit entry keeping the row and roles; 404 afterwards', async () => {
    const { id } = (await req('POST', '/api/user', admin, newUser({ roles: [editorRole] }))).json();
    const res = await req('DELETE', `/api/user/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User Deleted Successfully' });
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const entry = await lastAudit(id);
    expect(entry).toMatchObject({ action: 'deleted', modder_id: adminId });
    expect(entry.old).toMatchObject({ id, roles: ['Programme Editor'] });
    expect(entry.old).not.toHaveProperty('password_hash');
    expect((await req('DELETE', `/api/user/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('the last active System Admin', () => {
  it('cannot be deleted, deactivated or lose the role while no other active user holds it', async () => {
    const adminRole = await roleId(ROLE_SYSTEM_ADMIN);
    // Another admin (holding the System Admin role) and an operator with every permission through another role.
    const second = await t.persona([...ALL_PERMISSIONS], ROLE_SYSTEM_ADMIN);
    const operator = await t.persona([...ALL_PERMISSIONS]);

    // Two holders: one may go.
    expect((await req('POST', '/api/user?type=deactivate', second.headers, { id: adminId })).statusCode).toBe(200);

    // Now `second` is the last active holder.
    const body = {
      first_name: 'Test',
      last_name: second.user.last_name,
      phone_number: '+254700000001',
      password: '',
      roles: [] as number[],
    };
    for (const [method, url, payload] of [
      ['POST', '/api/user?type=deactivate', { id: second.user.id }],
      ['DELETE', `/api/user/${second.user.id}`, undefined],
      ['PUT', `/api/user/${second.user.id}`, body],
    ] as const) {
      const res = await req(method, url, operator.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toEqual({ message: MSG.lastSystemAdmin });
    }
    // Keeping the role is fine.
    const keep = await req('PUT', `/api/user/${second.user.id}`, operator.headers, { ...body, roles: [adminRole] });
    expect(keep.statusCode).toBe(200);

    // With the first admin back, the role can go.
    expect((await req('POST', '/api/user?type=activate', second.headers, { id: adminId })).statusCode).toBe(200);
    admin = await t.admin();
    const drop = await req('PUT', `/api/user/${second.user.id}`, operator.headers, body);
    expect(drop.statusCode).toBe(200);
    expect(drop.json().roles).toEqual([]);
  });
});

describe('no escalation', () => {
  it('a user_edit holder cannot give themself a role holding permissions they lack, nor change an admin', async () => {
    const perms: Permission[] = ['user_view', 'user_edit', 'user_deactivate', 'user_archive'];
    const helper = await t.persona(perms);
    const self = {
      first_name: 'Test',
      last_name: helper.user.last_name,
      phone_number: '+254700000002',
      password: '',
    };
    const grab = await req('PUT', `/api/user/${helper.user.id}`, helper.headers, {
      ...self,
      roles: [await roleId(ROLE_SYSTEM_ADMIN)],
    });
    expect(grab.statusCode).toBe(403);
    expect(grab.json()).toEqual({ message: MSG.grantBeyondOwn });

    const takeover = await req('PUT', `/api/user/${adminId}`, helper.headers, {
      ...self,
      password: 'Taken@2026',
      roles: [],
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json()).toEqual({ message: MSG.userOutranksYou });
    expect((await req('POST', '/api/user?type=deactivate', helper.headers, { id: adminId })).statusCode).toBe(403);
    expect((await req('DELETE', `/api/user/${adminId}`, helper.headers)).statusCode).toBe(403);
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});
