import { STAGE_REPORT_TYPES } from '@portal/contract/application-stages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { parseCsv, pdfText } from '../testing/documents';
import { createApplicant } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';
import { judgingWorld, type Persona, type Rated } from '../testing/judging-helpers';

// Fair scores across judges (issue 19 §1): the fields, the list's sort and the exports. The
// arithmetic itself is unit-tested in packages/contract/src/normalised-scores.test.ts.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const w = await judgingWorld(t);

type Row = {
  id: number;
  venture_id: number;
  individualScore: number | null;
  normalisedScore: number | null;
  ranks: { raw: number; normalised: number; disagreement: boolean } | null;
};

let worlds = 0;
/**
 * A group of six ventures ("<tag> 1" ... "<tag> 6", newest last) and two judges: lenient L rates
 * 1-3 with 5, 4.5 and 4 stars (100, 90, 80), strict S rates 4-6 with 3, 2.5 and 2 (60, 50, 40).
 * Raw ranks 1-6; normalised, each judge's best is level: 1, 3, 5, 1, 3, 5.
 */
async function leniencyWorld() {
  worlds += 1;
  const tag = `Fairness${worlds}`;
  const g = await w.group(`Fair ${worlds}`);
  const ventures: Rated[] = [];
  for (let i = 1; i <= 6; i++) {
    const made = (await createApplicant(t.db, {
      programId: w.program.id,
      set: w.set,
      stage: 'selected_for_rating',
      venture: `${tag} ${i}`,
    })) as Rated;
    await w.addVenture(g.id, made.venture.id);
    ventures.push(made);
  }
  const lenient = await w.judge();
  const strict = await w.judge();
  await w.addJudge(g.id, lenient.user.id);
  await w.addJudge(g.id, strict.user.id);
  const rate = async (j: Persona, i: number, stars: number) =>
    expect((await w.rate(j.headers, g.id, ventures[i - 1]!.venture.id, stars)).statusCode).toBe(200);
  await rate(lenient, 1, 5);
  await rate(lenient, 2, 4.5);
  await rate(lenient, 3, 4);
  await rate(strict, 4, 3);
  await rate(strict, 5, 2.5);
  await rate(strict, 6, 2);
  const groupRows = async (headers = w.admin): Promise<Row[]> =>
    (await w.ok('GET', `/api/group-venture?group_id=${g.id}`, headers)).data;
  const byVenture = (rows: Row[], i: number) => rows.find((r) => r.venture_id === ventures[i - 1]!.venture.id)!;
  const listed = async (query: string) =>
    (await w.ok('GET', `/api/application?type=selected-for-rating&search=${tag}${query}`, w.admin)) as {
      data: (Row & { applicationScore: number; venture: { name: string } })[];
      total: number;
    };
  return { tag, g, ventures, lenient, strict, groupRows, byVenture, listed, rate };
}

const names = (rows: { venture: { name: string } }[], tag: string) =>
  rows.map((r) => r.venture.name.replace(`${tag} `, ''));

