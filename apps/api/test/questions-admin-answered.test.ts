import { MSG } from '@portal/contract/messages';
import { type AdminQuestion, QUESTION_TYPE } from '@portal/contract/questions';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, multiPartOptions, multiPartQuestions, questions } from '../src/db/schema';
import { questionsAdminFixture } from '../testing/questions-admin-fixture';

const { db, admin, as, call, all, publicSet, show, update, asPayload, singleSelect, created, answer, auditOf } =
  await questionsAdminFixture();

describe('answered questions never corrupt applications', () => {
  // Each test's own questions, answered by the applicant: a single select ("Yes" chosen) with an
  // answered child, an open-ended question and a multi-part one (Online: WhatsApp).
  let made = 0;
  let single: AdminQuestion;
  let child: AdminQuestion;
  let open: AdminQuestion;
  let parts: AdminQuestion;

  beforeEach(async () => {
    made += 1;
    const number = 100 + made * 3;
    single = await created(singleSelect({ number, question: `Have you raised money before? (${made})` }));
    child = await created({
      question_type_id: 1,
      number: 1,
      question: `How much? (${made})`,
      parent_id: single.id,
      length: 25,
    });
    open = await created({ question_type_id: 1, number: number + 1, question: 'Your city', length: 25 });
    parts = await created({
      question_type_id: QUESTION_TYPE.multiPartMultiSelect,
      number: number + 2,
      question: 'Where do you sell?',
      multi_part_single_select_multiple_choice_questions: [
        { value: 'Online', options: [{ value: 'Website' }, { value: 'WhatsApp' }] },
        { value: 'Offline', options: [{ value: 'Markets' }, { value: 'Shops' }] },
      ],
    });
    const yes = single.multi_choice_options[0]!.id;
    await answer({ question_id: single.id, option_id: yes });
    await answer({ question_id: child.id, text: '2,000,000' });
    await answer({ question_id: open.id, text: 'Nakuru' });
    const online = parts.multi_part_questions[0]!;
    await answer({ question_id: parts.id, part_id: online.id, option_id: online.multi_part_options[1]!.id });
  });

  it('says what is answered', async () => {
    const q = await show(single.id);
    expect(q.answer_count).toBe(1);
    expect(q.answered_option_ids).toEqual([single.multi_choice_options[0]!.id]);
    const p = await show(parts.id);
    expect(p.answered_part_ids).toEqual([parts.multi_part_questions[0]!.id]);
    expect(p.answered_part_option_ids).toEqual([parts.multi_part_questions[0]!.multi_part_options[1]!.id]);
  });

  it('refuses to delete an answered question, or a parent whose child is answered', async () => {
    const own = await call('DELETE', `/api/question/${open.id}`, admin);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This question has answers: deactivate it instead.');
    await db.delete(answers).where(eq(answers.question_id, single.id));
    const viaChild = await call('DELETE', `/api/question/${single.id}`, admin);
    expect(viaChild.statusCode).toBe(409);
    expect(viaChild.json().message).toBe(MSG.questionChildHasAnswers);
    await answer({ question_id: single.id, option_id: single.multi_choice_options[0]!.id });
    expect((await show(single.id)).id).toBe(single.id);
  });

  it('refuses to change the type, the parent, or one line to rich text', async () => {
    const type = await update(single.id, { ...asPayload(single), question_type_id: QUESTION_TYPE.multiSelect });
    expect(type.statusCode).toBe(409);
    // (the child rule would refuse it too: here the answer rule speaks first)
    expect(type.json().message).toBe(MSG.questionTypeLocked);
    const openType = await update(open.id, {
      ...asPayload(open),
      question_type_id: QUESTION_TYPE.singleSelect,
      single_select_multiple_choice_options: [{ value: 'Nairobi' }, { value: 'Other' }],
    });
    expect(openType.json().message).toBe(MSG.questionTypeLocked);
    const moved = await update(child.id, { ...asPayload(child), parent_id: null, number: 60 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(MSG.questionParentLocked);
    const longer = await update(open.id, { ...asPayload(open), length: 500 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().message).toBe(MSG.questionLengthLocked);
    const shorter = await update(open.id, { ...asPayload(open), length: 20, question: 'Your town' });
    expect(shorter.statusCode).toBe(200);
  });

  it('keeps answered options: they may be renamed, not removed', async () => {
    const [yes, no] = single.multi_choice_options;
    const removeYes = asPayload(single);
    removeYes.single_select_multiple_choice_options = [
      { id: no!.id, value: 'No' },
      { id: null, value: 'Yes' },
    ];
    const res = await update(single.id, removeYes);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The option "Yes" has answers: it cannot be removed.');

    const renamed = asPayload(single);
    renamed.single_select_multiple_choice_options = [
      { id: yes!.id, value: 'Yes' },
      { id: null, value: 'Not yet' },
    ];
    const ok = await update(single.id, renamed);
    expect(ok.statusCode, ok.body).toBe(200);
    const next: AdminQuestion = ok.json();
    expect(next.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'Not yet']);
    const [stored] = await db.select().from(answers).where(eq(answers.question_id, single.id));
    expect(next.multi_choice_options[0]!.id).toBe(stored!.option_id);
  });

  it('keeps answered sub-questions and their answered options', async () => {
    const [online, offline] = parts.multi_part_questions;
    const dropOnline = asPayload(parts);
    dropOnline.multi_part_single_select_multiple_choice_questions =
      dropOnline.multi_part_single_select_multiple_choice_questions!.slice(1);
    const res = await update(parts.id, dropOnline);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The sub-question "Online" has answers: it cannot be removed.');

    const dropWhatsApp = asPayload(parts);
    dropWhatsApp.multi_part_single_select_multiple_choice_questions![0]!.options = [
      { id: online!.multi_part_options[0]!.id, value: 'Website' },
    ];
    expect((await update(parts.id, dropWhatsApp)).json().message).toBe(
      'The option "WhatsApp" has answers: it cannot be removed.',
    );

    // Unanswered ones come and go freely.
    const reshaped = asPayload(parts);
    reshaped.multi_part_single_select_multiple_choice_questions = [
      {
        id: online!.id,
        value: 'Online channels',
        options: [
          { id: online!.multi_part_options[1]!.id, value: 'WhatsApp' },
          { id: null, value: 'Instagram' },
        ],
      },
      { id: null, value: 'Partners', options: [{ value: 'NGOs' }, { value: 'Cooperatives' }] },
    ];
    const ok = await update(parts.id, reshaped);
    expect(ok.statusCode, ok.body).toBe(200);
    const next: AdminQuestion = ok.json();
    expect(next.multi_part_questions.map((p) => [p.question, p.multi_part_options.map((o) => o.option)])).toEqual([
      ['Online channels', ['WhatsApp', 'Instagram']],
      ['Partners', ['NGOs', 'Cooperatives']],
    ]);
    expect(next.multi_part_questions[0]!.id).toBe(online!.id);
    expect(await db.select().from(multiPartQuestions).where(eq(multiPartQuestions.id, offline!.id))).toEqual([]);
    expect(
      await db.select().from(multiPartOptions).where(eq(multiPartOptions.multi_part_question_id, offline!.id)),
    ).toEqual([]);
    // Part ids still come from the questions' sequence.
    const ids = (await db.select({ id: questions.id }).from(questions)).map((r) => r.id);
    expect(ids).not.toContain(next.multi_part_questions[1]!.id);
  });

  it('deactivates an answered question: gone from the wizard, its answers kept and readable by staff', async () => {
    const res = await call('POST', '/api/question?type=deactivate', admin, { id: single.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: single.id, active: 0 });
    const pub = await publicSet();
    expect(pub.some((q) => q.id === single.id)).toBe(false);
    expect(JSON.stringify(pub)).not.toContain(child.question);
    const staff = (await all(as.reviewer)).find((q) => q.id === single.id)!;
    expect(staff.active).toBe(0);
    expect(staff.child_questions.map((c) => c.question)).toEqual([child.question]);
    expect(
      await db
        .select()
        .from(answers)
        .where(inArray(answers.question_id, [single.id, child.id])),
    ).toHaveLength(2);

    const entries = await auditOf(single.id);
    expect(entries.at(-1)).toMatchObject({ action: 'deactivated', changed: { active: 0 } });
    expect((await call('POST', '/api/question?type=activate', admin, { id: single.id })).statusCode).toBe(200);
    expect((await auditOf(single.id)).at(-1)).toMatchObject({ action: 'activated', changed: { active: 1 } });
  });
});
