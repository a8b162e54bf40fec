import type { TEAM_ROLE_NAMES } from '@portal/contract/team';
import { expect } from 'vitest';
import { teamMemberRoles, teamMembers, teamRoles } from '../src/db/schema';
import { seedTeamRoles } from '../src/db/seed/team-roles';
import { createTestApp, multipart } from './helpers';

/**
 * One app per team test file: the team roles seeded (twice: the seed is idempotent), the admin
 * and a team_view persona signed in, and the calls the files share.
 */
export async function teamFixture() {
  const t = await createTestApp();
  const { app, db } = t;
  const admin = await t.admin();
  const viewer = (await t.persona(['team_view'])).headers;
  await seedTeamRoles(db);
  await seedTeamRoles(db); // idempotent
  const role = {} as Record<(typeof TEAM_ROLE_NAMES)[number], number>;
  for (const r of await db.select().from(teamRoles)) role[r.name as keyof typeof role] = r.id;

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

  /** The name and list checks see every member: those tests start from none. */
  const noTeam = async () => {
    await db.delete(teamMemberRoles);
    await db.delete(teamMembers);
  };
  /** A member saved through the API (`member()` with `over`), answering the id. */
  const createMember = async (over: Record<string, unknown> = {}): Promise<number> => {
    const res = await req('POST', '/api/team', admin, member(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };

  return { t, app, db, admin, viewer, role, req, member, recordLog, upload, noTeam, createMember };
}
