import { individualScore } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, ratingConflicts, ratingCriteria, ratings } from '../src/db/schema';
import { createTestApp, fakeClock } from '../testing/helpers';
import { judgingWorld, type Persona } from '../testing/judging-helpers';

// 2026-03-02 12:00 in Nairobi.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { db } = t;
let w: Awaited<ReturnType<typeof judgingWorld>>;
let j1: Persona;
let j2: Persona;
let groupId: number;
let v1: { venture: { id: number }; application: { id: number } };
let v2: typeof v1;

beforeAll(async () => {
  w = await judgingWorld(t);
  j1 = await w.judge();
  j2 = await w.judge();
  groupId = (await w.group('Scores')).id;
  v1 = (await w.applicant()) as typeof v1;
  v2 = (await w.applicant('shortlisted')) as typeof v1;
  await w.addVenture(groupId, v1.venture.id);
  await w.addVenture(groupId, v2.venture.id);
  await w.addJudge(groupId, j1.user.id);
  await w.addJudge(groupId, j2.user.id);
});

const judgesOf = async (gid = groupId) =>
  (await w.ok('GET', `/api/user-group?group_id=${gid}`, w.admin)).data as {
    user_id: number;
    progress: number;
    average: number;
    rated: number;
    total: number;
  }[];
const appScore = async (applicationId: number) =>
  (await w.ok('GET', `/api/application/${applicationId}`, w.admin)) as {
    applicationScore: number;
    applicationRatings: {
      judge: { id: number; first_name: string };
      individualScore: number;
      ventureRatings: Record<string, number | string>;
    }[];
  };

