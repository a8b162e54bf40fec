import { MSG } from '@portal/contract/messages';
import { ALL_PERMISSIONS, type Permission, ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ADMIN } from '../testing/helpers';
import { usersAdminFixture } from '../testing/users-admin-fixture';

// Editing, switching off and deleting accounts, and the rules that keep an admin in charge.
const f = await usersAdminFixture();
const { t, db, req, login, getUser, roleId, auditOf, lastAudit, newUser, adminId, editorRole } = f;
/** The admin's session (signed in again where a test deactivates the admin). */
let admin = f.admin;

describe('edit', () => {
  // Each test's own user, signing in with `password`.
  let user: { id: number; email: string };
  const password = 'Mbegu-Bora@2026';
  beforeEach(async () => {
    user = (await req('POST', '/api/user', admin, newUser())).json();
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
      email: user.email,
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
    // One holding a role, so that taking it shows in the entry too.
    user = (await req('POST', '/api/user', admin, newUser({ roles: [editorRole] }))).json();
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
