import { applicationDetail } from '@portal/contract/application-review';
import {
  STAGE_LIST_TYPES,
  STAGE_SEARCH_TYPES,
  type Stage,
  TRACK_LEVELS,
  type TrackLevel,
} from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, programs, ventures } from '../src/db/schema';
import { createApplicant, createProgram } from '../testing/factories';
import { reviewFixture } from '../testing/review-fixture';

// The stage lists, search and counts, the detail, deleting, and tracking applicants.
const { app, db, set, programId, viewer, archiver, get, stageOf, auditOf, applicant } = await reviewFixture();

describe('stage lists, search and counts', () => {
  let programB: number;
  const made: Record<string, { id: number; stage: Stage }> = {};

  beforeAll(async () => {
    // A programme of its own, so that the other tests' applications do not count here.
    programB = (await createProgram(db, { name: 'Cohort 9', active: 0 })).id;
    const specs: [string, Stage, Partial<Parameters<typeof createApplicant>[1]>][] = [
      [
        'wanjiru',
        'review',
        { first_name: 'Wanjiru', middle_name: 'Akinyi', last_name: 'Mwangi', venture: 'Shamba Sense' },
      ],
      [
        'zawadi',
        'review',
        { first_name: 'Zawadi', last_name: 'Odhiambo', venture: 'Maji Safi', email: 'zawadi@maji.test' },
      ],
      ['halima', 'rejected', { first_name: 'Halima', last_name: 'Mwangi', venture: 'Kilimo Data' }],
      ['percent', 'review', { first_name: 'Neema', last_name: 'Kariuki', venture: '100% Organic' }],
    ];
    for (const [key, stage, opts] of specs) {
      const { application } = await createApplicant(db, { programId: programB, set, stage, ...opts });
      made[key] = { id: application!.id, stage };
    }
    for (let i = 0; i < 3; i++) {
      const { application } = await createApplicant(db, { programId: programB, set, stage: 'shortlisted' });
      made[`short${i}`] = { id: application!.id, stage: 'shortlisted' };
    }
  });

  const list = async (query: string, headers = viewer.headers) => {
    const res = await get(`/api/application?program_id=${programB}&${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);

  it('lists a stage newest first with its rows and paging', async () => {
    const page = await list(`type=${STAGE_LIST_TYPES.shortlisted}&per_page=2`);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(ids(page)).toEqual([made.short2!.id, made.short1!.id]);
    expect(ids(await list(`type=${STAGE_LIST_TYPES.shortlisted}&per_page=2&page=2`))).toEqual([made.short0!.id]);

    const review = await list(`type=${STAGE_LIST_TYPES.review}`);
    expect(ids(review)).toEqual([made.percent!.id, made.zawadi!.id, made.wanjiru!.id]);
    const row = review.data.find((r: { id: number }) => r.id === made.wanjiru!.id);
    expect(row).toMatchObject({
      stage: 'review',
      applicationScore: 0,
      user: { first_name: 'Wanjiru', middle_name: 'Akinyi', last_name: 'Mwangi', prof_pic_url: null },
      venture: { name: 'Shamba Sense' },
      marketing_source: { id: 1, name: 'Social media' },
    });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
    expect((await list(`type=${STAGE_LIST_TYPES.submitted}`)).data).toEqual([]);
  });

  it('searches within the stage by founder names, e-mail and venture name', async () => {
    const search = (stage: Stage, term: string) =>
      list(`type=${STAGE_SEARCH_TYPES[stage]}&search=${encodeURIComponent(term)}`).then(ids);
    expect(await search('review', 'wanjiru')).toEqual([made.wanjiru!.id]);
    expect(await search('review', 'akinyi')).toEqual([made.wanjiru!.id]);
    expect(await search('review', 'Wanjiru Mwangi')).toEqual([made.wanjiru!.id]);
    expect(await search('review', 'wanjiru akinyi mwangi')).toEqual([made.wanjiru!.id]);
    expect(await search('review', 'ZAWADI@maji')).toEqual([made.zawadi!.id]);
    expect(await search('review', 'maji safi')).toEqual([made.zawadi!.id]);
    // Halima Mwangi is Rejected: the Review search does not find her, the Rejected one does.
    expect(await search('review', 'mwangi')).toEqual([made.wanjiru!.id]);
    expect(await search('rejected', 'mwangi')).toEqual([made.halima!.id]);
    expect(await search('rejected', 'kilimo')).toEqual([made.halima!.id]);
    expect(await search('shortlisted', 'shamba')).toEqual([]);
    // % and _ are taken literally.
    expect(await search('review', '100%')).toEqual([made.percent!.id]);
    expect(await search('review', '%')).toEqual([made.percent!.id]);
    expect(await search('review', '_')).toEqual([]);
  });

  it('searches with type=search and a stage, or across the stages without one', async () => {
    expect(ids(await list('type=search&stage=rejected&search=mwangi'))).toEqual([made.halima!.id]);
    expect(ids(await list('type=search&search=mwangi')).sort()).toEqual([made.wanjiru!.id, made.halima!.id].sort());
    const paged = await list('type=search&stage=review&search=a&per_page=1&page=2');
    expect(paged).toMatchObject({ total: 3, per_page: 1, current_page: 2, last_page: 3 });
  });

  it('counts each stage in one answer', async () => {
    expect(await list('type=counts')).toEqual({
      submitted: 0,
      review: 3,
      rejected: 1,
      selected_for_rating: 0,
      shortlisted: 3,
    });
  });

  it('answers for the active programme by default, else the most recent; 404 for an unknown programme', async () => {
    await applicant({ stage: 'review' }); // one of the active programme's own
    const counts = async () => (await get('/api/application?type=counts', viewer.headers)).json();
    const active = await counts();
    expect(active.review).toBeGreaterThan(0);
    expect(active).not.toEqual(await list('type=counts'));
    expect((await get('/api/application?type=counts&program_id=999999', viewer.headers)).statusCode).toBe(404);

    // No active programme: the most recently created one (Cohort 9 here) is shown.
    await db.update(programs).set({ active: 0 }).where(eq(programs.id, programId));
    try {
      expect(await counts()).toEqual(await list('type=counts'));
    } finally {
      await db.update(programs).set({ active: 1 }).where(eq(programs.id, programId));
    }
  });
});

describe('detail', () => {
  it('answers every section with the names of what it refers to', async () => {
    const made = await applicant({
      first_name: 'Achieng',
      last_name: 'Otieno',
      venture: 'Baridi Solar',
      stage: 'review',
    });
    const res = await get(`/api/application/${made.application!.id}`, viewer.headers);
    expect(res.statusCode).toBe(200);
    const d = applicationDetail.parse(res.json());
    expect(d).toMatchObject({
      id: made.application!.id,
      program_id: programId,
      stage: 'review',
      marketing_source: { id: 1, name: 'Social media' },
      applicationScore: 0,
      applicationRatings: [],
      user: {
        first_name: 'Achieng',
        last_name: 'Otieno',
        email: made.user.email,
        dob: '1996-05-17',
        gender: { id: 1, name: 'Female' },
        country: { name: 'Kenya' },
        bio: '<p>Engineer and founder.</p>',
      },
      venture: {
        id: made.venture!.id,
        name: 'Baridi Solar',
        organisation_type: { id: 1, name: 'Private limited company' },
        step: { id: 2, name: 'Prototype / MVP' },
        step_id: 2,
        c_suite_women: 1,
        full_time_employee_count: 4,
        part_time_employee_count: 2,
        website_url: 'https://venture.test',
        tiktok_url: null,
      },
    });
    const v = d.venture!;
    expect(v.venture_sectors.map((s) => s.sector.name)).toEqual([
      'Agriculture and Agritech',
      'Clean Energy and Climate',
    ]);
    expect(v.venture_countries.map((c) => c.country.name)).toEqual(['Kenya']);
    expect(v.venture_client_locations.map((c) => c.client_location.name)).toEqual(['Nairobi']);
    expect(v.venture_c_suite_members).toEqual([
      expect.objectContaining({
        title: 'CTO',
        first_name: 'Amina',
        country: expect.objectContaining({ name: 'Kenya' }),
        gender: { id: 1, name: 'Female' },
      }),
    ]);
    expect(v.venture_team_members.map((m) => [m.first_name, m.gender?.name, m.founder])).toEqual([
      ['Grace', 'Female', true],
      ['Brian', 'Male', false],
    ]);
    expect(d.answers).toEqual(made.answers);
    expect(Object.keys(d.answers.open_ended).length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await get('/api/application/999999', viewer.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.applicationNotFound);
  });
});

describe('delete', () => {
  it('removes the application, audited with the old row; the venture and answers stay', async () => {
    const made = await applicant({ stage: 'rejected' });
    const id = made.application!.id;
    const res = await app.inject({ method: 'DELETE', url: `/api/application/${id}`, headers: archiver.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.applicationDeleted });
    expect(await stageOf(id)).toBeUndefined();
    const log = await auditOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'deleted',
      modder_id: archiver.user.id,
      old: expect.objectContaining({ id, stage: 'rejected', user_id: made.user.id }),
      new: null,
    });
    expect(await db.select().from(ventures).where(eq(ventures.id, made.venture!.id))).toHaveLength(1);
    expect((await db.select().from(answers).where(eq(answers.user_id, made.user.id))).length).toBeGreaterThan(0);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/application/${id}`, headers: archiver.headers })).statusCode,
    ).toBe(404);
    expect((await get(`/api/application/${id}`, viewer.headers)).statusCode).toBe(404);
  });
});