describe('score arithmetic', () => {
  it('weights the half stars of each criterion; applicationScore is the mean of the judges', async () => {
    // Eligibility 10, Problem/Solution Fit 25, Use of Tech 10, Customers 10, Team 10, Market 10, Business Model 15, Impact 10.
    const stars = [5, 2.5, 0.5, 4, 3.5, 1, 4.5, 3];
    expect((await w.rate(j1.headers, groupId, v1.venture.id, stars)).json()).toEqual({ message: MSG.ratingSaved });
    // (10*5 + 25*2.5 + 10*0.5 + 10*4 + 10*3.5 + 10*1 + 15*4.5 + 10*3) / 5 = 300/5 = 60 of 100.
    const expected1 = (10 * 5 + 25 * 2.5 + 10 * 0.5 + 10 * 4 + 10 * 3.5 + 10 * 1 + 15 * 4.5 + 10 * 3) / 5;
    expect(expected1).toBe(60);
    expect(individualScore(w.criteria as never, w.responses(stars))).toBeCloseTo(60, 10);
    let detail = await appScore(v1.application.id);
    expect(detail.applicationScore).toBe(60);
    expect(detail.applicationRatings).toHaveLength(1);
    expect(detail.applicationRatings[0]!.judge.id).toBe(j1.user.id);
    expect(detail.applicationRatings[0]!.individualScore).toBe(60);
    expect(detail.applicationRatings[0]!.ventureRatings[String(w.criteria[1]!.id)]).toBe(2.5);

    expect((await w.rate(j2.headers, groupId, v1.venture.id, 0.5)).statusCode).toBe(200);
    detail = await appScore(v1.application.id);
    // 0.5 stars everywhere = 10 %; the mean of 60 and 10 is 35.
    expect(detail.applicationRatings.map((r) => r.individualScore).sort()).toEqual([10, 60]);
    expect(detail.applicationScore).toBe(35);

    // The stage list shows the same score.
    const list = await w.ok('GET', '/api/application?type=selected-for-rating', w.admin);
    expect(list.data.find((r: { id: number }) => r.id === v1.application.id).applicationScore).toBe(35);
  });

  it('a venture nobody rated is Pending (0)', async () => {
    expect((await appScore(v2.application.id)).applicationScore).toBe(0);
  });

  it("Progress is rated / ventures, Average the mean of the judge's scores", async () => {
    let js = await judgesOf();
    const one = js.find((j) => j.user_id === j1.user.id)!;
    expect(one).toMatchObject({ rated: 1, total: 2, progress: 50, average: 60 });
    expect((await w.rate(j1.headers, groupId, v2.venture.id, 5)).statusCode).toBe(200);
    js = await judgesOf();
    expect(js.find((j) => j.user_id === j1.user.id)).toMatchObject({ rated: 2, total: 2, progress: 100, average: 80 });
    expect(js.find((j) => j.user_id === j2.user.id)).toMatchObject({ rated: 1, total: 2, progress: 50, average: 10 });
    // The Home tab's "Your groups": the same numbers, and the next venture to rate.
    const [mine1] = await w.ok('GET', '/api/group?type=mine', j1.headers);
    expect(mine1).toMatchObject({ rated: 2, total: 2, progress: 100, average: 80, next_group_venture_id: null });
    const [mine2] = await w.ok('GET', '/api/group?type=mine', j2.headers);
    const gv2 = (await w.ok('GET', `/api/group-venture?group_id=${groupId}`, w.admin)).data.find(
      (r: { venture_id: number }) => r.venture_id === v2.venture.id,
    );
    expect(mine2).toMatchObject({ rated: 1, total: 2, progress: 50, next_group_venture_id: gv2.id, open: true });
  });

  it('a saved rating is read back by its judge, and changed by saving again', async () => {
    const mine = await w.ok('GET', `/api/venture-rating?venture_id=${v1.venture.id}&group_id=${groupId}`, j1.headers);
    expect(mine[String(w.criteria[0]!.id)]).toBe(5);
    expect(Object.keys(mine)).toHaveLength(8);
    // Without group_id: the judge's group holding the venture.
    expect(await w.ok('GET', `/api/venture-rating?venture_id=${v1.venture.id}`, j1.headers)).toEqual(mine);
    expect((await w.rate(j1.headers, groupId, v1.venture.id, 4)).statusCode).toBe(200);
    expect((await appScore(v1.application.id)).applicationScore).toBe(45); // (80 + 10) / 2
  });

  it('text criteria carry no points; radio criteria added later count 0 until rated', async () => {
    const [text] = await db
      .insert(ratingCriteria)
      .values({ name: 'Comments', description: 'What stood out', weight: 0, type: 'text', position: 20 })
      .returning();
    const [extra] = await db
      .insert(ratingCriteria)
      .values({ name: 'Extra', description: 'Added later', weight: 100, type: 'radio', position: 21 })
      .returning();
    // j2's 0.5-star rating (10 % of the first 100 points) now is 10 of 200 = 5 %.
    expect(
      (await appScore(v1.application.id)).applicationRatings.find((r) => r.judge.id === j2.user.id)!.individualScore,
    ).toBe(5);
    // A save must answer every criterion, the text one with rich text.
    const res = await w.call('POST', '/api/venture-rating', j2.headers, {
      group_id: groupId,
      venture_id: v1.venture.id,
      responses: w.responses(5),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[`responses.${text!.id}`]).toBe(MSG.requiredLower);
    expect(res.json().errors[`responses.${extra!.id}`]).toBe(MSG.requiredLower);
    const ok = await w.call('POST', '/api/venture-rating', j2.headers, {
      group_id: groupId,
      venture_id: v1.venture.id,
      responses: { ...w.responses(5), [text!.id]: '<p>Strong <script>x</script>team</p>', [extra!.id]: 2.5 },
    });
    expect(ok.statusCode).toBe(200);
    const [stored] = await db
      .select()
      .from(ratings)
      .where(and(eq(ratings.criterion_id, text!.id), eq(ratings.user_id, j2.user.id)));
    expect(stored!.text).toBe('<p>Strong team</p>');
    // (100 * 5 + 100 * 2.5) / 5 = 150 of 200 = 75 %.
    expect(
      (await appScore(v1.application.id)).applicationRatings.find((r) => r.judge.id === j2.user.id)!.individualScore,
    ).toBe(75);
    await db.delete(ratingCriteria).where(eq(ratingCriteria.id, text!.id));
    await db.delete(ratingCriteria).where(eq(ratingCriteria.id, extra!.id));
  });
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
    const g = await w.group('Deadline', {
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
    clock.set('2026-03-02T09:00:00Z');
    await w.ok('DELETE', `/api/group/${g.id}`, w.admin);
  });

  it('audits each save as VentureRating rated, with the old and new answers', async () => {
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

describe('removing a venture or a judge', () => {
  it('a removed judge stops counting and counts again when added back (ratings kept)', async () => {
    const before = (await appScore(v1.application.id)).applicationScore;
    const ug = (await judgesOf()).find((j) => j.user_id === j2.user.id) as unknown as { id: number };
    expect((await w.ok('DELETE', `/api/user-group/${ug.id}`, w.admin)).message).toBe(MSG.judgeRemoved);
    const without = await appScore(v1.application.id);
    expect(without.applicationRatings.map((r) => r.judge.id)).toEqual([j1.user.id]);
    expect(without.applicationScore).toBe(80);
    // The removed judge no longer reaches the group or its ratings.
    expect((await w.call('GET', `/api/group-venture?group_id=${groupId}`, j2.headers)).statusCode).toBe(403);
    expect((await w.rate(j2.headers, groupId, v1.venture.id, 3)).statusCode).toBe(403);
    const rows = await db.select().from(ratings).where(eq(ratings.user_id, j2.user.id));
    expect(rows.length).toBeGreaterThan(0);
    await w.addJudge(groupId, j2.user.id);
    expect((await appScore(v1.application.id)).applicationScore).toBe(before);
  });

  it('a removed venture leaves the scores, progress and averages and comes back with its ratings', async () => {
    const list = await w.ok('GET', `/api/group-venture?group_id=${groupId}`, w.admin);
    const gv = list.data.find((r: { venture_id: number }) => r.venture_id === v2.venture.id);
    expect((await w.ok('DELETE', `/api/group-venture/${gv.id}`, w.admin)).message).toBe(MSG.ventureRemoved);
    expect((await appScore(v2.application.id)).applicationScore).toBe(0);
    const one = (await judgesOf()).find((j) => j.user_id === j1.user.id)!;
    expect(one).toMatchObject({ rated: 1, total: 1, progress: 100, average: 80 });
    await w.addVenture(groupId, v2.venture.id);
    expect((await appScore(v2.application.id)).applicationScore).toBe(100);
    expect((await judgesOf()).find((j) => j.user_id === j1.user.id)).toMatchObject({ rated: 2, total: 2, average: 90 });
  });
});

describe('conflicts of interest and Save and next', () => {
  it('next gives the first unrated venture after the current one, wrapping round, and null when done', async () => {
    const j3 = await w.judge();
    const g = await w.group('Next');
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
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.model, 'RatingConflict'));
    expect(audit.map((e) => e.action)).toEqual(['declared', 'deleted']);
  });

  it("a conflict after rating drops the judge's rating from the scores", async () => {
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
    const g = await w.group('Spread');
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
