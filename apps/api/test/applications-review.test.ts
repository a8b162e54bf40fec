import { applicationDetail } from '@portal/contract/application-review';
import {
  LEVELS,
  type Level,
  STAGE_LABELS,
  STAGE_LIST_TYPES,
  STAGE_MOVES,
  STAGE_SEARCH_TYPES,
  STAGES,
  type Stage,
  TRACK_LEVELS,
  type TrackLevel,
} from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import type { Question } from '@portal/contract/questions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, applications, auditLogs, programs, ventures } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { APPLICANT_PASSWORD, createApplicant, createProgram } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

type Persona = Awaited<ReturnType<typeof t.persona>>;
let viewer: Persona;
let reviewer: Persona;
let archiver: Persona;
let nobody: Persona;
let set: Question[];
let programId: number;

beforeAll(async () => {
  await seedQuestionSet(db);
  set = await activeQuestionSet(db);
  programId = (await createProgram(db)).id;
  viewer = await t.persona(['application_view']);
  reviewer = await t.persona(['application_view', 'application_review']);
  archiver = await t.persona(['application_view', 'application_archive']);
  nobody = await t.persona([]);
});

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const move = (level: string, payload: object, headers = reviewer.headers) =>
  app.inject({ method: 'POST', url: `/api/application?type=review&level=${level}`, headers, payload });
const stageOf = async (id: number) =>
  (await db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]?.stage;
const auditOf = (id: number) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, 'Application'), eq(auditLogs.model_id, String(id))))
    .orderBy(auditLogs.id);
const applicant = (opts: Partial<Parameters<typeof createApplicant>[1]> = {}) =>
  createApplicant(db, { programId, set, ...opts });

