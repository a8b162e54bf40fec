import { MSG } from '@portal/contract/messages';
import {
  ALL_PERMISSIONS,
  JUDGE_PERMISSIONS,
  type Permission,
  ROLE_APPLICANT,
  ROLE_JUDGE,
  ROLE_SYSTEM_ADMIN,
} from '@portal/contract/permissions';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, roles, userRoles } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });

const roleByName = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0]!;
const lastAudit = async (id: number) =>
  (
    await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Role'), eq(auditLogs.model_id, String(id))))
      .orderBy(desc(auditLogs.id))
      .limit(1)
  )[0]!;

const roleBody = (over: Record<string, unknown> = {}) => ({
  name: `Role ${Math.random().toString(36).slice(2, 8)}`,
  guard_name: 'api',
  default_page: '/programs',
  public: false,
  permissions: ['program_view', 'program_create', 'team_view'],
  ...over,
});

let admin: Headers;
let adminId: number;
beforeAll(async () => {
  admin = await t.admin();
  adminId = (await req('GET', '/api/get-user', admin)).json().id;
});

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
    const res = await req('POST', '/api/role', admin, roleBody({ name: 'content editor' }));
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

describe('update', () => {
  it('holders get the new permissions from their next request', async () => {
    const created = (await req('POST', '/api/role', admin, roleBody({ permissions: ['team_view'] }))).json();
    const holder = await t.persona([], created.name);
    expect((await req('GET', '/api/program?page=1', holder.headers)).statusCode).toBe(403);
    const res = await req(
      'PUT',
      `/api/role/${created.id}`,
      admin,
      roleBody({ name: 'Renamed Role', permissions: ['team_view', 'program_view'] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Role', users_count: 1 });
    expect((await req('GET', '/api/program?page=1', holder.headers)).statusCode).toBe(200);
    const entry = await lastAudit(created.id);
    expect(entry).toMatchObject({ action: 'updated', modder_id: adminId });
    expect(entry.changed).toMatchObject({ name: 'Renamed Role', permissions: ['team_view', 'program_view'] });
    expect(entry.old).toMatchObject({ permissions: ['team_view'] });
  });

  it('System Admin keeps its name, guard and every permission; its landing page may change', async () => {
    const role = await roleByName(ROLE_SYSTEM_ADMIN);
    const body = {
      name: ROLE_SYSTEM_ADMIN,
      guard_name: 'api',
      default_page: '/dashboard',
      public: false,
      permissions: [...ALL_PERMISSIONS],
    };
    const rename = await req('PUT', `/api/role/${role.id}`, admin, { ...body, name: 'Root' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ message: 'The System Admin role is built in: its name and guard cannot change.' });
    expect((await req('PUT', `/api/role/${role.id}`, admin, { ...body, guard_name: 'web' })).statusCode).toBe(409);
    const fewer = await req('PUT', `/api/role/${role.id}`, admin, {
      ...body,
      permissions: ALL_PERMISSIONS.filter((p) => p !== 'role_edit'),
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json()).toEqual({ message: MSG.roleAllPermissions });
    const page = await req('PUT', `/api/role/${role.id}`, admin, { ...body, default_page: '/users' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: ROLE_SYSTEM_ADMIN, default_page: '/users' });
    await req('PUT', `/api/role/${role.id}`, admin, body);
  });

  it('Judge keeps its name, guard, group_view and group_venture_view; more may be added', async () => {
    const role = await roleByName(ROLE_JUDGE);
    const body = { name: ROLE_JUDGE, guard_name: 'api', default_page: '/groups', public: false };
    expect(
      (await req('PUT', `/api/role/${role.id}`, admin, { ...body, name: 'Juror', permissions: [...JUDGE_PERMISSIONS] }))
        .statusCode,
    ).toBe(409);
    const drop = await req('PUT', `/api/role/${role.id}`, admin, { ...body, permissions: ['group_view'] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json()).toEqual({ message: 'The Judge role always holds group_venture_view.' });
    const add = await req('PUT', `/api/role/${role.id}`, admin, {
      ...body,
      permissions: [...JUDGE_PERMISSIONS, 'user_group_view'],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().permissions).toHaveLength(3);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await req('PUT', '/api/role/999999', admin, roleBody())).statusCode).toBe(404);
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

describe('least privilege', () => {
  const permissionNames = async (id: number) =>
    (await req('GET', `/api/role/${id}`, admin)).json().permissions.map((p: { name: string }) => p.name);
  const auditCount = async (id: number) =>
    (
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.model, 'Role'), eq(auditLogs.model_id, String(id))))
    ).length;

  it('nobody updates or deletes a role holding a permission she lacks (403, nothing written)', async () => {
    const manager = await t.persona(['role_view', 'role_edit', 'role_archive', 'team_view', 'program_view']);
    const desk = (
      await req(
        'POST',
        '/api/role',
        admin,
        roleBody({ name: 'Programs Desk', permissions: ['team_view', 'program_edit'] }),
      )
    ).json();
    const before = await auditCount(desk.id);
    // Stripping program_edit (which she lacks) from its holders.
    const strip = await req(
      'PUT',
      `/api/role/${desk.id}`,
      manager.headers,
      roleBody({ name: 'Programs Desk', permissions: ['team_view'] }),
    );
    expect(strip.statusCode).toBe(403);
    expect(strip.json()).toEqual({ message: MSG.roleOutranksYou });
    // Even a change that leaves the permissions alone.
    const rename = await req(
      'PUT',
      `/api/role/${desk.id}`,
      manager.headers,
      roleBody({ name: 'Desk', permissions: ['team_view', 'program_edit'] }),
    );
    expect(rename.statusCode).toBe(403);
    const remove = await req('DELETE', `/api/role/${desk.id}`, manager.headers);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: MSG.roleOutranksYou });
    expect(await roleByName('Programs Desk')).toMatchObject({ id: desk.id });
    expect(await permissionNames(desk.id)).toEqual(['team_view', 'program_edit']);
    expect(await auditCount(desk.id)).toBe(before);

    // A role within her own permissions she may still change and delete.
    const small = (await req('POST', '/api/role', admin, roleBody({ permissions: ['team_view'] }))).json();
    const grown = await req(
      'PUT',
      `/api/role/${small.id}`,
      manager.headers,
      roleBody({ name: small.name, permissions: ['team_view', 'program_view'] }),
    );
    expect(grown.statusCode).toBe(200);
    expect((await req('DELETE', `/api/role/${small.id}`, manager.headers)).statusCode).toBe(200);
    // The System Admin may do what the manager may not.
    expect((await req('DELETE', `/api/role/${desk.id}`, admin)).statusCode).toBe(200);
  });

  it("only a System Admin changes the Applicant role's permissions: everyone who registers gets them", async () => {
    const applicant = await roleByName(ROLE_APPLICANT);
    const current = await permissionNames(applicant.id);
    const manager = await t.persona(['role_view', 'role_edit', 'team_view', ...current]);
    const body = { name: ROLE_APPLICANT, guard_name: 'api', default_page: '/', public: true };
    const before = await auditCount(applicant.id);
    const widen = await req('PUT', `/api/role/${applicant.id}`, manager.headers, {
      ...body,
      permissions: [...current, 'team_view'],
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.json()).toEqual({ message: 'Only a System Admin can change the permissions of the Applicant role.' });
    expect(await permissionNames(applicant.id)).toEqual(current);
    expect(await auditCount(applicant.id)).toBe(before);
    // Its other fields she may change, with the permissions as they are.
    const page = await req('PUT', `/api/role/${applicant.id}`, manager.headers, { ...body, permissions: current });
    expect(page.statusCode).toBe(200);
    // The System Admin may change them.
    const byAdmin = await req('PUT', `/api/role/${applicant.id}`, admin, {
      ...body,
      permissions: [...current, 'team_view'],
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await req('PUT', `/api/role/${applicant.id}`, admin, { ...body, permissions: current })).statusCode).toBe(
      200,
    );
  });

  it("only a System Admin changes the Judge role's permissions, adding or removing", async () => {
    const judge = await roleByName(ROLE_JUDGE);
    const body = { name: ROLE_JUDGE, guard_name: 'api', default_page: '/groups', public: false };
    const current = [...JUDGE_PERMISSIONS, 'user_group_view'];
    expect((await req('PUT', `/api/role/${judge.id}`, admin, { ...body, permissions: current })).statusCode).toBe(200);
    const manager = await t.persona(['role_view', 'role_edit', 'team_view', ...(current as Permission[])]);
    const add = await req('PUT', `/api/role/${judge.id}`, manager.headers, {
      ...body,
      permissions: [...current, 'team_view'],
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ message: 'Only a System Admin can change the permissions of the Judge role.' });
    const drop = await req('PUT', `/api/role/${judge.id}`, manager.headers, {
      ...body,
      permissions: [...JUDGE_PERMISSIONS],
    });
    expect(drop.statusCode).toBe(403);
    expect(await permissionNames(judge.id)).toEqual(current);
  });
});
