import { MSG } from '@portal/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, ventureCSuiteMembers, ventures, ventureTeamMembers } from '../src/db/schema';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-03-10.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

type Persona = Awaited<ReturnType<typeof t.persona>>;
let owner: Persona;
let stranger: Persona;
let staff: Persona;
let ventureId: number;
let strangerVentureId: number;

const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });

/** A venture row for the persona, made the way the wizard makes one: a first upload (the logo). */
async function ventureOf(p: Persona) {
  const boundary = '----teamtest';
  const logo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    logo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/venture?type=image',
    headers: { ...p.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().id as number;
}

beforeAll(async () => {
  const admin = await t.admin();
  const program = await req('POST', '/api/program', admin, {
    name: 'Cohort 9',
    application_deadline: '2026-03-10',
    start_date: '2026-04-01',
    end_date: '2026-09-30',
  });
  await req('POST', '/api/program?type=activate', admin, { id: program.json().id });
  stranger = await t.persona([]);
  staff = await t.persona(['application_view']);
  strangerVentureId = await ventureOf(stranger);
});

// Each test's own applicant, with a venture and no team yet.
beforeEach(async () => {
  owner = await t.persona([]);
  ventureId = await ventureOf(owner);
});

const member = (i: number, over: Record<string, unknown> = {}) => ({
  first_name: `Member${i}`,
  middle_name: '',
  last_name: 'Wanjiru',
  role: i === 1 ? 'CEO' : 'Engineer',
  shares: i === 1 ? 60.5 : 10,
  gender_id: 1,
  years_experience: 3 + i,
  founder: i === 1,
  ...over,
});

const cSuite = (i: number, over: Record<string, unknown> = {}) => ({
  title: 'CFO',
  first_name: `Chief${i}`,
  middle_name: null,
  last_name: 'Akinyi',
  country_id: 114,
  state_id: null,
  city: 'Nairobi',
  gender_id: 1,
  linkedin_url: 'https://www.linkedin.com/in/chief',
  ...over,
});

const team = (over: Record<string, unknown> = {}) => ({
  venture_id: ventureId,
  venture_team_members: [member(1), member(2)],
  c_suite_members: [cSuite(1)],
  c_suite_women: 1,
  full_time_employee_count: 12,
  part_time_employee_count: 4,
  ...over,
});

/** The team saved as `team(over)` would save it, for a test that starts from a saved team. */
const savedTeam = async (over: Record<string, unknown> = {}) =>
  expect((await req('POST', '/api/venture-team-member', owner.headers, team(over))).statusCode).toBe(200);

const teamAudit = () =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, 'Venture'), eq(auditLogs.model_id, String(ventureId))))
    .orderBy(asc(auditLogs.id));

