import { MSG } from '@portal/contract/messages';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, ratingConflicts } from '../src/db/schema';
import type { Persona, Rated } from '../testing/judging-helpers';
import { ratingsFixture, SIXTY } from '../testing/ratings-fixture';

const { clock, db, w, panel, rated, judgesOf, appScore } = await ratingsFixture();

// Each test's own group (ratingsFixture's panel).
let groupId: number;
let j1: Persona;
let j2: Persona;
let v1: Rated;
let v2: Rated;
beforeEach(() => {
  ({ groupId, j1, j2, v1, v2 } = panel);
});

describe('validation and rules of a save', () => {
  it('refuses stars that are not half steps, missing criteria and unknown ones (422 per criterion)', async () => {
    const c0 = String(w.criteria[0]!.id);
    const c1 = String(w.criteria[1]!.id);
    const bad = { ...w.responses(3), [c0]: 3.3, [c1]: 6, 9999: 1 };
    delete (bad as Record<string, unknown>)[String(w.criteria[2]!.id)];
    const res = await w.call('POST', '/api/venture-rating', j1.headers, {
      group_id: groupId,
      venture_id: v1.venture.id,
      responses: bad,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      [`responses.${c0}`]: MSG.ratingStarsInvalid,
      [`responses.${c1}`]: MSG.ratingStarsInvalid,
      [`responses.${w.criteria[2]!.id}`]: MSG.requiredLower,
      'responses.9999': MSG.ratingUnknownCriterion,
    });
    expect((await w.call('POST', '/api/venture-rating', j1.headers, { group_id: groupId })).statusCode).toBe(422);
  });

  it('a venture not in the group is 404; a judge outside the group 403', async () => {
    const other = await w.applicant();
    expect((await w.rate(j1.headers, groupId, other.venture!.id, 3)).statusCode).toBe(404);
    const outsider = await w.judge();
    expect((await w.rate(outsider.headers, groupId, v1.venture.id, 3)).statusCode).toBe(403);
    expect(
      (await w.call('GET', `/api/venture-rating?venture_id=${v1.venture.id}&group_id=${groupId}`, outsider.headers))
        .statusCode,
    ).toBe(403);
    expect((await w.call('GET', `/api/venture-rating?venture_id=${v1.venture.id}`, outsider.headers)).statusCode).toBe(
      403,
    );
  });

  it("a judge cannot read another judge's rating; staff with application_view can", async () => {
    await rated(j1, v1, 4);
    await rated(j2, v1, 5);
    const url = `/api/venture-rating?venture_id=${v1.venture.id}&group_id=${groupId}&user_id=${j2.user.id}`;
    expect((await w.call('GET', url, j1.headers)).statusCode).toBe(403);
    const theirs = await w.ok('GET', url, w.admin);
    expect(theirs[String(w.criteria[0]!.id)]).toBe(5);
    // The judge's copy of the application carries no other judge's rating or score.
    const list = await w.ok('GET', `/api/group-venture?group_id=${groupId}`, j1.headers);
    const row = list.data.find((r: { venture_id: number }) => r.venture_id === v1.venture.id);
    expect(row.spread).toBeNull();
    expect(row.individualScore).toBe(80);
    const detail = await w.ok('GET', `/api/group-venture/${row.id}`, j1.headers);
    expect(detail.application.applicationRatings).toEqual([]);
    expect(detail.application.applicationScore).toBe(0);
    expect(detail.ratings[String(w.criteria[0]!.id)]).toBe(4);
    expect(detail.is_judge).toBe(true);
    const staffDetail = await w.ok('GET', `/api/group-venture/${row.id}`, w.admin);
    expect(staffDetail.application.applicationRatings.length).toBe(2);
  });

  it('refuses a save or a conflict after the scoring deadline (the end of the end date, Nairobi) with 409', async () => {
    const g = await w.group(`Deadline ${groupId}`, {
      application_deadline: '2026-03-01',
      start_date: '2026-03-01',
      end_date: '2026-03-10',
    });
    await w.addVenture(g.id, v1.venture.id);
    await w.addJudge(g.id, j1.user.id);
    clock.set('2026-03-10T20:59:00Z'); // 23:59 in Nairobi on the 10th
    expect((await w.rate(j1.headers, g.id, v1.venture.id, 3)).statusCode).toBe(200);
    clock.set('2026-03-10T21:00:00Z'); // midnight in Nairobi
    const res = await w.rate(j1.headers, g.id, v1.venture.id, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.ratingClosed.replace('{date}', '10 March 2026'));
    const gv = (await w.ok('GET', `/api/group-venture?group_id=${g.id}`, j1.headers)).data[0];
    expect((await w.ok('GET', `/api/group-venture/${gv.id}`, j1.headers)).open).toBe(false);
    // Nor can a conflict take the rating out of the closed results.
    const declared = await w.call('POST', '/api/venture-rating?type=conflict', j1.headers, {
      group_id: g.id,
      venture_id: v1.venture.id,
    });
    expect(declared.statusCode).toBe(409);
    expect(declared.json().message).toBe(MSG.ratingClosed.replace('{date}', '10 March 2026'));
    expect(await db.select().from(ratingConflicts).where(eq(ratingConflicts.group_id, g.id))).toHaveLength(0);
  });

  it('audits each save as VentureRating rated, with the old and new answers', async () => {
    await rated(j1, v1, SIXTY);
    await rated(j1, v2, 5);
    await rated(j1, v1, 4);
    const entries = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'VentureRating'), eq(auditLogs.modder_id, j1.user.id)))
      .orderBy(auditLogs.id);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const last = entries.at(-1)!;
    expect(last.action).toBe('rated');
    expect((last.new as { responses: Record<string, number> }).responses).toBeTruthy();
  });
});

