import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { teamMemberRoles, teamMembers } from '../src/db/schema';
import { seedDemoTeam } from '../src/db/seed/demo/team';
import { localStorage } from '../src/lib/storage';
import { teamFixture } from '../testing/team-fixture';

// The demo team, pictures, and the public team pages.
const { t, app, db, admin, role, req, recordLog, upload, noTeam, createMember } = await teamFixture();

describe('demo team', () => {
  it('seeds at least 8 trainers and 8 coaches with portraits, once', async () => {
    await noTeam(); // what the seed adds is then the whole team
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
    // The other tests of this file see none of it.
    await db.delete(teamMembers).where(
      inArray(
        teamMembers.id,
        seeded.map((m) => m.id),
      ),
    );
  });
});

describe('team pictures', () => {
  // Each test's own member.
  let made = 0;
  let id: number;
  let name: string;
  beforeEach(async () => {
    made += 1;
    name = `Picture Person ${made}`;
    id = await createMember({ name, roles: [role.Coach] });
  });

  const png = (w = 900, h = 900) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();

  it('stores a real image as WebP with a thumbnail, answers the updated member and audits it', async () => {
    const res = await upload(admin, id, { name: 'me.png', content: await png(), type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, name, team_member_roles: [expect.any(Object)] });
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

  /**
   * From no members: a coach, a trainer, a programme lead, a hidden trainer and coach, Wanjiku
   * (trainer and coach), a coach with a picture and seven more trainers: two pages of eleven.
   */
  beforeEach(async () => {
    await noTeam();
    const add = (name: string, roles: number[]) => createMember({ name, roles, email_address: null });
    await add('Achieng Otieno', [role.Coach]);
    await add('zawadi Kiprop', [role.Trainer]);
    await add('Baraka Njeri', [role['Programme Lead']]);
    hidden = await add('Amani Hidden', [role.Trainer, role.Coach]);
    await req('POST', '/api/team?type=deactivate', admin, { id: hidden });
    await createMember({ roles: [role.Trainer, role.Coach] });
    const pictured = await add('Picture Person', [role.Coach]);
    const picture = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    expect((await upload(admin, pictured, { name: 'me.png', content: picture, type: 'image/png' })).statusCode).toBe(
      200,
    );
    for (let i = 1; i <= 7; i++) await add(`Bulk Member ${i}`, [role.Trainer]);
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
    await noTeam();
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