describe('access', () => {
  const staffCalls = (id: number) => [
    { method: 'GET' as const, url: '/api/application?type=submitted' },
    { method: 'GET' as const, url: '/api/application?type=reviewSearch&search=a' },
    { method: 'GET' as const, url: '/api/application?type=search&stage=review&search=a' },
    { method: 'GET' as const, url: '/api/application?type=counts' },
    { method: 'GET' as const, url: '/api/application?type=track&level=registered' },
    { method: 'GET' as const, url: '/api/application?type=trackCounts' },
    { method: 'GET' as const, url: `/api/application/${id}` },
  ];

  it('answers 401 signed out and 403 without application_view, to applicants too', async () => {
    const { application } = await applicant();
    const founder = await t.signIn((await applicant()).user.email, APPLICANT_PASSWORD);
    for (const call of staffCalls(application!.id)) {
      expect((await app.inject(call)).statusCode, call.url).toBe(401);
      expect((await app.inject({ ...call, headers: nobody.headers })).statusCode, call.url).toBe(403);
      expect((await app.inject({ ...call, headers: founder })).statusCode, call.url).toBe(403);
      expect((await app.inject({ ...call, headers: viewer.headers })).statusCode, call.url).toBe(200);
    }
  });

  it('needs application_review to move and application_archive to delete', async () => {
    const { application } = await applicant();
    const id = application!.id;
    const founder = await t.signIn((await applicant()).user.email, APPLICANT_PASSWORD);
    expect((await move('reviewStage', { id }, {})).statusCode).toBe(401);
    for (const who of [nobody.headers, founder, viewer.headers, archiver.headers]) {
      expect((await move('reviewStage', { id }, who)).statusCode).toBe(403);
    }
    const del = (headers?: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/api/application/${id}`, headers });
    expect((await del()).statusCode).toBe(401);
    for (const who of [nobody.headers, founder, viewer.headers, reviewer.headers]) {
      expect((await del(who)).statusCode).toBe(403);
    }
    expect(await stageOf(id)).toBe('submitted');
    expect(await auditOf(id)).toEqual([]);
  });

  it('checks the input with 422 and field errors', async () => {
    const { application } = await applicant();
    const id = application!.id;
    const bad = [
      await move('nowhere', { id }),
      await move('reviewStage', {}),
      await move('reviewStage', { id: 'abc' }),
      await move('reviewStage', { id, direction: 'sideways' }),
      await move('reviewStage', { id, from: 'limbo' }),
      await app.inject({
        method: 'POST',
        url: '/api/application?type=review',
        headers: reviewer.headers,
        payload: { id },
      }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await move('nowhere', { id })).json().errors).toHaveProperty('level');
    expect((await move('reviewStage', {})).json().errors).toHaveProperty('id');
    for (const url of [
      '/api/application?type=search&stage=limbo',
      '/api/application?type=submitted&per_page=101',
      '/api/application?type=submitted&page=0',
      '/api/application?type=track&level=famous',
      '/api/application?type=counts&program_id=x',
      '/api/application/abc',
    ]) {
      expect((await get(url, viewer.headers)).statusCode, url).toBe(422);
    }
    expect(await stageOf(id)).toBe('submitted');
  });
});

describe('stage moves', () => {
  it.each(STAGE_MOVES.map((m) => [`${m.from} -> ${m.to} (${m.level}, ${m.direction})`, m] as const))(
    'moves %s with its message, audited',
    async (_name, m) => {
      const { application } = await applicant({ stage: m.from });
      const id = application!.id;
      const res = await move(m.level, { id, direction: m.direction, from: m.from });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(m.message);
      expect(res.json().application).toMatchObject({ id, stage: m.to });
      expect(await stageOf(id)).toBe(m.to);
      const log = await auditOf(id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'moved',
        modder_id: reviewer.user.id,
        old: expect.objectContaining({ stage: m.from }),
        new: expect.objectContaining({ stage: m.to }),
        changed: { stage: m.to },
      });
    },
  );

  it('moves without a direction or from too (the table decides)', async () => {
    const { application } = await applicant();
    const res = await move('reviewStage', { id: application!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Application Sent to Review Stage');
  });

  const refused = STAGES.flatMap((from) =>
    (Object.keys(LEVELS) as Level[])
      .filter((level) => !STAGE_MOVES.some((m) => m.from === from && m.level === level))
      .map((level) => [from, level] as const),
  );

  it.each(refused)('refuses %s -> %s with 409 and changes nothing', async (from: Stage, level: Level) => {
    const { application } = await applicant({ stage: from });
    const id = application!.id;
    const res = await move(level, { id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      MSG.stageMoveRefused.replace('{from}', STAGE_LABELS[from]).replace('{to}', STAGE_LABELS[LEVELS[level]]),
    );
    expect(await stageOf(id)).toBe(from);
    expect(await auditOf(id)).toEqual([]);
  });

  it('covers every (stage, level) pair between the allowed and the refused moves', () => {
    expect(refused.length + STAGE_MOVES.length).toBe(STAGES.length * Object.keys(LEVELS).length);
  });

  it('refuses a direction other than the move’s, and a from other than the current stage', async () => {
    const { application } = await applicant({ stage: 'selected_for_rating' });
    const id = application!.id;
    expect((await move('rejectedStage', { id, direction: 'down' })).statusCode).toBe(409);
    expect((await move('reviewStage', { id, direction: 'up' })).statusCode).toBe(409);
    expect((await move('shortlisted', { id, from: 'review' })).statusCode).toBe(409);
    expect(await stageOf(id)).toBe('selected_for_rating');
    expect(await auditOf(id)).toEqual([]);
    expect((await move('rejectedStage', { id, direction: 'downSpec' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown application', async () => {
    expect((await move('reviewStage', { id: 999_999 })).statusCode).toBe(404);
  });

  it('lets only one of two reviewers moving the same application from the same stage succeed', async () => {
    for (const [a, b] of [
      ['rejectedStage', 'selectedForRating'],
      ['reviewStage', 'reviewStage'],
    ] as const) {
      const { application } = await applicant({ stage: a === 'reviewStage' ? 'submitted' : 'review' });
      const id = application!.id;
      const from = a === 'reviewStage' ? 'submitted' : 'review';
      const results = await Promise.all([move(a, { id, from }), move(b, { id, from })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await auditOf(id)).toHaveLength(1);
    }
  });

  it('keeps the stage when the applicant submits again', async () => {
    const { user, application } = await applicant({ stage: 'review' });
    const headers = await t.signIn(user.email, APPLICANT_PASSWORD);
    const res = await app.inject({
      method: 'POST',
      url: '/api/application',
      headers,
      payload: { marketing_source_id: 2, terms_conditions: 1, declaration: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application.id).toBe(application!.id);
    expect(await stageOf(application!.id)).toBe('review');
  });
});

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
