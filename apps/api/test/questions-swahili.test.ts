import { type AdminQuestion, QUESTION_TYPE, type QuestionPayload } from '@portal/contract/questions';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multiChoiceOptions, multiPartOptions, multiPartQuestions, questions } from '../src/db/schema';
import { questionsAdminFixture } from '../testing/questions-admin-fixture';

/** Issue 19: a question, its description, its options and sub-questions may have Swahili texts. */
const { db, admin, call, show, publicSet, create, update, asPayload, singleSelect, created } =
  await questionsAdminFixture();

// The seeded set ends at 13: each test takes the next free top-level number.
let lastNumber = 40;
const nextNumber = () => ++lastNumber;

const swahiliSelect = (over: Partial<QuestionPayload> = {}) =>
  singleSelect({
    number: nextNumber(),
    question_sw: 'Je, unauza nje ya Kenya?',
    description_sw: 'Mauzo ya nje yanahesabika pia.',
    single_select_multiple_choice_options: [
      { id: null, value: 'Yes', value_sw: 'Ndiyo' },
      { id: null, value: 'No', value_sw: '  ' },
    ],
    ...over,
  });

const multiPart = (): QuestionPayload => ({
  question_type_id: QUESTION_TYPE.multiPartSingleSelect,
  number: nextNumber(),
  question: 'Rate these',
  question_sw: 'Tathmini haya',
  multi_part_single_select_multiple_choice_questions: [
    {
      value: 'Speed',
      value_sw: 'Kasi',
      options: [
        { value: 'Slow', value_sw: 'Polepole' },
        { value: 'Fast', value_sw: '' },
      ],
    },
  ],
});

const storedOptions = (questionId: number) =>
  db
    .select({ id: multiChoiceOptions.id, option: multiChoiceOptions.option, option_sw: multiChoiceOptions.option_sw })
    .from(multiChoiceOptions)
    .where(eq(multiChoiceOptions.question_id, questionId))
    .orderBy(multiChoiceOptions.id);

