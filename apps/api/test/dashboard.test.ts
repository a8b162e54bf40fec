import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { applications, programs, users, ventureClientLocations, ventureSectors, ventures } from '../src/db/schema';
import { COUNTRIES } from '../src/db/seed/reference-data';
import { lastMonths } from '../src/modules/reports/quick-stats';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi: the chart's twelve months run from 2025-04 to 2026-03.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app } = t;

type Headers = Record<string, string>;
const stats = (headers?: Headers) => app.inject({ method: 'GET', url: '/api/report?type=quickStats', headers });
const countryId = (name: string) => COUNTRIES.indexOf(name as (typeof COUNTRIES)[number]) + 1;

let viewer: Headers;
let cohort8: number;
let cohort7: number;

async function founder(n: number, at: string, opts: { gender?: number; country?: string } = {}) {
  const [u] = await t.db
    .insert(users)
    .values({
      first_name: `Founder${n}`,
      last_name: 'Test',
      email: `founder${n}@dash.test`,
      password_hash: 'x',
      active: 1,
      gender_id: opts.gender ?? null,
      country_id: opts.country ? countryId(opts.country) : null,
      created_at: at,
      updated_at: at,
    })
    .returning();
  return u!;
}

async function applied(
  userId: number,
  programId: number,
  v: { sectors: number[]; locations: number[]; step: number; type: number; source: number; stage: string },
) {
  const [venture] = await t.db
    .insert(ventures)
    .values({ user_id: userId, name: `Venture of ${userId}`, stage_id: v.step, organisation_type_id: v.type })
    .returning();
  await t.db.insert(ventureSectors).values(v.sectors.map((sector_id) => ({ venture_id: venture!.id, sector_id })));
  await t.db
    .insert(ventureClientLocations)
    .values(v.locations.map((client_location_id) => ({ venture_id: venture!.id, client_location_id })));
  await t.db.insert(applications).values({
    user_id: userId,
    program_id: programId,
    venture_id: venture!.id,
    marketing_source_id: v.source,
    stage: v.stage,
    terms_conditions: 1,
    declaration: 1,
  });
}

beforeAll(async () => {
  viewer = (await t.persona(['dashboard_view'])).headers;
  // Every account so far (the seed's admin, the persona) registered on 1 March 2026.
  await t.db.update(users).set({ created_at: '2026-03-01T10:00:00Z' });
  const [c7] = await t.db
    .insert(programs)
    .values({
      name: 'Cohort 7',
      application_deadline: '2025-06-16',
      start_date: '2025-07-01',
      end_date: '2025-11-30',
      active: 0,
      created_at: '2025-01-01T00:00:00Z',
    })
    .returning();
  const [c8] = await t.db
    .insert(programs)
    .values({
      name: 'Cohort 8',
      application_deadline: '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
      active: 1,
      created_at: '2026-01-01T00:00:00Z',
    })
    .returning();
  cohort7 = c7!.id;
  cohort8 = c8!.id;

  const a = await founder(1, '2025-04-01T00:00:00Z', { gender: 1, country: 'Kenya' }); // 03:00 on 1 April, Nairobi
  await founder(2, '2025-03-31T20:59:00Z', { gender: 1, country: 'Kenya' }); // 23:59 on 31 March: before the chart
  const c = await founder(3, '2026-01-31T21:30:00Z', { gender: 1, country: 'Uganda' }); // 00:30 on 1 Feb
  const d = await founder(4, '2026-02-15T09:00:00Z', { gender: 2, country: 'Rwanda' });
  await applied(a.id, cohort8, { sectors: [1, 6], locations: [1], step: 1, type: 1, source: 2, stage: 'review' });
  await applied(c.id, cohort8, { sectors: [1], locations: [1, 3], step: 4, type: 2, source: 2, stage: 'submitted' });
  await applied(d.id, cohort7, { sectors: [7], locations: [5], step: 5, type: 3, source: 7, stage: 'shortlisted' });
});

