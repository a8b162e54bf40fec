import { MSG } from '@portal/contract/messages';
import {
  type AdminQuestion,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type QuestionPayload,
} from '@portal/contract/questions';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, multiChoiceOptions, multiPartQuestions, questions } from '../src/db/schema';
import { questionsAdminFixture } from '../testing/questions-admin-fixture';

const { t, app, db, admin, call, all, publicSet, show, create, update, asPayload, singleSelect, created, auditOf } =
  await questionsAdminFixture();

// Top-level numbers are unique among active questions: each test takes the next free one (the
// seeded set ends at 13).
let lastNumber = 13;
const nextNumber = () => ++lastNumber;

/** A single select question of the test's own ("Yes", "No") and an open-ended child under it. */
async function parentWithChild() {
  const parent = await created(singleSelect({ number: nextNumber() }));
  const child = await created({
    question_type_id: QUESTION_TYPE.openEnded,
    number: 1,
    question: 'Which countries?',
    length: 100,
    required: 0,
    parent_id: parent.id,
  });
  return { parent, child };
}

describe('create, show, update with their audit entries', () => {
  it('creates a single select question, active at once, and a child under it', async () => {
    const number = nextNumber();
    const res = await create(singleSelect({ number }));
    expect(res.statusCode).toBe(201);
    const parent: AdminQuestion = res.json();
    expect(parent).toMatchObject({
      number,
      question: 'Do you sell outside Kenya?',
      description: 'Exports count too.',
      required: 1,
      active: 1,
      parent: null,
      question_type: { id: 2, name: QUESTION_TYPE_NAMES[2] },
    });
    expect(parent.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No']);
    const child = await created({
      question_type_id: QUESTION_TYPE.openEnded,
      number: 1,
      question: 'Which countries?',
      length: 100,
      required: 0,
      parent_id: parent.id,
    });
    expect(child.parent).toEqual({ id: parent.id, number, question: parent.question, active: 1 });
    expect((await show(parent.id)).child_count).toBe(1);

    const pub = (await publicSet()).find((q) => q.id === parent.id)!;
    expect(pub.child_questions.map((c) => c.question)).toEqual(['Which countries?']);
  });

  it('records who created it, with its options', async () => {
    const { parent } = await parentWithChild();
    const [entry] = await auditOf(parent.id);
    expect(entry).toMatchObject({ action: 'created', old: null });
    expect(entry!.modder_id).not.toBeNull();
    expect((entry!.new as { multi_choice_options: unknown[] }).multi_choice_options).toEqual(
      parent.multi_choice_options,
    );
  });

  it('refuses a number an active sibling holds, with the message next to the field', async () => {
    const { parent } = await parentWithChild();
    const res = await create(singleSelect({ number: 3 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Another active question already has number 3.',
      errors: { number: 'Another active question already has number 3.' },
    });
    const twin = await create({ question_type_id: 1, number: 1, question: 'Twin', parent_id: parent.id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('Another active child question of this parent already has number 1.');
    // 13 belongs to an inactive question: free for a new one, and then the old one cannot come back.
    const thirteen = await created(singleSelect({ number: 13, question: 'Thirteen' }));
    const patent = (await all()).find((q) => q.number === 13 && q.active === 0)!;
    const back = await call('POST', '/api/question?type=activate', admin, { id: patent.id });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Another active question already has number 13.');
    expect((await call('DELETE', `/api/question/${thirteen.id}`, admin)).statusCode).toBe(200);
  });

  it('updates the question and its options: kept ids keep their id, new ones are added, others removed', async () => {
    const { parent } = await parentWithChild();
    const payload = asPayload(parent);
    payload.question = 'Do you sell outside Kenya today?';
    payload.single_select_multiple_choice_options = [
      { id: parent.multi_choice_options[0]!.id, value: 'Yes' },
      { id: parent.multi_choice_options[1]!.id, value: 'No, not yet' },
      { id: null, value: 'Not sure' },
    ];
    const res = await update(parent.id, payload);
    expect(res.statusCode, res.body).toBe(200);
    const next: AdminQuestion = res.json();
    expect(next.question).toBe('Do you sell outside Kenya today?');
    expect(next.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No, not yet', 'Not sure']);
    expect(next.multi_choice_options.slice(0, 2).map((o) => o.id)).toEqual(
      parent.multi_choice_options.map((o) => o.id),
    );

    payload.single_select_multiple_choice_options = next.multi_choice_options
      .filter((o) => o.option !== 'Not sure')
      .map((o) => ({ id: o.id, value: o.option }));
    const removed: AdminQuestion = (await update(parent.id, payload)).json();
    expect(removed.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No, not yet']);

    const entries = await auditOf(parent.id);
    const last = entries.at(-1)!;
    expect(last.action).toBe('updated');
    expect(last.changed).toHaveProperty('multi_choice_options');
    expect(
      (last.old as { multi_choice_options: { option: string }[] }).multi_choice_options.map((o) => o.option),
    ).toEqual(['Yes', 'No, not yet', 'Not sure']);
  });

  it("refuses an option id that is not the question's (the question changed meanwhile)", async () => {
    const { parent } = await parentWithChild();
    const payload = asPayload(parent);
    payload.single_select_multiple_choice_options = [
      { id: 999_999, value: 'Yes' },
      { id: null, value: 'No' },
    ];
    const res = await update(parent.id, payload);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.questionChangedMeanwhile);
  });

  it('keeps a parent top-level, single select, and with a revealing option', async () => {
    const { parent } = await parentWithChild();
    const other = (await all()).find((q) => q.number === 10)!;
    expect((await update(parent.id, { ...asPayload(parent), parent_id: other.id })).json().message).toBe(
      MSG.questionHasChildren,
    );
    const asMulti = { ...asPayload(parent), question_type_id: QUESTION_TYPE.multiSelect } as QuestionPayload;
    expect((await update(parent.id, asMulti)).json().message).toBe(MSG.questionParentMustStaySingle);
    const noYes = asPayload(parent);
    noYes.single_select_multiple_choice_options = [
      { id: parent.multi_choice_options[0]!.id, value: 'Maybe' },
      { id: parent.multi_choice_options[1]!.id, value: 'No' },
    ];
    const res = await update(parent.id, noYes);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.questionParentNoReveal);
  });

  it('moves a child without answers to another parent, or to the top level', async () => {
    const { parent, child } = await parentWithChild();
    const heard = (await all()).find((q) => q.number === 10)!;
    const moved: AdminQuestion = (
      await update(child.id, { ...asPayload(child), parent_id: heard.id, number: 2 })
    ).json();
    expect(moved.parent).toMatchObject({ id: heard.id, number: 10 });
    const top: AdminQuestion = (
      await update(child.id, { ...asPayload(moved), parent_id: null, number: nextNumber() })
    ).json();
    expect(top.parent).toBeNull();
    const back: AdminQuestion = (await update(child.id, { ...asPayload(top), parent_id: parent.id, number: 1 })).json();
    expect(back.parent?.id).toBe(parent.id);
  });

  it('answers 404 for a question that does not exist', async () => {
    expect((await call('GET', '/api/question/99999', admin)).statusCode).toBe(404);
    expect((await update(99_999, singleSelect())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/question/99999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/question?type=activate', admin, { id: 99_999 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/question/{id}', () => {
  it('deletes an unanswered question with its options, parts and children, one audit entry each', async () => {
    const parent = await created(singleSelect({ number: nextNumber(), question: 'Delete me?' }));
    const child = await created({
      question_type_id: QUESTION_TYPE.multiPartSingleSelect,
      number: 1,
      question: 'Rate it',
      parent_id: parent.id,
      multi_part_single_select_multiple_choice_questions: [
        { value: 'Speed', options: [{ value: 'Slow' }, { value: 'Fast' }] },
      ],
    });
    const res = await call('DELETE', `/api/question/${parent.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Question Deleted Successfully' });
    expect((await call('GET', `/api/question/${parent.id}`, admin)).statusCode).toBe(404);
    expect(
      await db
        .select()
        .from(questions)
        .where(inArray(questions.id, [parent.id, child.id])),
    ).toEqual([]);
    expect(await db.select().from(multiChoiceOptions).where(eq(multiChoiceOptions.question_id, parent.id))).toEqual([]);
    expect(await db.select().from(multiPartQuestions).where(eq(multiPartQuestions.question_id, child.id))).toEqual([]);
    for (const q of [parent, child]) {
      const last = (await auditOf(q.id)).at(-1)!;
      expect(last).toMatchObject({ action: 'deleted', new: null });
      expect((last.old as { question: string }).question).toBe(q.question);
    }
    const childOld = (await auditOf(child.id)).at(-1)!.old as { multi_part_questions: { question: string }[] };
    expect(childOld.multi_part_questions.map((p) => p.question)).toEqual(['Speed']);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('an answer save and a question change at the same time', () => {
  it('waits for the change and checks the answers against it', async () => {
    const q = await created(singleSelect({ number: nextNumber(), question: 'Race?' }));
    const [keep, gone] = q.multi_choice_options;
    const founder = await t.persona([]);
    let save: Promise<{ statusCode: number; json: () => { errors?: Record<string, string> } }> | undefined;
    await db.transaction(async (tx) => {
      // What updateQuestion does first: lock the question.
      await tx.select().from(questions).where(eq(questions.id, q.id)).for('update');
      save = app.inject({
        method: 'POST',
        url: '/api/answer',
        headers: founder.headers,
        payload: { single_select: { [q.id]: gone!.id } },
      });
      const early = await Promise.race([
        save.then(() => 'answered'),
        new Promise((r) => setTimeout(() => r('waiting'), 400)),
      ]);
      expect(early).toBe('waiting');
      await tx.delete(multiChoiceOptions).where(eq(multiChoiceOptions.id, gone!.id));
    });
    const res = await save!;
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.[`question_${q.id}`]).toBe(MSG.answerUnknownOption);
    expect(await db.select().from(answers).where(eq(answers.question_id, q.id))).toEqual([]);
    expect(keep).toBeTruthy();
  });
});
