import { LEVELS, type Level, STAGE_LABELS, STAGE_MOVES, STAGES, type Stage } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { APPLICANT_PASSWORD } from '../testing/factories';
import { reviewFixture } from '../testing/review-fixture';

// Who may see and move applications, and the moves of the stage table.
const { t, app, viewer, reviewer, archiver, nobody, get, move, stageOf, auditOf, applicant } = await reviewFixture();

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