describe('POST /api/venture-team-member', () => {
  it('replaces the team and step 4’s venture fields, answers the message and the team, audits once', async () => {
    const before = (await teamAudit()).length;
    const res = await req('POST', '/api/venture-team-member', owner.headers, team());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MSG.teamSaved);
    expect(body.ventureTeamMembers).toHaveLength(2);
    expect(body.ventureTeamMembers[0]).toMatchObject({
      id: expect.any(Number),
      venture_id: ventureId,
      first_name: 'Member1',
      middle_name: null,
      role: 'CEO',
      shares: 60.5,
      gender_id: 1,
      years_experience: 4,
      founder: true,
    });
    expect(body.ventureCSuiteMembers).toEqual([
      {
        id: expect.any(Number),
        venture_id: ventureId,
        title: 'CFO',
        first_name: 'Chief1',
        middle_name: null,
        last_name: 'Akinyi',
        country_id: 114,
        state_id: null,
        city: 'Nairobi',
        linkedin_url: 'https://www.linkedin.com/in/chief',
        gender_id: 1,
      },
    ]);
    const [v] = await db.select().from(ventures).where(eq(ventures.id, ventureId));
    expect(v).toMatchObject({ c_suite_women: 1, full_time_employee_count: 12, part_time_employee_count: 4 });

    const log = await teamAudit();
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({ action: 'updated', modder_id: owner.user.id });
    expect(log.at(-1)!.old).toMatchObject({ venture_team_members: [], c_suite_members: [], c_suite_women: null });
    expect(log.at(-1)!.new).toMatchObject({
      venture_team_members: [expect.objectContaining({ first_name: 'Member1' }), expect.any(Object)],
      c_suite_members: [expect.objectContaining({ first_name: 'Chief1' })],
      full_time_employee_count: 12,
    });
  });

  it('reads back for the owner and for staff', async () => {
    await savedTeam();
    const mine = await req('GET', `/api/venture-team-member?venture_id=${ventureId}`, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ventureTeamMembers.map((m: { first_name: string }) => m.first_name)).toEqual([
      'Member1',
      'Member2',
    ]);
    expect(mine.json().ventureCSuiteMembers).toHaveLength(1);
    const seen = await req('GET', `/api/venture-team-member?venture_id=${ventureId}`, staff.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(mine.json());
  });

  it('replaces the whole team on the next save', async () => {
    const res = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({ venture_team_members: [member(3)], c_suite_members: [cSuite(2), cSuite(3)] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().ventureTeamMembers.map((m: { first_name: string }) => m.first_name)).toEqual(['Member3']);
    expect(res.json().ventureCSuiteMembers.map((m: { first_name: string }) => m.first_name)).toEqual([
      'Chief2',
      'Chief3',
    ]);
    expect(await db.select().from(ventureTeamMembers).where(eq(ventureTeamMembers.venture_id, ventureId))).toHaveLength(
      1,
    );
  });

  it('clears the C-suite when c_suite_women becomes 0 (members sent are ignored, even incomplete ones)', async () => {
    await savedTeam();
    const res = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({ c_suite_women: 0, c_suite_members: [{ title: '' }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().ventureCSuiteMembers).toEqual([]);
    expect(
      await db.select().from(ventureCSuiteMembers).where(eq(ventureCSuiteMembers.venture_id, ventureId)),
    ).toHaveLength(0);
    const [v] = await db.select().from(ventures).where(eq(ventures.id, ventureId));
    expect(v!.c_suite_women).toBe(0);
    expect((await teamAudit()).at(-1)!.changed).toMatchObject({ c_suite_women: 0, c_suite_members: [] });

    // "do not wish to respond" keeps none either
    const two = await req('POST', '/api/venture-team-member', owner.headers, team({ c_suite_women: 2 }));
    expect(two.json().ventureCSuiteMembers).toEqual([]);
  });

  it('refuses more than 5 team members or 5 C-suite members with the spec’s message', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((i) => member(i));
    const tooMany = await req('POST', '/api/venture-team-member', owner.headers, team({ venture_team_members: six }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(MSG.teamMax);
    expect(tooMany.json().errors).toEqual({ venture_team_members: MSG.teamMax });

    const sixChiefs = [1, 2, 3, 4, 5, 6].map((i) => cSuite(i));
    const chiefs = await req('POST', '/api/venture-team-member', owner.headers, team({ c_suite_members: sixChiefs }));
    expect(chiefs.statusCode).toBe(422);
    expect(chiefs.json().message).toBe(MSG.teamMax);

    const five = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({ venture_team_members: six.slice(0, 5), c_suite_members: sixChiefs.slice(0, 5) }),
    );
    expect(five.statusCode).toBe(200);
    expect(five.json().ventureTeamMembers).toHaveLength(5);
    expect(five.json().ventureCSuiteMembers).toHaveLength(5);
  });

  it('refuses a team of none, and C-suite women without a C-suite member, writing nothing', async () => {
    const before = (await teamAudit()).length;
    const none = await req('POST', '/api/venture-team-member', owner.headers, team({ venture_team_members: [] }));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: MSG.teamMin, errors: { venture_team_members: MSG.teamMin } });
    const noChief = await req('POST', '/api/venture-team-member', owner.headers, team({ c_suite_members: [] }));
    expect(noChief.statusCode).toBe(422);
    expect(noChief.json()).toEqual({ message: MSG.cSuiteMin, errors: { c_suite_members: MSG.cSuiteMin } });
    // 'No' or 'Rather not say' need no C-suite member.
    const no = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({ c_suite_women: 2, c_suite_members: [], venture_team_members: [1, 2, 3, 4, 5].map((i) => member(i)) }),
    );
    expect(no.statusCode).toBe(200);
    expect(await teamAudit()).toHaveLength(before + 1);
  });

  it('answers field errors for incomplete members and unlisted genders or nationalities', async () => {
    await savedTeam({ venture_team_members: [1, 2, 3, 4, 5].map((i) => member(i)) });
    const missing = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({ venture_team_members: [{ first_name: 'Only' }] }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      'venture_team_members.0.last_name': MSG.requiredLower,
      'venture_team_members.0.role': MSG.requiredLower,
      'venture_team_members.0.gender_id': MSG.requiredLower,
    });
    const unlisted = await req(
      'POST',
      '/api/venture-team-member',
      owner.headers,
      team({
        venture_team_members: [member(1), member(2, { gender_id: 9999 })],
        c_suite_members: [cSuite(1, { country_id: 9999 })],
      }),
    );
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().errors).toEqual({
      'venture_team_members.1.gender_id': MSG.requiredLower,
      'c_suite_members.0.country_id': MSG.requiredLower,
    });
    const counts = await req('POST', '/api/venture-team-member', owner.headers, team({ full_time_employee_count: -1 }));
    expect(counts.statusCode).toBe(422);
    expect(counts.json().errors).toHaveProperty('full_time_employee_count');
    // nothing of these was written
    expect(await db.select().from(ventureTeamMembers).where(eq(ventureTeamMembers.venture_id, ventureId))).toHaveLength(
      5,
    );
  });

  it('refuses another applicant’s venture (403), an unknown venture (404), no token (401)', async () => {
    const before = (await teamAudit()).length;
    const other = await req('POST', '/api/venture-team-member', owner.headers, team({ venture_id: strangerVentureId }));
    expect(other.statusCode).toBe(403);
    const staffWrite = await req('POST', '/api/venture-team-member', staff.headers, team());
    expect(staffWrite.statusCode).toBe(403);
    expect((await req('POST', '/api/venture-team-member', owner.headers, team({ venture_id: 99999 }))).statusCode).toBe(
      404,
    );
    expect((await req('POST', '/api/venture-team-member', undefined, team())).statusCode).toBe(401);
    expect(
      await db.select().from(ventureTeamMembers).where(eq(ventureTeamMembers.venture_id, strangerVentureId)),
    ).toHaveLength(0);
    expect(await teamAudit()).toHaveLength(before);
  });
});