describe('GET /api/report?type=quickStats', () => {
  it('counts users per Nairobi month over the last twelve months', async () => {
    const res = await stats(viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.total_users).toBe(6);
    expect(body.user_xaxis).toEqual(lastMonths(clock.now()));
    expect(body.user_xaxis[0]).toBe('2025-04');
    expect(body.user_xaxis[11]).toBe('2026-03');
    const perMonth = Object.fromEntries(body.user_xaxis.map((m: string, i: number) => [m, body.user_statistics[i]]));
    expect(perMonth).toMatchObject({ '2025-04': 1, '2026-01': 0, '2026-02': 2, '2026-03': 2 });
    expect(body.user_statistics.reduce((s: number, n: number) => s + n, 0)).toBe(5);
  });

  it('names the active programme and counts its applications only', async () => {
    const body = (await stats(viewer)).json();
    expect(body.active_program).toEqual({ id: cohort8, name: 'Cohort 8' });
    expect(body.program).toEqual({ id: cohort8, name: 'Cohort 8', active: true });
    expect(body.total_applications).toBe(2);
    expect(body.application_stages).toEqual({
      labels: ['Submitted', 'Review', 'Rejected', 'Selected for Rating', 'Shortlisted'],
      series: [1, 1, 0, 0, 0],
    });
  });

  it('counts the sectors, locations, types, sources and stages of the ventures that applied', async () => {
    const body = (await stats(viewer)).json();
    expect(body.venture_sector_xaxis.slice(0, 3)).toEqual([
      'Agriculture and Agritech',
      'Financial Services and Fintech',
      'Clean Energy and Climate',
    ]);
    expect(body.venture_sector_statistics.slice(0, 3)).toEqual([2, 1, 0]);
    expect(body.venture_sector_xaxis).toHaveLength(13);
    expect(body.venture_sector_statistics.reduce((s: number, n: number) => s + n, 0)).toBe(3);
    expect(body.venture_client_locations).toEqual({
      labels: ['Nairobi', 'Other Kenyan counties', 'East Africa', 'Rest of Africa', 'Outside Africa'],
      series: [2, 0, 1, 0, 0],
    });
    expect(body.venture_steps).toEqual({
      labels: ['Idea', 'Prototype / MVP', 'Early revenue', 'Growth', 'Scaling'],
      series: [1, 0, 0, 1, 0],
    });
    expect(body.venture_client_types.labels.slice(0, 2)).toEqual(['Private limited company', 'Sole proprietorship']);
    expect(body.venture_client_types.series.slice(0, 2)).toEqual([1, 1]);
    expect(body.venture_marketing_sources.labels[0]).toBe('Referred by a friend');
    expect(body.venture_marketing_sources.series[0]).toBe(2);
    expect(body.venture_marketing_sources.series.reduce((s: number, n: number) => s + n, 0)).toBe(2);
  });

  it('counts every user by gender and nationality, the countries past the tenth as Other', async () => {
    let body = (await stats(viewer)).json();
    expect(body.user_genders).toEqual({
      labels: ['Female', 'Male', 'Intersex', 'Prefer not to say'],
      series: [3, 1, 0, 0],
    });
    expect(body.user_countries).toEqual({ labels: ['Kenya', 'Rwanda', 'Uganda'], series: [2, 1, 1] });
    const more = ['Botswana', 'Burundi', 'Egypt', 'Ethiopia', 'Ghana', 'Malawi', 'Nigeria', 'Somalia', 'Zambia'];
    const added: number[] = [];
    // The user counts of the other tests are of the platform as laid out above.
    onTestFinished(async () => {
      await t.db.delete(users).where(inArray(users.id, added));
    });
    for (const [i, country] of more.entries()) {
      added.push((await founder(100 + i, '2026-03-01T12:00:00Z', { country })).id);
    }
    body = (await stats(viewer)).json();
    expect(body.user_countries.labels).toHaveLength(11);
    expect(body.user_countries.labels[0]).toBe('Kenya');
    expect(body.user_countries.labels[10]).toBe('Other countries');
    // Kenya 2, then ten countries of 1 by name: Botswana ... Somalia make the top ten; Uganda, Zambia are Other.
    expect(body.user_countries.labels.slice(1, 4)).toEqual(['Botswana', 'Burundi', 'Egypt']);
    expect(body.user_countries.series).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(body.total_users).toBe(15);
  });

  it('falls back to the most recent programme when none is active; zeros without any', async () => {
    await t.db.update(programs).set({ active: 0 }).where(eq(programs.id, cohort8));
    try {
      const body = (await stats(viewer)).json();
      expect(body.active_program).toBeNull();
      expect(body.program).toEqual({ id: cohort8, name: 'Cohort 8', active: false });
      expect(body.total_applications).toBe(2);
    } finally {
      await t.db.update(programs).set({ active: 1 }).where(eq(programs.id, cohort8));
    }
  });

  it('needs dashboard_view; the downloads still need application_view', async () => {
    expect((await stats()).statusCode).toBe(401);
    const { user, headers: reviewer } = await t.persona(['application_view']);
    onTestFinished(async () => {
      await t.db.delete(users).where(eq(users.id, user.id)); // the user counts are of the platform above
    });
    expect((await stats(reviewer)).statusCode).toBe(403);
    const csv = await app.inject({ method: 'GET', url: '/api/report?type=submittedApplications', headers: viewer });
    expect(csv.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/report?type=submittedApplications', headers: reviewer }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/report?type=quickstats', headers: viewer })).statusCode).toBe(
      403,
    );
  });
});

describe('an empty platform', async () => {
  const empty = await createTestApp({ clock: fakeClock(new Date('2026-03-02T09:00:00Z')) });
  it('answers zeros and empty lists, never an error', async () => {
    const headers = (await empty.persona(['dashboard_view'])).headers;
    const res = await empty.app.inject({ method: 'GET', url: '/api/report?type=quickStats', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.active_program).toBeNull();
    expect(body.program).toBeNull();
    expect(body.total_applications).toBe(0);
    expect(body.user_countries).toEqual({ labels: [], series: [] });
    expect(body.application_stages.series).toEqual([0, 0, 0, 0, 0]);
    expect(body.venture_sector_statistics.every((n: number) => n === 0)).toBe(true);
  });
});
