import { MSG } from '@portal/contract/messages';
import {
  ALL_PERMISSIONS,
  JUDGE_PERMISSIONS,
  ROLE_APPLICANT,
  ROLE_JUDGE,
  ROLE_SYSTEM_ADMIN,
} from '@portal/contract/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles } from '../src/db/schema';
import { rolesFixture } from '../testing/roles-fixture';

const { t, db, req, roleByName, lastAudit, roleBody, admin, adminId } = await rolesFixture();

describe('permissions of every call', () => {
  it('answers 401 signed out and 403 without the permission; each call needs its own', async () => {
    const nobody = await t.persona([]);
    const { id } = await roleByName(ROLE_JUDGE);
    const calls: [string, string, object?][] = [
      ['GET', '/api/role?page=1'],
      ['GET', '/api/role?type=search&search=a'],
      ['GET', `/api/role/${id}`],
      ['GET', '/api/permission?page=1'],
      ['GET', '/api/permission?type=all'],
      ['GET', '/api/user/role?page=1'],
      ['GET', '/api/user/permission?page=1'],
      ['POST', '/api/role', roleBody()],
      ['PUT', `/api/role/${id}`, roleBody()],
      ['DELETE', `/api/role/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await req(method as 'GET', url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await req(method as 'GET', url, nobody.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const viewer = await t.persona(['role_view']);
    expect((await req('GET', '/api/role?page=1', viewer.headers)).statusCode).toBe(200);
    expect((await req('GET', '/api/permission?type=all', viewer.headers)).statusCode).toBe(200);
    expect((await req('POST', '/api/role', viewer.headers, roleBody())).statusCode).toBe(403);
    expect((await req('PUT', `/api/role/${id}`, viewer.headers, roleBody())).statusCode).toBe(403);
    expect((await req('DELETE', `/api/role/${id}`, viewer.headers)).statusCode).toBe(403);
  });

  it('lists the public roles without a sign-in (type=public)', async () => {
    const res = await req('GET', '/api/role?type=public');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: expect.any(Number), name: ROLE_APPLICANT, default_page: '/' }]);
  });
});

describe('lists', () => {
  it('pages the roles by id with their permissions and holder counts; searches by name', async () => {
    const res = await req('GET', '/api/role?page=1', admin);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().data;
    expect(first).toMatchObject({
      name: ROLE_SYSTEM_ADMIN,
      guard_name: 'api',
      default_page: '/dashboard',
      public: false,
    });
    expect(first.permissions).toHaveLength(ALL_PERMISSIONS.length);
    expect(first.users_count).toBeGreaterThanOrEqual(1);
    expect(second).toMatchObject({ name: ROLE_JUDGE, users_count: 0 });
    expect(second.permissions.map((p: { name: string }) => p.name)).toEqual([...JUDGE_PERMISSIONS]);

    const search = await req('GET', '/api/role?type=search&search=judg&page=1', admin);
    expect(search.json()).toMatchObject({ total: 1, data: [{ name: ROLE_JUDGE }] });
    const variant = await req('GET', '/api/user/role?type=search&search=judg&page=1', admin);
    expect(variant.json()).toEqual(search.json());
  });

  it('pages the permissions, or answers them all (type=all)', async () => {
    const page = await req('GET', '/api/permission?page=2', admin);
    expect(page.json()).toMatchObject({ current_page: 2, per_page: 10, total: ALL_PERMISSIONS.length });
    const all = await req('GET', '/api/permission?type=all', admin);
    expect(all.json().data.map((p: { name: string }) => p.name)).toEqual([...ALL_PERMISSIONS]);
    expect(all.json().data[0]).toEqual({ id: expect.any(Number), name: 'team_view', guard_name: 'api' });
    const search = await req('GET', '/api/user/permission?type=search&search=role_&page=1', admin);
    expect(search.json().data.map((p: { name: string }) => p.name)).toEqual([
      'role_view',
      'role_create',
      'role_edit',
      'role_archive',
    ]);
  });
});

describe('create', () => {
  it('creates a role with its permissions, audited with their names', async () => {
    const res = await req('POST', '/api/role', admin, roleBody({ name: 'Content Editor' }));
    expect(res.statusCode).toBe(201);
    const role = res.json();
    expect(role).toMatchObject({ name: 'Content Editor', default_page: '/programs', public: false, users_count: 0 });
    expect(role.permissions.map((p: { name: string }) => p.name)).toEqual([
      'team_view',
      'program_view',
      'program_create',
    ]);
    const entry = await lastAudit(role.id);
    expect(entry).toMatchObject({ action: 'created', modder_id: adminId });
    expect(entry.new).toMatchObject({
      name: 'Content Editor',
      permissions: ['team_view', 'program_view', 'program_create'],
    });
  });

  it('checks the fields with the spec messages', async () => {
    const res = await req('POST', '/api/role', admin, { name: '', guard_name: ' ', permissions: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: MSG.requiredLower,
      guard_name: MSG.requiredLower,
      permissions: MSG.permissionPickRequired,
    });
    const none = await req('POST', '/api/role', admin, { name: 'X', guard_name: 'api' });
    expect(none.json().errors).toEqual({ permissions: MSG.permissionPickRequired });
    const unknown = await req('POST', '/api/role', admin, roleBody({ permissions: ['team_view', 'launch_rockets'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ permissions: 'Unknown permission: launch_rockets' });
    for (const page of ['//evil.example', 'https://evil.example', 'dashboard', '/\\evil']) {
      const bad = await req('POST', '/api/role', admin, roleBody({ default_page: page }));
      expect(bad.json().errors, page).toEqual({ default_page: MSG.defaultPageInvalid });
    }
    const blankPage = await req('POST', '/api/role', admin, roleBody({ default_page: '' }));
    expect(blankPage.json().default_page).toBeNull();
  });

  it('refuses a taken name whatever its case (409)', async () => {
    expect((await req('POST', '/api/role', admin, roleBody({ name: 'Content Reviewer' }))).statusCode).toBe(201);
    const res = await req('POST', '/api/role', admin, roleBody({ name: 'content reviewer' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.roleNameTaken });
    expect((await req('POST', '/api/role', admin, roleBody({ name: 'JUDGE' }))).statusCode).toBe(409);
  });

  it('nobody grants a permission they do not hold (403)', async () => {
    const manager = await t.persona(['role_view', 'role_create', 'role_edit', 'team_view']);
    const beyond = await req(
      'POST',
      '/api/role',
      manager.headers,
      roleBody({ permissions: ['team_view', 'user_edit'] }),
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual({ message: MSG.grantBeyondOwn });
    const within = await req('POST', '/api/role', manager.headers, roleBody({ permissions: ['team_view'] }));
    expect(within.statusCode).toBe(201);
    // Editing adds only what the editor holds.
    const { id, name } = within.json();
    const keep = await req('PUT', `/api/role/${id}`, manager.headers, roleBody({ name, permissions: ['team_view'] }));
    expect(keep.statusCode).toBe(200);
    const add = await req(
      'PUT',
      `/api/role/${id}`,
      manager.headers,
      roleBody({ name, permissions: ['team_view', 'log_view'] }),
    );
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ message: MSG.grantBeyondOwn });
  });
});

describe('delete', () => {
  it('never deletes a built-in role', async () => {
    for (const name of [ROLE_SYSTEM_ADMIN, ROLE_JUDGE, ROLE_APPLICANT]) {
      const res = await req('DELETE', `/api/role/${(await roleByName(name)).id}`, admin);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ message: `The ${name} role is built in and cannot be deleted.` });
    }
  });

  it('refuses a role in use, saying how many hold it', async () => {
    const role = (await req('POST', '/api/role', admin, roleBody())).json();
    const a = await t.persona([], role.name);
    const one = await req('DELETE', `/api/role/${role.id}`, admin);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'This role cannot be deleted: it is held by 1 user. Take it from them first.',
    });
    await t.persona([], role.name);
    const two = await req('DELETE', `/api/role/${role.id}`, admin);
    expect(two.json().message).toContain('2 users');
    await db.delete(userRoles).where(eq(userRoles.role_id, role.id));
    expect(a.user.id).toBeGreaterThan(0);
  });

  it('deletes an unused role, audited with its permissions', async () => {
    const role = (await req('POST', '/api/role', admin, roleBody())).json();
    const res = await req('DELETE', `/api/role/${role.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Role Deleted Successfully' });
    const entry = await lastAudit(role.id);
    expect(entry).toMatchObject({ action: 'deleted', modder_id: adminId });
    expect(entry.old).toMatchObject({ name: role.name, permissions: ['team_view', 'program_view', 'program_create'] });
    expect((await req('DELETE', `/api/role/${role.id}`, admin)).statusCode).toBe(404);
  });
});