describe('Swahili texts of a question', () => {
  it('stores them on create (blank ones as null) and serves them to staff and applicants', async () => {
    const q = await created(swahiliSelect());
    expect(q).toMatchObject({
      question: 'Do you sell outside Kenya?',
      question_sw: 'Je, unauza nje ya Kenya?',
      description_sw: 'Mauzo ya nje yanahesabika pia.',
    });
    expect(q.multi_choice_options.map((o) => [o.option, o.option_sw])).toEqual([
      ['Yes', 'Ndiyo'],
      ['No', null],
    ]);
    const [row] = await db.select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({
      question_sw: 'Je, unauza nje ya Kenya?',
      description_sw: 'Mauzo ya nje yanahesabika pia.',
    });
    expect((await storedOptions(q.id)).map((o) => o.option_sw)).toEqual(['Ndiyo', null]);

    expect(await show(q.id)).toMatchObject({
      question_sw: q.question_sw,
      multi_choice_options: q.multi_choice_options,
    });
    const pub = (await publicSet()).find((x) => x.id === q.id)!;
    expect(pub).toMatchObject({ question_sw: q.question_sw, description_sw: q.description_sw });
    expect(pub.multi_choice_options).toEqual(q.multi_choice_options);
  });

  it('stores no Swahili text when none is given, or a blank one', async () => {
    const plain = await created(singleSelect({ number: nextNumber() }));
    expect(plain).toMatchObject({ question_sw: null, description_sw: null });
    expect(plain.multi_choice_options.every((o) => o.option_sw === null)).toBe(true);
    const blank = await created(swahiliSelect({ question_sw: '   ', description_sw: '' }));
    expect(blank).toMatchObject({ question_sw: null, description_sw: null });
    const [row] = await db.select().from(questions).where(eq(questions.id, blank.id));
    expect(row).toMatchObject({ question_sw: null, description_sw: null });
  });

  it('updates and clears them; the options keep their ids', async () => {
    const q = await created(swahiliSelect());
    const payload = asPayload(q);
    expect(payload.question_sw).toBe('Je, unauza nje ya Kenya?');
    payload.question_sw = 'Je, unauza bidhaa nje ya Kenya?';
    payload.description_sw = ' ';
    payload.single_select_multiple_choice_options = [
      { id: q.multi_choice_options[0]!.id, value: 'Yes', value_sw: '' },
      { id: q.multi_choice_options[1]!.id, value: 'No', value_sw: 'Hapana' },
    ];
    const res = await update(q.id, payload);
    expect(res.statusCode, res.body).toBe(200);
    const next: AdminQuestion = res.json();
    expect(next).toMatchObject({ question_sw: 'Je, unauza bidhaa nje ya Kenya?', description_sw: null });
    expect(await storedOptions(q.id)).toEqual([
      { id: q.multi_choice_options[0]!.id, option: 'Yes', option_sw: null },
      { id: q.multi_choice_options[1]!.id, option: 'No', option_sw: 'Hapana' },
    ]);
    // Sent back unchanged, they stay.
    expect((await update(q.id, asPayload(next))).json()).toMatchObject({
      question_sw: next.question_sw,
      multi_choice_options: next.multi_choice_options,
    });
  });

  it('keeps the texts of sub-questions and their options', async () => {
    const q = await created(multiPart());
    const [part] = q.multi_part_questions;
    expect(part).toMatchObject({ question: 'Speed', question_sw: 'Kasi' });
    expect(part!.multi_part_options.map((o) => o.option_sw)).toEqual(['Polepole', null]);

    const payload = asPayload(q);
    const sent = payload.multi_part_single_select_multiple_choice_questions![0]!;
    sent.value_sw = 'Mwendo';
    sent.options[1]!.value_sw = 'Haraka';
    const next: AdminQuestion = (await update(q.id, payload)).json();
    expect(next.multi_part_questions[0]).toMatchObject({ id: part!.id, question_sw: 'Mwendo' });
    const [storedPart] = await db.select().from(multiPartQuestions).where(eq(multiPartQuestions.id, part!.id));
    expect(storedPart!.question_sw).toBe('Mwendo');
    const storedPartOptions = await db
      .select({ option_sw: multiPartOptions.option_sw })
      .from(multiPartOptions)
      .where(eq(multiPartOptions.multi_part_question_id, part!.id))
      .orderBy(multiPartOptions.id);
    expect(storedPartOptions.map((o) => o.option_sw)).toEqual(['Polepole', 'Haraka']);
  });

  it('refuses an over-long Swahili text with a field error, and writes nothing', async () => {
    const count = async () => (await db.select({ id: questions.id }).from(questions)).length;
    const before = await count();
    const long = await create(
      swahiliSelect({
        question_sw: 'a'.repeat(1001),
        description_sw: 'b'.repeat(2001),
        single_select_multiple_choice_options: [
          { value: 'Yes', value_sw: 'c'.repeat(301) },
          { value: 'No', value_sw: 'Hapana' },
        ],
      }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      question_sw: 'Maximum 1000 characters',
      description_sw: 'Maximum 2000 characters',
      'single_select_multiple_choice_options.0.value_sw': 'Maximum 300 characters',
    });
    expect(await count()).toBe(before);

    const q = await created(multiPart());
    const payload = asPayload(q);
    payload.question_sw = 'x'.repeat(1001);
    payload.multi_part_single_select_multiple_choice_questions![0]!.value_sw = 'y'.repeat(301);
    const res = await update(q.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      question_sw: 'Maximum 1000 characters',
      'multi_part_single_select_multiple_choice_questions.0.value_sw': 'Maximum 300 characters',
    });
    const [row] = await db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.question_sw).toBe('Tathmini haya');
    const parts = await db
      .select()
      .from(multiPartQuestions)
      .where(inArray(multiPartQuestions.question_id, [q.id]));
    expect(parts.map((p) => p.question_sw)).toEqual(['Kasi']);
    expect((await call('GET', `/api/question/${q.id}`, admin)).json()).toMatchObject({ question_sw: 'Tathmini haya' });
  });
});
