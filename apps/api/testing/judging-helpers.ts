import type { Question } from '@portal/contract/questions';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ratingCriteria } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { createApplicant, createProgram } from './factories';
import type { createTestApp } from './helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Persona = Awaited<ReturnType<TestApp['persona']>>;
/** A factory applicant who reached the application (createApplicant at a stage). */
export type Rated = { venture: { id: number }; application: { id: number } };

/** What the judging tests share: a programme, applicants selected for rating, staff and judges. */
export async function judgingWorld(t: TestApp) {
  const { app, db } = t;
  await seedQuestionSet(db);
  const set: Question[] = await activeQuestionSet(db);
  const program = await createProgram(db);
  const admin = await t.admin();
  const judge = () => t.persona(['group_view', 'group_venture_view'], 'Judge');
  const applicant = (stage: 'selected_for_rating' | 'shortlisted' | 'review' = 'selected_for_rating') =>
    createApplicant(db, { programId: program.id, set, stage });

  const call = async (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, payload });
  const ok = async (method: string, url: string, headers: Record<string, string>, payload?: object) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  const criteria = await db.select().from(ratingCriteria).orderBy(ratingCriteria.position);
  /** Responses giving every criterion `stars` (a number, or one per criterion in order). */
  const responses = (stars: number | number[]) =>
    Object.fromEntries(
      criteria.map((c, i) => [String(c.id), Array.isArray(stars) ? stars[i]! : stars] as [string, number]),
    );

  async function group(
    name: string,
    dates: Partial<Record<'application_deadline' | 'start_date' | 'end_date', string>> = {},
  ) {
    return ok('POST', '/api/group', admin, {
      name,
      application_deadline: '2026-04-30',
      start_date: '2026-05-01',
      end_date: '2026-06-30',
      ...dates,
    });
  }
  const addVenture = (groupId: number, ventureId: number) =>
    ok('POST', '/api/group-venture', admin, { group_id: groupId, venture_id: ventureId });
  const addJudge = (groupId: number, userId: number) =>
    ok('POST', '/api/user-group', admin, { group_id: groupId, user_id: userId });
  const rate = (headers: Record<string, string>, groupId: number, ventureId: number, stars: number | number[]) =>
    call('POST', '/api/venture-rating', headers, {
      group_id: groupId,
      venture_id: ventureId,
      responses: responses(stars),
    });

  let panels = 0;
  /**
   * A group of its own ("Panel <n>") with two ventures, the first selected for rating and the
   * second shortlisted, and two judges assigned: the usual stage of a judging test.
   */
  async function panel() {
    panels += 1;
    const j1 = await judge();
    const j2 = await judge();
    const groupId: number = (await group(`Panel ${panels}`)).id;
    const v1 = (await applicant()) as Rated;
    const v2 = (await applicant('shortlisted')) as Rated;
    await addVenture(groupId, v1.venture.id);
    await addVenture(groupId, v2.venture.id);
    await addJudge(groupId, j1.user.id);
    await addJudge(groupId, j2.user.id);
    return { groupId, j1, j2, v1, v2 };
  }

  const setWeight = (name: string, weight: number) =>
    db.update(ratingCriteria).set({ weight }).where(eq(ratingCriteria.name, name));

  return {
    set,
    program,
    admin,
    judge,
    applicant,
    call,
    ok,
    criteria,
    responses,
    group,
    addVenture,
    addJudge,
    rate,
    setWeight,
    panel,
  };
}
