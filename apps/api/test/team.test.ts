import { MSG } from '@portal/contract/messages';
import { TEAM_ROLE_NAMES, UNKNOWN_TEAM_ROLE } from '@portal/contract/team';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, teamMemberRoles, teamMembers } from '../src/db/schema';
import { ADMIN } from '../testing/helpers';
import { teamFixture } from '../testing/team-fixture';

// The team admin: the form, saving, listing, switching on and off, deleting.
const { t, db, admin, viewer, role, req, member, recordLog, upload, noTeam, createMember } = await teamFixture();

describe('team members admin', () => {
  it('answers the team roles as form data (team_view)', async () => {
    const res = await req('GET', '/api/team?type=formData', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().teamRoles.map((r: { name: string }) => r.name)).toEqual([...TEAM_ROLE_NAMES].sort());
    expect(res.json().teamRoles[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await req('GET', '/api/team?type=formData')).statusCode).toBe(401);
    const other = (await t.persona(['program_view'])).headers;
    expect((await req('GET', '/api/team?type=formData', other)).statusCode).toBe(403);
  });

  it('creates a member (active) with roles, a sanitised bio and a lower-cased e-mail, and audits it', async () => {
    await noTeam();
    const res = await req(
      'POST',
      '/api/team',
      admin,
      member({
        bio: '<p onclick="steal()">Leads the <strong>product</strong> masterclasses.<script>alert(1)</script></p>',
        roles: [role.Trainer, role.Coach, role.Trainer],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const id = body.id;
    expect(body).toMatchObject({
      name: 'Wanjiku Mwangi',
      bio: '<p>Leads the <strong>product</strong> masterclasses.</p>',
      email_address: 'wanjiku@example.com',
      facebook_url: null,
      active: 1,
      image: null,
      image_url: null,
      thumb_url: null,
    });
    // in the roles' own order (Programme Lead, Trainer, Coach ...), each once
    expect(body.team_member_roles).toEqual([
      { team_role_id: role.Trainer, team_role: { id: role.Trainer, name: 'Trainer' } },
      { team_role_id: role.Coach, team_role: { id: role.Coach, name: 'Coach' } },
    ]);
    expect(body).not.toHaveProperty('roles');

    const log = await recordLog(id);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      action: 'created',
      model: 'TeamMember',
      modder: { first_name: ADMIN.first_name, last_name: ADMIN.last_name },
      new: expect.objectContaining({ name: 'Wanjiku Mwangi', roles: ['Trainer', 'Coach'] }),
      changed: expect.objectContaining({ roles: ['Trainer', 'Coach'] }),
    });
  });

  it('shows one member with roles', async () => {
    await noTeam();
    const id = await createMember({ roles: [role.Trainer, role.Coach] });
    const res = await req('GET', `/api/team/${id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Wanjiku Mwangi', team_member_roles: expect.any(Array) });
    expect(res.json().team_member_roles).toHaveLength(2);
    expect((await req('GET', '/api/team/99999', viewer)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (any case) with 409 and the message', async () => {
    await noTeam();
    await createMember();
    const res = await req('POST', '/api/team', admin, member({ name: 'WANJIKU MWANGI' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.teamMemberNameTaken });
  });

  it('answers field errors (422) and writes nothing', async () => {
    const before = (await db.select().from(teamMembers)).length;
    const missing = await req('POST', '/api/team', admin, { id: null });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      name: MSG.required,
      bio: MSG.bioRequired,
      roles: MSG.rolePickRequired,
    });

    const blank = await req('POST', '/api/team', admin, member({ name: '  ', bio: '<p></p>', roles: [] }));
    expect(blank.json().errors).toEqual({ name: MSG.required, bio: MSG.bioRequired, roles: MSG.rolePickRequired });

    // a bio with nothing left once sanitised
    const scriptOnly = await req('POST', '/api/team', admin, member({ name: 'Script', bio: '<script>x()</script>' }));
    expect(scriptOnly.statusCode).toBe(422);
    expect(scriptOnly.json().errors).toEqual({ bio: MSG.bioRequired });

    const links = await req(
      'POST',
      '/api/team',
      admin,
      member({ name: 'Links', email_address: 'not-an-email', x_url: 'javascript:alert(1)' }),
    );
    expect(links.json().errors).toEqual({
      email_address: MSG.emailInvalid,
      x_url: 'Enter a full link starting with https://',
    });

    const unknown = await req('POST', '/api/team', admin, member({ name: 'Unknown role', roles: [role.Coach, 99999] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ roles: UNKNOWN_TEAM_ROLE });

    expect(await db.select().from(teamMembers)).toHaveLength(before);
    expect((await db.select().from(teamMembers).where(eq(teamMembers.name, 'Unknown role'))).length).toBe(0);
  });

  it('replaces the roles on update and logs the change; unknown roles keep the old set', async () => {
    await noTeam();
    const id = await createMember({ roles: [role.Trainer, role.Coach] });
    const res = await req('PUT', `/api/team/${id}`, admin, member({ roles: [role.Mentor] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().team_member_roles.map((r: { team_role: { name: string } }) => r.team_role.name)).toEqual([
      'Mentor',
    ]);
    const log = await recordLog(id);
    expect(log.data[0]).toMatchObject({
      action: 'updated',
      old: expect.objectContaining({ roles: ['Trainer', 'Coach'] }),
      new: expect.objectContaining({ roles: ['Mentor'] }),
      changed: { roles: ['Mentor'] },
    });

    const bad = await req('PUT', `/api/team/${id}`, admin, member({ name: 'Renamed', roles: [99999] }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ roles: UNKNOWN_TEAM_ROLE });
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
    expect(row!.name).toBe('Wanjiku Mwangi');
    const roles = await db.select().from(teamMemberRoles).where(eq(teamMemberRoles.team_member_id, id));
    expect(roles.map((r) => r.team_role_id)).toEqual([role.Mentor]);

    // Same roles again: the entry says nothing about roles changing.
    const rename = await req(
      'PUT',
      `/api/team/${id}`,
      admin,
      member({ phone_number: '0700 000 000', roles: [role.Mentor] }),
    );
    expect(rename.statusCode).toBe(200);
    const after = await recordLog(id);
    expect(after.data[0].changed).toEqual({ phone_number: '0700 000 000' });

    expect((await req('PUT', '/api/team/99999', admin, member())).statusCode).toBe(404);
  });

  it('lists newest first and searches by name or e-mail, paging in SQL', async () => {
    await noTeam();
    const id = await createMember();
    for (let i = 1; i <= 11; i++) {
      const r = await req(
        'POST',
        '/api/team',
        admin,
        member({ name: `Bulk Member ${i}`, email_address: `bulk${i}@coaches.ke` }),
      );
      expect(r.statusCode).toBe(201);
    }
    const page1 = await req('GET', '/api/team?page=1', viewer);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(page1.json().data[0].name).toBe('Bulk Member 11');
    expect(page1.json().data[0].team_member_roles[0].team_role.name).toBe('Trainer');
    const byEmail = await req('GET', '/api/team?type=search&search=coaches.ke&page=2', viewer);
    expect(byEmail.json()).toMatchObject({ current_page: 2, total: 11, last_page: 2 });
    expect(byEmail.json().data).toHaveLength(1);
    const byName = await req('GET', '/api/team?type=search&search=wanjiku', viewer);
    expect(byName.json().data.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('activates and deactivates with audit entries', async () => {
    const id = await createMember({ name: 'Switch Person' });
    const off = await req('POST', '/api/team?type=deactivate', admin, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, active: 0, team_member_roles: expect.any(Array) });
    const on = await req('POST', '/api/team?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const log = await recordLog(id);
    expect(log.data.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['activated', 'deactivated']);
    expect(log.data[0].changed).toEqual({ active: 1 });
  });

  it('needs a sign-in (401) and the matching permission (403) for each action', async () => {
    const id = await createMember({ name: 'Guarded Person' });
    expect((await req('GET', '/api/team')).statusCode).toBe(401);
    expect((await req('GET', `/api/team/${id}`)).statusCode).toBe(401);
    expect((await req('POST', '/api/team', undefined, member({ name: 'Anon' }))).statusCode).toBe(401);
    const noPerm = (await t.persona([])).headers;
    expect((await req('GET', '/api/team', noPerm)).statusCode).toBe(403);
    expect((await req('GET', '/api/team?type=search&search=a', noPerm)).statusCode).toBe(403);
    expect((await req('POST', '/api/team', viewer, member({ name: 'Nope' }))).statusCode).toBe(403);
    expect((await req('PUT', `/api/team/${id}`, viewer, member())).statusCode).toBe(403);
    expect((await req('DELETE', `/api/team/${id}`, viewer)).statusCode).toBe(403);
    expect((await req('POST', '/api/team?type=activate', viewer, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/team?type=deactivate', viewer, { id })).statusCode).toBe(403);
    expect((await upload(viewer, id)).statusCode).toBe(403);
    expect((await upload(undefined, id)).statusCode).toBe(401);
    // create alone does not let one edit
    const creator = (await t.persona(['team_create'])).headers;
    expect((await req('POST', '/api/team', creator, member({ name: 'By Creator' }))).statusCode).toBe(201);
    expect((await req('PUT', `/api/team/${id}`, creator, member())).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('deletes a member with their roles and logs it', async () => {
    const baraka = await createMember({ name: 'Baraka Njeri', roles: [role['Programme Lead']] });
    const [m] = await db.select().from(teamMembers).where(eq(teamMembers.id, baraka));
    const res = await req('DELETE', `/api/team/${m!.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Team Deleted Successfully' });
    expect(await db.select().from(teamMemberRoles).where(eq(teamMemberRoles.team_member_id, m!.id))).toHaveLength(0);
    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.model_id, String(m!.id)))
      .orderBy(auditLogs.id)
      .then((rows) => rows.filter((r) => r.model === 'TeamMember').slice(-1));
    expect(entry).toMatchObject({ action: 'deleted', old: expect.objectContaining({ name: 'Baraka Njeri' }) });
    expect((await req('DELETE', `/api/team/${m!.id}`, admin)).statusCode).toBe(404);
  });
});