describe('the group screen', () => {
  it('gives staff the normalised score and both ranks beside the raw average, marking a rank that moves more than 2 places', async () => {
    const { groupRows, byVenture } = await leniencyWorld();
    const rows = await groupRows();
    expect(byVenture(rows, 1)).toMatchObject({
      individualScore: 100,
      ranks: { raw: 1, normalised: 1, disagreement: false },
    });
    // The strict judge's best (60 raw, 4th) is level with the lenient judge's best once normalised.
    const best = byVenture(rows, 4);
    expect(best).toMatchObject({ individualScore: 60, ranks: { raw: 4, normalised: 1, disagreement: true } });
    expect(best.normalisedScore).toBe(byVenture(rows, 1).normalisedScore);
    expect(byVenture(rows, 3)).toMatchObject({ ranks: { raw: 3, normalised: 5, disagreement: false } });
    expect(byVenture(rows, 6)).toMatchObject({ ranks: { raw: 6, normalised: 5, disagreement: false } });
  });

  it('orders the ventures by either score for staff (best first, then in the order added) and pages that order', async () => {
    const { g, ventures, lenient } = await leniencyWorld();
    const order = async (query: string, headers = w.admin) =>
      ((await w.ok('GET', `/api/group-venture?group_id=${g.id}${query}`, headers)).data as Row[]).map(
        (r) => ventures.findIndex((v) => v.venture.id === r.venture_id) + 1,
      );
    expect(await order('')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await order('&sort=raw')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await order('&sort=normalised')).toEqual([1, 4, 2, 5, 3, 6]);
    expect(await order('&sort=normalised&per_page=4&page=2')).toEqual([3, 6]);
    // A judge's list keeps the order added.
    expect(await order('&sort=normalised', lenient.headers)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a judge neither the normalised score nor the ranks (their own score only)', async () => {
    const { lenient, groupRows } = await leniencyWorld();
    for (const r of await groupRows(lenient.headers)) expect(r).toMatchObject({ normalisedScore: null, ranks: null });
  });

  it('says for each judge how their scores count: standardised, or raw with fewer than 3 ratings', async () => {
    const { g, lenient, strict, rate } = await leniencyWorld();
    const third = await w.judge();
    await w.addJudge(g.id, third.user.id);
    await rate(third, 1, 1);
    const judges = (await w.ok('GET', `/api/user-group?group_id=${g.id}`, w.admin)).data as {
      user_id: number;
      normalisation: string;
    }[];
    const basis = (p: Persona) => judges.find((j) => j.user_id === p.user.id)!.normalisation;
    expect([basis(lenient), basis(strict), basis(third)]).toEqual(['standardised', 'standardised', 'too_few']);
  });

  it('leaves a rating under a declared conflict of interest out of the normalised score and the ranks', async () => {
    const { g, ventures, strict, groupRows, byVenture } = await leniencyWorld();
    await w.ok('POST', '/api/venture-rating?type=conflict', strict.headers, {
      group_id: g.id,
      venture_id: ventures[3]!.venture.id,
    });
    const rows = await groupRows();
    expect(byVenture(rows, 4)).toMatchObject({ individualScore: 0, normalisedScore: 0, ranks: null });
    // With two ratings left, the strict judge's scores count raw (50, 40); the lenient judge's
    // 100, 90, 80 map to 100 (capped), 72 and 43.65 on the group's scale (mean 72, sd 23.15).
    expect(byVenture(rows, 5)).toMatchObject({ normalisedScore: 50, ranks: { raw: 4, normalised: 3 } });
    expect(byVenture(rows, 6)).toMatchObject({ normalisedScore: 40, ranks: { raw: 5, normalised: 5 } });
    expect(byVenture(rows, 3)).toMatchObject({ normalisedScore: 43.65, ranks: { raw: 3, normalised: 4 } });
  });
});

describe('the applications list', () => {
  it('answers both scores and ranks in the list, newest first by default', async () => {
    const { tag, listed } = await leniencyWorld();
    const { data, total } = await listed('');
    expect(total).toBe(6);
    expect(names(data, tag)).toEqual(['6', '5', '4', '3', '2', '1']);
    const four = data.find((r) => r.venture.name === `${tag} 4`)!;
    expect(four).toMatchObject({ applicationScore: 60, ranks: { raw: 4, normalised: 1, disagreement: true } });
    expect(four.normalisedScore).toBeGreaterThan(90);
  });

  it('sorts by raw or normalised score (best first, then newest) and pages through that order', async () => {
    const { tag, listed } = await leniencyWorld();
    expect(names((await listed('&sort=raw')).data, tag)).toEqual(['1', '2', '3', '4', '5', '6']);
    // Level normalised scores keep newest first: 4 before 1, 5 before 2, 6 before 3.
    expect(names((await listed('&sort=normalised')).data, tag)).toEqual(['4', '1', '5', '2', '6', '3']);
    const page2 = await listed('&sort=normalised&per_page=2&page=2');
    expect(names(page2.data, tag)).toEqual(['5', '2']);
    expect(page2).toMatchObject({ total: 6, current_page: 2, last_page: 3 });
    expect((await listed('&sort=normalised&per_page=4&page=3')).data).toEqual([]);
  });

  it('ranks only what the list holds: a groupmate in another stage or outside the search is not counted', async () => {
    const { tag, ventures, listed } = await leniencyWorld();
    await t.db
      .update(applications)
      .set({ stage: 'shortlisted' })
      .where(eq(applications.id, ventures[0]!.application.id));
    const { data, total } = await listed('');
    expect(total).toBe(5);
    // Venture 2 is now the best raw score in Selected for Rating, newest first or by score.
    expect(data.find((r) => r.venture.name === `${tag} 2`)).toMatchObject({ ranks: { raw: 1 } });
    expect(names((await listed('&sort=raw')).data, tag)).toEqual(['2', '3', '4', '5', '6']);
    // One venture searched for ranks first among the one listed.
    const one = await listed(' 5');
    expect(one.data.map((r) => r.ranks)).toEqual([{ raw: 1, normalised: 1, disagreement: false }]);
  });

  it('refuses an unknown sort with 422', async () => {
    const res = await w.call('GET', '/api/application?type=selected-for-rating&sort=best', w.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('sort');
  });

  it('puts the normalised score in the application detail', async () => {
    const { ventures } = await leniencyWorld();
    const detail = await w.ok('GET', `/api/application/${ventures[3]!.application.id}`, w.admin);
    expect(detail.applicationScore).toBe(60);
    expect(detail.normalisedScore).toBeGreaterThan(90);
  });
});

describe('exports', () => {
  it('the stage CSV has a Normalised Score column beside Score', async () => {
    const { ventures } = await leniencyWorld();
    const res = await w.call('GET', `/api/report?type=${STAGE_REPORT_TYPES.selected_for_rating}`, w.admin);
    const [header, ...rows] = parseCsv(res.body.replace(/^\ufeff/, ''));
    const at = (name: string) => header!.indexOf(name);
    expect(at('Normalised Score')).toBe(at('Score') + 1);
    const four = rows.find((r) => Number(r[0]) === ventures[3]!.application.id)!;
    const detail = await w.ok('GET', `/api/application/${ventures[3]!.application.id}`, w.admin);
    expect([four[at('Score')], four[at('Normalised Score')]]).toEqual(['60%', `${detail.normalisedScore}%`]);
  });

  it('the application PDF shows the normalised rating under the overall rating', async () => {
    const { ventures } = await leniencyWorld();
    const id = ventures[3]!.application.id;
    const detail = await w.ok('GET', `/api/application/${id}`, w.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/report?type=applicationPDF',
      headers: w.admin,
      payload: { id },
    });
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Overall rating: \s*60%/);
    expect(text).toContain(`${detail.normalisedScore}%`);
    expect(text).toMatch(/Normalised rating:/);
  });
});
