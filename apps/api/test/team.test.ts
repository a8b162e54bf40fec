import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { TEAM_ROLE_NAMES, UNKNOWN_TEAM_ROLE } from '@portal/contract/team';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, teamMemberRoles, teamMembers, teamRoles } from '../src/db/schema';
import { seedDemoTeam } from '../src/db/seed/demo/team';
import { seedTeamRoles } from '../src/db/seed/team-roles';
import { localStorage } from '../src/lib/storage';
import { ADMIN, createTestApp, multipart } from '../testing/helpers';

const t = await createTestApp();
const { app, db } = t;

let admin: Record<string, string>;
let viewer: Record<string, string>;
const role = {} as Record<(typeof TEAM_ROLE_NAMES)[number], number>;

beforeAll(async () => {
  admin = await t.admin();
  viewer = (await t.persona(['team_view'])).headers;
  await seedTeamRoles(db);
  await seedTeamRoles(db); // idempotent
  for (const r of await db.select().from(teamRoles)) role[r.name as keyof typeof role] = r.id;
});

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

const member = (over: Record<string, unknown> = {}) => ({
  name: 'Wanjiku Mwangi',
  bio: '<p>Leads the <strong>product</strong> masterclasses.</p>',
  email_address: 'Wanjiku@Example.com',
  phone_number: '+254 712 345 678',
  website_url: 'https://wanjiku.example.com',
  x_url: null,
  linkedin_url: 'https://www.linkedin.com/in/wanjiku',
  facebook_url: '',
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  roles: [role.Trainer],
  id: null,
  ...over,
});

const recordLog = async (id: number) =>
  (await req('POST', '/api/log?type=record', admin, { model: 'TeamMember', message: String(id) })).json();