describe('track applications', () => {
  it('puts each applicant at the furthest level reached, paged and searchable', async () => {
    const counts = async () => (await get('/api/application?type=trackCounts', viewer.headers)).json();
    const before = await counts();
    const made: Record<string, number> = {};
    for (const level of TRACK_LEVELS) {
      made[level] = (await applicant({ level, last_name: `Trackfield ${level}` })).user.id;
    }
    const after = await counts();
    for (const level of TRACK_LEVELS) expect(after[level], level).toBe(before[level] + 1);

    for (const level of TRACK_LEVELS) {
      const res = await get(`/api/application?type=track&level=${level}&search=trackfield`, viewer.headers);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.total, level).toBe(1);
      expect(page.data[0]).toMatchObject({ id: made[level], level, last_name: `Trackfield ${level}` });
      if (level === 'registered' || level === 'personal_details') expect(page.data[0].venture).toBeNull();
      else expect(page.data[0].venture.name).toMatch(/^Venture /);
    }
    const all = (await get('/api/application?type=track&search=trackfield&per_page=4', viewer.headers)).json();
    expect(all).toMatchObject({ total: 6, last_page: 2 });
    expect(all.data.map((r: { level: TrackLevel }) => r.level)).toEqual([
      'submitted',
      'team',
      'questions',
      'venture_profile',
    ]);
    const byMail = await get(
      `/api/application?type=track&search=${encodeURIComponent('FOUNDER')}&per_page=1`,
      viewer.headers,
    );
    expect(byMail.json().total).toBeGreaterThan(6);
  });

  it('lists staff who are not applicants nowhere', async () => {
    const res = await get(`/api/application?type=track&search=${encodeURIComponent(viewer.email)}`, viewer.headers);
    expect(res.json().total).toBe(0);
  });
});