describe('conflicts of interest and Save and next', () => {
  it('next gives the first unrated venture after the current one, wrapping round, and null when done', async () => {
    const j3 = await w.judge();
    const g = await w.group(`Next ${groupId}`);
    const a = await w.applicant();
    const b = await w.applicant();
    const c = await w.applicant();
    const ga = await w.addVenture(g.id, a.venture!.id);
    const gb = await w.addVenture(g.id, b.venture!.id);
    const gc = await w.addVenture(g.id, c.venture!.id);
    await w.addJudge(g.id, j3.user.id);
    const next = async (after?: number) =>
      (await w.ok('GET', `/api/group-venture?type=next&group_id=${g.id}${after ? `&after=${after}` : ''}`, j3.headers))
        .group_venture?.id ?? null;
    expect(await next()).toBe(ga.id);
    expect(await next(ga.id)).toBe(gb.id);
    await w.rate(j3.headers, g.id, b.venture!.id, 3);
    expect(await next(ga.id)).toBe(gc.id);
    expect(await next(gc.id)).toBe(ga.id); // wraps round
    // Staff are not judges of the group.
    expect((await w.call('GET', `/api/group-venture?type=next&group_id=${g.id}`, w.admin)).statusCode).toBe(403);

    // A conflict takes the venture off the judge's list, next and progress.
    expect(
      (
        await w.ok('POST', '/api/venture-rating?type=conflict', j3.headers, {
          group_id: g.id,
          venture_id: a.venture!.id,
          reason: 'My sister',
        })
      ).message,
    ).toBe(MSG.conflictDeclared);
    expect(await next(gc.id)).toBe(gc.id);
    const mine = await w.ok('GET', `/api/group-venture?group_id=${g.id}`, j3.headers);
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([gb.id, gc.id]);
    let stats = (await judgesOf(g.id)).find((j) => j.user_id === j3.user.id)!;
    expect(stats).toMatchObject({ rated: 1, total: 2, progress: 50 });
    expect((await w.rate(j3.headers, g.id, a.venture!.id, 3)).statusCode).toBe(409);
    await w.rate(j3.headers, g.id, c.venture!.id, 3);
    expect(await next()).toBeNull();
    stats = (await judgesOf(g.id)).find((j) => j.user_id === j3.user.id)!;
    expect(stats).toMatchObject({ rated: 2, total: 2, progress: 100 });
    // Staff see the conflict in the spread, and may withdraw it.
    const staffRow = (await w.ok('GET', `/api/group-venture?group_id=${g.id}`, w.admin)).data[0];
    expect(staffRow.spread.judges).toEqual([
      expect.objectContaining({ user_id: j3.user.id, conflict: true, score: null }),
    ]);
    expect(
      (
        await w.call('POST', '/api/venture-rating?type=withdrawConflict', j3.headers, {
          group_id: g.id,
          venture_id: a.venture!.id,
          user_id: j3.user.id,
        })
      ).statusCode,
    ).toBe(403);
    await w.ok('POST', '/api/venture-rating?type=withdrawConflict', w.admin, {
      group_id: g.id,
      venture_id: a.venture!.id,
      user_id: j3.user.id,
    });
    expect(await next()).toBe(ga.id);
    const audit = (
      await db.select().from(auditLogs).where(eq(auditLogs.model, 'RatingConflict')).orderBy(auditLogs.id)
    ).filter((e) => ((e.new ?? e.old) as { group_id: number }).group_id === g.id);
    expect(audit.map((e) => e.action)).toEqual(['declared', 'deleted']);
  });

  it("a conflict after rating drops the judge's rating from the scores", async () => {
    await rated(j1, v1, 4);
    await rated(j2, v1, 5);
    const before = await appScore(v1.application.id);
    expect(before.applicationRatings).toHaveLength(2);
    await w.ok('POST', '/api/venture-rating?type=conflict', j2.headers, {
      group_id: groupId,
      venture_id: v1.venture.id,
    });
    const after = await appScore(v1.application.id);
    expect(after.applicationRatings.map((r) => r.judge.id)).toEqual([j1.user.id]);
    expect(after.applicationScore).toBe(80);
  });
});

describe("the spread of the judges' scores (staff)", () => {
  it("lists each judge's score with min, max and a wide flag", async () => {
    const g = await w.group(`Spread ${groupId}`);
    const a = await w.applicant();
    await w.addVenture(g.id, a.venture!.id);
    const x = await w.judge();
    const y = await w.judge();
    await w.addJudge(g.id, x.user.id);
    await w.addJudge(g.id, y.user.id);
    await w.rate(x.headers, g.id, a.venture!.id, 5);
    await w.rate(y.headers, g.id, a.venture!.id, 1);
    const row = (await w.ok('GET', `/api/group-venture?group_id=${g.id}`, w.admin)).data[0];
    expect(row.individualScore).toBe(60);
    expect(row.spread).toMatchObject({ min: 20, max: 100, range: 80, wide: true });
    expect(row.spread.judges.map((j: { score: number }) => j.score)).toEqual([100, 20]);
    // A judge's own row: their own score only.
    const mine = (await w.ok('GET', `/api/group-venture?group_id=${g.id}`, y.headers)).data[0];
    expect(mine).toMatchObject({ individualScore: 20, rated: true, spread: null });
  });
});