const upload = (headers: Record<string, string> | undefined, id: number, file?: Parameters<typeof multipart>[1]) => {
  const { payload, 'content-type': contentType } = multipart({ id: String(id) }, file);
  return app.inject({
    method: 'POST',
    url: '/api/team?type=image',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};

describe('demo team', () => {
  it('seeds at least 8 trainers and 8 coaches with portraits, once', async () => {
    const ctx = { db, storage: localStorage(t.storageDir), now: new Date('2026-03-02T09:00:00Z') };
    await seedDemoTeam(ctx);
    await seedDemoTeam(ctx);
    const seeded = await db.select().from(teamMembers);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(
      seeded.every((m) => m.image && fs.existsSync(path.join(t.storageDir, 'team_pics', `thumb_${m.image}`))),
    ).toBe(true);
    expect((await req('GET', '/api/team?type=trainers')).json().data.length).toBeGreaterThanOrEqual(8);
    expect((await req('GET', '/api/team?type=coaches')).json().data.length).toBeGreaterThanOrEqual(8);
    const log = await recordLog(seeded[0]!.id);
    expect(log.data[0]).toMatchObject({ action: 'created', modder: null });
    // The rest of this file starts from an empty team.
    await db.delete(teamMembers).where(
      inArray(
        teamMembers.id,
        seeded.map((m) => m.id),
      ),
    );
  });
});

describe('team members admin', () => {
  let id: number;

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
    id = body.id;
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
    const res = await req('GET', `/api/team/${id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Wanjiku Mwangi', team_member_roles: expect.any(Array) });
    expect(res.json().team_member_roles).toHaveLength(2);
    expect((await req('GET', '/api/team/99999', viewer)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (any case) with 409 and the message', async () => {
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

    await req('PUT', `/api/team/${id}`, admin, member({ roles: [role.Trainer, role.Coach] }));
    expect((await req('PUT', '/api/team/99999', admin, member())).statusCode).toBe(404);
  });

  it('lists newest first and searches by name or e-mail, paging in SQL', async () => {
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

describe('team pictures', () => {
  let id: number;
  beforeAll(async () => {
    id = (await req('POST', '/api/team', admin, member({ name: 'Picture Person', roles: [role.Coach] }))).json().id;
  });

  const png = (w = 900, h = 900) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();

  it('stores a real image as WebP with a thumbnail, answers the updated member and audits it', async () => {
    const res = await upload(admin, id, { name: 'me.png', content: await png(), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, name: 'Picture Person', team_member_roles: [expect.any(Object)] });
    expect(body.image).toMatch(/^[\w-]+\.webp$/);
    expect(body.image_url).toBe(`/storage/team_pics/${body.image}`);
    expect(body.thumb_url).toBe(`/storage/team_pics/thumb_${body.image}`);
    const media = await app.inject({ method: 'GET', url: body.image_url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    const thumb = await app.inject({ method: 'GET', url: body.thumb_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const log = await recordLog(id);
    expect(log.data[0]).toMatchObject({ action: 'updated', changed: { image: body.image } });

    // A second picture replaces the first, whose files are removed.
    const again = await upload(admin, id, { name: 'me2.png', content: await png(500, 500), type: 'image/png' });
    expect(again.statusCode).toBe(200);
    expect(again.json().image).not.toBe(body.image);
    expect(fs.existsSync(path.join(t.storageDir, 'team_pics', body.image))).toBe(false);
    expect((await app.inject({ method: 'GET', url: body.image_url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png (422), no file (422), an oversize file (413), an unknown member (404)', async () => {
    const fake = await upload(admin, id, {
      name: 'evil.png',
      content: Buffer.from('<?php echo 1; ?>'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('The file is not an image.');
    const none = await upload(admin, id);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);
    const big = await upload(admin, id, {
      name: 'big.png',
      content: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large.*5 MB/);
    const missing = await upload(admin, 99999, { name: 'me.png', content: await png(20, 20), type: 'image/png' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('public team pages', () => {
  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((m) => m.name);
  let hidden: number;

  beforeAll(async () => {
    const add = async (name: string, roles: number[]) =>
      (await req('POST', '/api/team', admin, member({ name, roles, email_address: null }))).json().id as number;
    await add('Achieng Otieno', [role.Coach]);
    await add('zawadi Kiprop', [role.Trainer]);
    await add('Baraka Njeri', [role['Programme Lead']]);
    hidden = await add('Amani Hidden', [role.Trainer, role.Coach]);
    await req('POST', '/api/team?type=deactivate', admin, { id: hidden });
  });

  it('lists active members by name without contact details, paged, for anyone', async () => {
    const res = await req('GET', '/api/team?type=public&per_page=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(res)).not.toContain('Amani Hidden');
    expect(names(res)[0]).toBe('Achieng Otieno');
    expect(names(res).at(-1)).toBe('zawadi Kiprop');
    const sorted = [...names(res)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(res)).toEqual(sorted);
    const total = (await db.select().from(teamMembers).where(eq(teamMembers.active, 1))).length;
    expect(body).toMatchObject({ current_page: 1, per_page: 50, total, last_page: 1 });
    const first = body.data[0];
    expect(first).not.toHaveProperty('email_address');
    expect(first).not.toHaveProperty('phone_number');
    expect(first).toMatchObject({ bio: expect.any(String), team_member_roles: expect.any(Array), image_url: null });

    const page2 = await req('GET', '/api/team?type=public&page=2');
    expect(page2.json()).toMatchObject({ current_page: 2, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(page2.json().data).toHaveLength(Math.min(10, total - 10));
  });

  it('lists trainers and coaches: active holders of that role, by name', async () => {
    const trainers = await req('GET', '/api/team?type=trainers');
    expect(trainers.statusCode).toBe(200);
    expect(names(trainers)).toContain('zawadi Kiprop');
    expect(names(trainers)).toContain('Wanjiku Mwangi');
    expect(names(trainers)).not.toContain('Achieng Otieno');
    expect(names(trainers)).not.toContain('Baraka Njeri');
    expect(names(trainers)).not.toContain('Amani Hidden');
    for (const m of trainers.json().data) {
      expect(m.team_member_roles.map((r: { team_role: { name: string } }) => r.team_role.name)).toContain('Trainer');
      expect(m).not.toHaveProperty('email_address');
    }
    const sorted = [...names(trainers)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(trainers)).toEqual(sorted);
    expect(trainers.json()).not.toHaveProperty('total');

    const coaches = await req('GET', '/api/team?type=coaches');
    expect(names(coaches)).toContain('Achieng Otieno');
    expect(names(coaches)).toContain('Picture Person');
    expect(names(coaches)).not.toContain('zawadi Kiprop');
    expect(names(coaches)).not.toContain('Amani Hidden');
    const pictured = coaches.json().data.find((m: { name: string }) => m.name === 'Picture Person');
    expect(pictured.thumb_url).toMatch(/^\/storage\/team_pics\/thumb_/);

    // Reactivated, the member shows again.
    await req('POST', '/api/team?type=activate', admin, { id: hidden });
    expect(names(await req('GET', '/api/team?type=coaches'))).toContain('Amani Hidden');
  });

  it('answers at most 24 trainers', async () => {
    for (let i = 0; i < 26; i++) {
      await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(teamMembers)
          .values({ name: `Trainer ${String(i).padStart(2, '0')}`, bio: '<p>Trains.</p>' })
          .returning();
        await tx.insert(teamMemberRoles).values({ team_member_id: m!.id, team_role_id: role.Trainer });
      });
    }
    expect((await req('GET', '/api/team?type=trainers')).json().data).toHaveLength(24);
  });
});

describe('deleting', () => {
  it('deletes a member with their roles and logs it', async () => {
    const [m] = await db.select().from(teamMembers).where(eq(teamMembers.name, 'Baraka Njeri'));
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
