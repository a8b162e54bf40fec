import { MSG } from '@portal/contract/messages';
import type { Permission } from '@portal/contract/permissions';
import {
  type AdminQuestion,
  publicQuestions,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type Question,
  type QuestionPayload,
  questionFormData,
} from '@portal/contract/questions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  auditLogs,
  multiChoiceOptions,
  multiPartOptions,
  multiPartQuestions,
  programs,
  questions,
} from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app, db } = t;

type Headers = Record<string, string>;
let admin: Headers;
let applicantId: number;
let programId: number;
const as: Record<string, Headers> = {};

const PERSONAS: Record<string, Permission[]> = {
  nobody: [],
  viewer: ['question_view'],
  capitalViewer: ['Question_view'],
  reviewer: ['application_view'],
  creator: ['question_create'],
  editor: ['question_edit'],
  archiver: ['question_archive'],
  activator: ['question_activate'],
  deactivator: ['question_deactivate'],
};

beforeAll(async () => {
  await seedQuestionSet(db);
  admin = await t.admin();
  for (const [name, perms] of Object.entries(PERSONAS)) as[name] = (await t.persona(perms)).headers;
  applicantId = (await t.persona([])).user.id;
  const [program] = await db
    .insert(programs)
    .values({
      name: 'Cohort 8',
      application_deadline: '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
      active: 1,
    })
    .returning();
  programId = program!.id;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
const list = async (query = '', headers = admin) => {
  const res = await call('GET', `/api/question${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: AdminQuestion[];
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
};
const all = async (headers = admin): Promise<Question[]> =>
  publicQuestions.parse((await call('GET', '/api/question?type=all', headers)).json());
const publicSet = async (): Promise<Question[]> =>
  publicQuestions.parse((await call('GET', '/api/question?type=public', admin)).json());
const show = async (id: number): Promise<AdminQuestion> => (await call('GET', `/api/question/${id}`, admin)).json();
const create = (payload: QuestionPayload, headers = admin) => call('POST', '/api/question', headers, payload);
const update = (id: number, payload: QuestionPayload, headers = admin) =>
  call('PUT', `/api/question/${id}`, headers, payload);

/** A stored question as the form would send it back (options and parts with their ids). */
const asPayload = (q: AdminQuestion): QuestionPayload => ({
  id: q.id,
  question_type_id: q.question_type_id as QuestionPayload['question_type_id'],
  number: q.number,
  question: q.question,
  description: q.description,
  length: q.length,
  required: q.required,
  parent_id: q.parent_id,
  open_ended: q.question_type_id === QUESTION_TYPE.openEnded ? 1 : 0,
  single_select_multiple_choice_options: q.multi_choice_options.map((o) => ({ id: o.id, value: o.option })),
  multi_part_single_select_multiple_choice_questions: q.multi_part_questions.map((p) => ({
    id: p.id,
    value: p.question,
    options: p.multi_part_options.map((o) => ({ id: o.id, value: o.option })),
  })),
});

const singleSelect = (over: Partial<QuestionPayload> = {}): QuestionPayload => ({
  question_type_id: QUESTION_TYPE.singleSelect,
  number: 20,
  question: 'Do you sell outside Kenya?',
  description: 'Exports count too.',
  required: 1,
  single_select_multiple_choice_options: [
    { id: null, value: 'Yes' },
    { id: null, value: 'No' },
  ],
  ...over,
});

const created = async (payload: QuestionPayload): Promise<AdminQuestion> => {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** Stores an applicant's answer row directly (as POST /api/answer does). */
const answer = (row: { question_id: number; part_id?: number; option_id?: number; text?: string }) =>
  db.insert(answers).values({ user_id: applicantId, program_id: programId, ...row });

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, 'Question'), eq(auditLogs.model_id, String(id))))
    .orderBy(asc(auditLogs.id));

describe('permissions', () => {
  it('answers 401 to every call signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/question'],
      ['GET', '/api/question?type=search&search=revenue'],
      ['GET', '/api/question?type=all'],
      ['GET', '/api/question?type=formData'],
      ['GET', '/api/question/1'],
      ['POST', '/api/question'],
      ['POST', '/api/question?type=activate'],
      ['POST', '/api/question?type=deactivate'],
      ['PUT', '/api/question/1'],
      ['DELETE', '/api/question/1'],
    ] as const) {
      expect((await call(method, url, undefined, { id: 1 })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('reads the list, search, show and form data with question_view or Question_view only', async () => {
    const id = (await list()).data[0]!.id;
    for (const url of [
      '/api/question',
      '/api/question?type=search&search=a',
      '/api/question?type=formData',
      `/api/question/${id}`,
    ]) {
      expect((await call('GET', url, as.viewer)).statusCode, url).toBe(200);
      expect((await call('GET', url, as.capitalViewer)).statusCode, url).toBe(200);
      for (const who of ['nobody', 'reviewer', 'creator', 'editor']) {
        expect((await call('GET', url, as[who])).statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });

  it('reads the whole set (type=all) with question_view or application_view', async () => {
    for (const who of ['viewer', 'capitalViewer', 'reviewer']) {
      expect((await call('GET', '/api/question?type=all', as[who])).statusCode, who).toBe(200);
    }
    for (const who of ['nobody', 'creator']) {
      expect((await call('GET', '/api/question?type=all', as[who])).statusCode, who).toBe(403);
    }
  });

  it('needs question_create, _edit, _archive, _activate, _deactivate for each write', async () => {
    const others = (allowed: string) => Object.keys(PERSONAS).filter((p) => p !== allowed);
    const payload = singleSelect({ number: 90, question: 'Permission probe' });
    for (const who of others('creator')) expect((await create(payload, as[who])).statusCode, who).toBe(403);
    const res = await create(payload, as.creator);
    expect(res.statusCode).toBe(201);
    const q: AdminQuestion = res.json();

    for (const who of others('editor')) expect((await update(q.id, asPayload(q), as[who])).statusCode, who).toBe(403);
    expect((await update(q.id, asPayload(q), as.editor)).statusCode).toBe(200);

    const toggle = (type: string, who: string) => call('POST', `/api/question?type=${type}`, as[who], { id: q.id });
    for (const who of others('deactivator')) expect((await toggle('deactivate', who)).statusCode, who).toBe(403);
    expect((await toggle('deactivate', 'deactivator')).statusCode).toBe(200);
    for (const who of others('activator')) expect((await toggle('activate', who)).statusCode, who).toBe(403);
    expect((await toggle('activate', 'activator')).statusCode).toBe(200);

    for (const who of others('archiver')) {
      expect((await call('DELETE', `/api/question/${q.id}`, as[who])).statusCode, who).toBe(403);
    }
    expect((await call('DELETE', `/api/question/${q.id}`, as.archiver)).statusCode).toBe(200);
  });
});

describe('GET /api/question (list, search, paging)', () => {
  it('pages in tens, top-level questions by number each followed by its children', async () => {
    const first = await list();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 17, last_page: 2 });
    const second = await list('?page=2');
    expect(second.data).toHaveLength(7);
    const order = [...first.data, ...second.data].map((q) =>
      q.parent ? `${q.parent.number}.${q.number}` : `${q.number}`,
    );
    expect(order).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '5.1',
      '5.2',
      '6',
      '6.1',
      '7',
      '8',
      '9',
      '10',
      '10.1',
      '11',
      '12',
      '13',
    ]);
    const revenue = first.data[4]!;
    const child = first.data[5]!;
    expect(revenue).toMatchObject({
      question: 'Is your venture generating revenue?',
      question_type: { id: 2, name: QUESTION_TYPE_NAMES[2] },
      active: 1,
      parent: null,
      child_count: 2,
      answer_count: 0,
    });
    expect(revenue.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No']);
    expect(child).toMatchObject({
      parent_id: revenue.id,
      parent: { id: revenue.id, number: 5, question: revenue.question },
    });
    expect(second.data.at(-1)).toMatchObject({ number: 13, active: 0 });
    expect(new Date(revenue.created_at).toISOString()).toBe(revenue.created_at);
  });

  it('asks for up to 100 a page', async () => {
    expect((await list('?per_page=100')).data).toHaveLength(17);
    expect((await call('GET', '/api/question?per_page=101', admin)).statusCode).toBe(422);
  });

  it('searches the question text, ignoring case, with paging', async () => {
    const res = await list('?type=search&search=REVENUE');
    expect(res.total).toBe(2);
    expect(res.data.map((q) => q.question)).toEqual([
      'Is your venture generating revenue?',
      'What was your revenue in the last 12 months (KES)?',
    ]);
    const paged = await list('?type=search&search=your&per_page=2&page=2');
    expect(paged.current_page).toBe(2);
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(4);
    expect((await list('?type=search&search=%25')).total).toBe(0);
    expect((await list('?type=search&search=nothing-like-this')).data).toEqual([]);
  });
});

describe('GET /api/question?type=all and ?type=formData', () => {
  it('answers every question, active or not, nested like the public set', async () => {
    const set = await all(as.reviewer);
    expect(set.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(set.at(-1)).toMatchObject({ question: 'Do you hold a patent or a registered trademark?', active: 0 });
    const revenue = set[4]!;
    expect(revenue.child_questions.map((c) => [c.number, c.question, c.active])).toEqual([
      [1, 'What was your revenue in the last 12 months (KES)?', 1],
      [2, 'Are your accounts audited?', 0],
    ]);
    // The public set is the same minus what is inactive.
    const pub = await publicSet();
    expect(pub.map((q) => q.id)).toEqual(set.filter((q) => q.active).map((q) => q.id));
  });

  it('gives the question types and the possible parents', async () => {
    const data = questionFormData.parse((await call('GET', '/api/question?type=formData', as.viewer)).json());
    expect(data.question_types).toEqual(
      Object.entries(QUESTION_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    );
    expect(data.parents.map((p) => [p.number, p.active])).toEqual([
      [5, 1],
      [6, 1],
      [10, 1],
      [13, 0],
    ]);
  });
});

describe('validation (422 with field errors)', () => {
  const errorsOf = async (payload: object) => {
    const res = await call('POST', '/api/question', admin, payload);
    expect(res.statusCode).toBe(422);
    return res.json().errors as Record<string, string>;
  };

  it('requires the type, the number and the question text', async () => {
    expect(await errorsOf({})).toMatchObject({
      question_type_id: 'Input is required',
      number: 'Input is required',
      question: 'Input is required',
    });
    expect(await errorsOf({ question_type_id: 9, number: 0, question: '  ' })).toMatchObject({
      question_type_id: 'Input is required',
      number: MSG.questionNumberWhole,
      question: 'Input is required',
    });
  });

  it('requires options for single and multi select, each with a text, none twice', async () => {
    expect(await errorsOf(singleSelect({ single_select_multiple_choice_options: [{ value: 'Yes' }] }))).toEqual({
      single_select_multiple_choice_options: 'Add at least 2 options',
    });
    expect(await errorsOf(singleSelect({ question_type_id: 3, single_select_multiple_choice_options: [] }))).toEqual({
      single_select_multiple_choice_options: MSG.questionOptionMin,
    });
    expect(
      await errorsOf(
        singleSelect({
          single_select_multiple_choice_options: [{ value: 'Yes' }, { value: ' ' }, { value: 'yes ' }],
        }),
      ),
    ).toEqual({
      'single_select_multiple_choice_options.1.value': 'Input is required',
      'single_select_multiple_choice_options.2.value': MSG.questionOptionTwice,
    });
  });

  it('requires sub-questions with options for multi-part questions', async () => {
    const base = { question_type_id: 4, number: 30, question: 'Rate these' } as const;
    expect(await errorsOf(base)).toEqual({ multi_part_single_select_multiple_choice_questions: MSG.questionPartsMin });
    expect(
      await errorsOf({
        ...base,
        multi_part_single_select_multiple_choice_questions: [
          { value: '', options: [{ value: 'Low' }, { value: 'High' }] },
          { value: 'Sales', options: [{ value: 'Low' }] },
          { value: 'sales', options: [{ value: 'Low' }, { value: '' }] },
        ],
      }),
    ).toEqual({
      'multi_part_single_select_multiple_choice_questions.0.value': 'Input is required',
      'multi_part_single_select_multiple_choice_questions.1.options': 'Add at least 2 options',
      'multi_part_single_select_multiple_choice_questions.2.value': MSG.questionPartTwice,
      'multi_part_single_select_multiple_choice_questions.2.options.1.value': 'Input is required',
    });
  });

  it('takes a whole positive length, and only what the type uses', async () => {
    expect(await errorsOf({ question_type_id: 1, number: 30, question: 'Why?', length: 2.5 })).toEqual({
      length: MSG.questionLengthWhole,
    });
    const q = await created({
      question_type_id: 1,
      number: 31,
      question: 'Why now?',
      description: '  ',
      length: 300,
      required: true,
      single_select_multiple_choice_options: [{ value: 'ignored' }],
    });
    expect(q).toMatchObject({ length: 300, required: 1, description: null, multi_choice_options: [] });
    const s = await created(singleSelect({ number: 32, question: 'Pick one', length: 300 }));
    expect(s.length).toBeNull();
    for (const id of [q.id, s.id]) expect((await call('DELETE', `/api/question/${id}`, admin)).statusCode).toBe(200);
  });

  it('hangs a child only under a top-level single select question with a revealing option', async () => {
    const set = await all();
    const sdg = set.find((x) => x.question_type_id === QUESTION_TYPE.multiSelect)!;
    const child = set[4]!.child_questions[0]!;
    const hope = set.find((x) => x.question.startsWith('What do you most hope'))!;
    const text = { question_type_id: 1, number: 1, question: 'Tell us more' } as const;
    for (const parent_id of [sdg.id, child.id, 99_999]) {
      expect(await errorsOf({ ...text, parent_id })).toEqual({ parent_id: MSG.questionParentInvalid });
    }
    expect(await errorsOf({ ...text, parent_id: hope.id })).toEqual({ parent_id: MSG.questionParentNoReveal });
  });
});

describe('create, show, update with their audit entries', () => {
  let parent: AdminQuestion;
  let child: AdminQuestion;

  it('creates a single select question, active at once, and a child under it', async () => {
    const res = await create(singleSelect({ number: 14 }));
    expect(res.statusCode).toBe(201);
    parent = res.json();
    expect(parent).toMatchObject({
      number: 14,
      question: 'Do you sell outside Kenya?',
      description: 'Exports count too.',
      required: 1,
      active: 1,
      parent: null,
      question_type: { id: 2, name: QUESTION_TYPE_NAMES[2] },
    });
    expect(parent.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'No']);
    child = await created({
      question_type_id: QUESTION_TYPE.openEnded,
      number: 1,
      question: 'Which countries?',
      length: 100,
      required: 0,
      parent_id: parent.id,
    });
    expect(child.parent).toEqual({ id: parent.id, number: 14, question: parent.question, active: 1 });
    expect((await show(parent.id)).child_count).toBe(1);

    const pub = (await publicSet()).find((q) => q.id === parent.id)!;
    expect(pub.child_questions.map((c) => c.question)).toEqual(['Which countries?']);
  });

  it('records who created it, with its options', async () => {
    const [entry] = await auditOf(parent.id);
    expect(entry).toMatchObject({ action: 'created', old: null });
    expect(entry!.modder_id).not.toBeNull();
    expect((entry!.new as { multi_choice_options: unknown[] }).multi_choice_options).toEqual(
      parent.multi_choice_options,
    );
  });

  it('refuses a number an active sibling holds, with the message next to the field', async () => {
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
    parent = removed;
  });

  it("refuses an option id that is not the question's (the question changed meanwhile)", async () => {
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
    const heard = (await all()).find((q) => q.number === 10)!;
    const moved: AdminQuestion = (
      await update(child.id, { ...asPayload(child), parent_id: heard.id, number: 2 })
    ).json();
    expect(moved.parent).toMatchObject({ id: heard.id, number: 10 });
    const top: AdminQuestion = (await update(child.id, { ...asPayload(moved), parent_id: null, number: 40 })).json();
    expect(top.parent).toBeNull();
    child = (await update(child.id, { ...asPayload(top), parent_id: parent.id, number: 1 })).json();
    expect(child.parent?.id).toBe(parent.id);
  });

  it('answers 404 for a question that does not exist', async () => {
    expect((await call('GET', '/api/question/99999', admin)).statusCode).toBe(404);
    expect((await update(99_999, singleSelect())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/question/99999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/question?type=activate', admin, { id: 99_999 })).statusCode).toBe(404);
  });
});

describe('answered questions never corrupt applications', () => {
  let single: AdminQuestion;
  let child: AdminQuestion;
  let open: AdminQuestion;
  let parts: AdminQuestion;

  beforeAll(async () => {
    single = await created(singleSelect({ number: 50, question: 'Have you raised money before?' }));
    child = await created({ question_type_id: 1, number: 1, question: 'How much?', parent_id: single.id, length: 25 });
    open = await created({ question_type_id: 1, number: 51, question: 'Your city', length: 25 });
    parts = await created({
      question_type_id: QUESTION_TYPE.multiPartMultiSelect,
      number: 52,
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
    open = shorter.json();
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
    single = ok.json();
    expect(single.multi_choice_options.map((o) => o.option)).toEqual(['Yes', 'Not yet']);
    const [stored] = await db.select().from(answers).where(eq(answers.question_id, single.id));
    expect(single.multi_choice_options[0]!.id).toBe(stored!.option_id);
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
    expect(JSON.stringify(pub)).not.toContain('How much?');
    const staff = (await all(as.reviewer)).find((q) => q.id === single.id)!;
    expect(staff.active).toBe(0);
    expect(staff.child_questions.map((c) => c.question)).toEqual(['How much?']);
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

describe('DELETE /api/question/{id}', () => {
  it('deletes an unanswered question with its options, parts and children, one audit entry each', async () => {
    const parent = await created(singleSelect({ number: 70, question: 'Delete me?' }));
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
    const q = await created(singleSelect({ number: 80, question: 'Race?' }));
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
