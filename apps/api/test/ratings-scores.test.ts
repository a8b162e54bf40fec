import { individualScore } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ratingCriteria, ratings } from '../src/db/schema';
import type { Persona, Rated } from '../testing/judging-helpers';
import { ratingsFixture, SIXTY } from '../testing/ratings-fixture';

const { db, w, panel, rated, judgesOf, appScore } = await ratingsFixture();

// Each test's own group (ratingsFixture's panel).
let groupId: number;
let j1: Persona;
let j2: Persona;
let v1: Rated;
let v2: Rated;
beforeEach(() => {
  ({ groupId, j1, j2, v1, v2 } = panel);
});

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
    await rated(j1, v1, SIXTY);
    await rated(j2, v1, 0.5);
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
    await rated(j1, v1, SIXTY);
    await rated(j2, v1, 0.5);
    const mine = await w.ok('GET', `/api/venture-rating?venture_id=${v1.venture.id}&group_id=${groupId}`, j1.headers);
    expect(mine[String(w.criteria[0]!.id)]).toBe(5);
    expect(Object.keys(mine)).toHaveLength(8);
    // Without group_id: the judge's group holding the venture.
    expect(await w.ok('GET', `/api/venture-rating?venture_id=${v1.venture.id}`, j1.headers)).toEqual(mine);
    expect((await w.rate(j1.headers, groupId, v1.venture.id, 4)).statusCode).toBe(200);
    expect((await appScore(v1.application.id)).applicationScore).toBe(45); // (80 + 10) / 2
  });

  it('text criteria carry no points; radio criteria added later count 0 until rated', async () => {
    await rated(j2, v1, 0.5);
    // The criteria are every group's: the two added here go again at the end of the test.
    const [text] = await db
      .insert(ratingCriteria)
      .values({ name: 'Comments', description: 'What stood out', weight: 0, type: 'text', position: 20 })
      .returning();
    const [extra] = await db
      .insert(ratingCriteria)
      .values({ name: 'Extra', description: 'Added later', weight: 100, type: 'radio', position: 21 })
      .returning();
    onTestFinished(async () => {
      await db.delete(ratingCriteria).where(inArray(ratingCriteria.id, [text!.id, extra!.id]));
    });
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
  });
});

describe('removing a venture or a judge', () => {
  it('a removed judge stops counting and counts again when added back (ratings kept)', async () => {
    await rated(j1, v1, 4);
    await rated(j2, v1, 5);
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
    await rated(j1, v1, 4);
    await rated(j1, v2, 5);
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
