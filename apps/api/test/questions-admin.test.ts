import { MSG } from '@portal/contract/messages';
import { type AdminQuestion, QUESTION_TYPE, QUESTION_TYPE_NAMES, questionFormData } from '@portal/contract/questions';
import { describe, expect, it } from 'vitest';
import { PERSONAS, questionsAdminFixture } from '../testing/questions-admin-fixture';

// Reading the seeded set, the permissions and the validation: every write here removes what it made.
const { admin, as, call, list, all, publicSet, create, update, asPayload, singleSelect, created } =
  await questionsAdminFixture();

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