describe('GET /api/venture-team-member', () => {
  it('refuses another applicant (403), no token (401), an unknown venture (404), no venture_id (422)', async () => {
    expect((await req('GET', `/api/venture-team-member?venture_id=${ventureId}`, stranger.headers)).statusCode).toBe(
      403,
    );
    expect((await req('GET', `/api/venture-team-member?venture_id=${ventureId}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/venture-team-member?venture_id=99999', owner.headers)).statusCode).toBe(404);
    expect((await req('GET', '/api/venture-team-member', owner.headers)).statusCode).toBe(422);
  });

  it('answers an empty team for a venture without one', async () => {
    const res = await req('GET', `/api/venture-team-member?venture_id=${strangerVentureId}`, stranger.headers);
    expect(res.json()).toEqual({ ventureTeamMembers: [], ventureCSuiteMembers: [] });
  });
});

describe('after the deadline day', () => {
  it('refuses the team save with 409', async () => {
    clock.set('2026-03-10T21:00:00Z'); // midnight in Nairobi after the deadline day
    try {
      const res = await req('POST', '/api/venture-team-member', owner.headers, team());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '10 March 2026'));
      expect((await req('GET', `/api/venture-team-member?venture_id=${ventureId}`, owner.headers)).statusCode).toBe(
        200,
      );
    } finally {
      clock.set('2026-03-02T09:00:00Z');
    }
  });
});
