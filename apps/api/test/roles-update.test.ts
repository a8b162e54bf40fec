import { MSG } from '@portal/contract/messages';
import {
  ALL_PERMISSIONS,
  JUDGE_PERMISSIONS,
  type Permission,
  ROLE_APPLICANT,
  ROLE_JUDGE,
  ROLE_SYSTEM_ADMIN,
} from '@portal/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { rolesFixture } from '../testing/roles-fixture';

// Changing roles, the built-in ones included, and who may change what.
const { t, db, req, roleByName, lastAudit, roleBody, admin, adminId } = await rolesFixture();

// The built-in roles are the file's: a test that changes one puts it back.
const putBack = (name: string, body: object) =>
  onTestFinished(async () => {
    const role = await roleByName(name);
    expect((await req('PUT', `/api/role/${role.id}`, admin, body)).statusCode).toBe(200);
  });
const judgeAsSeeded = {
  name: ROLE_JUDGE,
  guard_name: 'api',
  default_page: '/groups',
  public: false,
  permissions: [...JUDGE_PERMISSIONS],
};

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
    putBack(ROLE_JUDGE, judgeAsSeeded);
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
    putBack(ROLE_JUDGE, judgeAsSeeded);
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
