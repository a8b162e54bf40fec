import { publicQuestions, QUESTION_TYPE, QUESTION_TYPE_NAMES, type Question } from '@portal/contract/questions';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions, questionTypes } from '../src/db/schema';
import { DEMO_QUESTIONS, seedQuestionSet } from '../src/db/seed/questions';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, db } = t;

let applicant: Record<string, string>;
beforeAll(async () => {
  await seedQuestionSet(db);
  applicant = (await t.persona([])).headers;
});

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('question types and the demo set', () => {
  it('seeds the five question types with their fixed ids at every start', async () => {
    const rows = await db.select().from(questionTypes).orderBy(asc(questionTypes.id));
    expect(rows).toEqual(Object.entries(QUESTION_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })));
  });

  it('adds the question set only while the questions table is empty', async () => {
    const [before] = await db.select({ n: count() }).from(questions);
    await seedQuestionSet(db);
    const [after] = await db.select({ n: count() }).from(questions);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBeGreaterThan(DEMO_QUESTIONS.length);
  });

  it("keeps every quoted example within its question's own length", () => {
    const all = DEMO_QUESTIONS.flatMap((q) => [q, ...(q.children ?? [])]);
    for (const q of all) {
      const example = q.description?.match(/"([^"]+)"/)?.[1];
      if (example && q.length) expect(example.length, q.question).toBeLessThanOrEqual(q.length);
    }
  });
});

describe('GET /api/question?type=public', () => {
  /** The public set as an applicant reads it. */
  const publicSet = async (): Promise<Question[]> => {
    const res = await get('/api/question?type=public', applicant);
    expect(res.statusCode).toBe(200);
    return publicQuestions.parse(res.json());
  };

  it('needs a sign-in', async () => {
    expect((await get('/api/question?type=public')).statusCode).toBe(401);
  });

  it('refuses an unknown type, and an applicant the admin list', async () => {
    expect((await get('/api/question?type=admin', applicant)).statusCode).toBe(422);
    expect((await get('/api/question', applicant)).statusCode).toBe(403);
  });

  it('answers the active top-level questions ordered by number, in the contract shape', async () => {
    const list = await publicSet();
    const active = DEMO_QUESTIONS.filter((q) => q.active !== false);
    expect(list.map((q) => q.question)).toEqual(active.map((q) => q.question));
    expect(list.map((q) => q.number)).toEqual([...list.map((q) => q.number)].sort((a, b) => a - b));
    expect(list.every((q) => q.active === 1 && q.parent_id === null)).toBe(true);
  });

  it('leaves out inactive questions and inactive children', async () => {
    const list = await publicSet();
    const inactive = await db.select().from(questions).where(eq(questions.active, 0));
    expect(inactive.length).toBe(2);
    const served = new Set(list.flatMap((q) => [q.id, ...q.child_questions.map((c) => c.id)]));
    for (const q of inactive) expect(served.has(q.id)).toBe(false);
    expect(JSON.stringify(list)).not.toContain('patent');
    expect(JSON.stringify(list)).not.toContain('audited');
  });

  it('nests the active child questions under their parent, numbered within it', async () => {
    const list = await publicSet();
    const revenue = list.find((q) => q.question === 'Is your venture generating revenue?')!;
    expect(revenue.question_type).toEqual({ id: QUESTION_TYPE.singleSelect, name: QUESTION_TYPE_NAMES[2] });
    expect(revenue.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No']);
    expect(revenue.child_questions).toHaveLength(1);
    expect(revenue.child_questions[0]).toMatchObject({
      question: 'What was your revenue in the last 12 months (KES)?',
      parent_id: revenue.id,
      number: 1,
      required: 1,
      question_type_id: QUESTION_TYPE.openEnded,
    });
    expect(revenue.child_questions[0]).not.toHaveProperty('child_questions');
    const heard = list.find((q) => q.question === 'How did you hear about the programme?')!;
    expect(heard.multi_choice_options.map((o) => o.option)).toEqual([
      'Event (at school or in college)',
      'Relative',
      'Referred by a friend',
      'Other',
    ]);
    expect(heard.child_questions.map((c) => c.question)).toEqual(['Who referred you?']);
    const founders = list.find((q) => q.question === 'Are all of your co-founders women?')!;
    expect(founders.child_questions[0]!.question_type_id).toBe(QUESTION_TYPE.singleSelect);
  });

  it('carries options, parts and part options, and every question type', async () => {
    const list = await publicSet();
    const types = new Set(
      list.flatMap((q) => [q.question_type_id, ...q.child_questions.map((c) => c.question_type_id)]),
    );
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
    const rate = list.find((q) => q.question_type_id === QUESTION_TYPE.multiPartSingleSelect)!;
    expect(rate.multi_part_questions.map((p) => p.question)).toEqual(['Product', 'Sales', 'Finance']);
    expect(rate.multi_part_questions[0]!.multi_part_options.map((o) => o.option)).toEqual([
      'None',
      'Some',
      'Extensive',
    ]);
    const channels = list.find((q) => q.question_type_id === QUESTION_TYPE.multiPartMultiSelect)!;
    expect(channels.multi_part_questions.map((p) => p.question)).toEqual(['Online', 'Offline']);
    // Part ids come from the questions' sequence: never equal to a question id.
    const questionIds = new Set((await db.select({ id: questions.id }).from(questions)).map((r) => r.id));
    for (const p of [...rate.multi_part_questions, ...channels.multi_part_questions]) {
      expect(questionIds.has(p.id)).toBe(false);
    }
    const sdg = list.find((q) => q.question_type_id === QUESTION_TYPE.multiSelect)!;
    expect(sdg.multi_choice_options.length).toBeGreaterThanOrEqual(8);
    expect(sdg.multi_choice_options.at(-1)!.option).toBe('Other');
    const open = list.filter((q) => q.question_type_id === QUESTION_TYPE.openEnded);
    expect(open.some((q) => q.length !== null && q.length <= 25)).toBe(true);
    expect(open.some((q) => q.length !== null && q.length > 25)).toBe(true);
    expect(list.some((q) => q.required === 1) && list.some((q) => q.required === 0)).toBe(true);
    expect(list.every((q) => q.description)).toBe(true);
  });
});
