import type { Permission } from '@portal/contract/permissions';
import {
  type AdminQuestion,
  publicQuestions,
  QUESTION_TYPE,
  type Question,
  type QuestionOption,
  type QuestionPayload,
} from '@portal/contract/questions';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { answers, auditLogs } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { createProgram } from './factories';
import { createTestApp } from './helpers';

type Headers = Record<string, string>;

/** One persona per question permission (and none, and application_view), by name. */
export const PERSONAS: Record<string, Permission[]> = {
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

/**
 * One app per question-admin test file: the seeded question set (db/seed/questions.ts: 13
 * top-level questions, 17 with the children), an open programme, an applicant to answer, the
 * PERSONAS signed in, and the calls the files share.
 */
export async function questionsAdminFixture() {
  const t = await createTestApp();
  const { app, db } = t;
  await seedQuestionSet(db);
  const admin = await t.admin();
  const as: Record<string, Headers> = {};
  for (const [name, perms] of Object.entries(PERSONAS)) as[name] = (await t.persona(perms)).headers;
  const applicantId = (await t.persona([])).user.id;
  const programId = (await createProgram(db)).id;

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

  const optionPayload = (o: QuestionOption) => ({ id: o.id, value: o.option, value_sw: o.option_sw });
  /** A stored question as the form would send it back (options and parts with their ids). */
  const asPayload = (q: AdminQuestion): QuestionPayload => ({
    id: q.id,
    question_type_id: q.question_type_id as QuestionPayload['question_type_id'],
    number: q.number,
    question: q.question,
    description: q.description,
    question_sw: q.question_sw,
    description_sw: q.description_sw,
    length: q.length,
    required: q.required,
    parent_id: q.parent_id,
    open_ended: q.question_type_id === QUESTION_TYPE.openEnded ? 1 : 0,
    single_select_multiple_choice_options: q.multi_choice_options.map(optionPayload),
    multi_part_single_select_multiple_choice_questions: q.multi_part_questions.map((p) => ({
      id: p.id,
      value: p.question,
      value_sw: p.question_sw,
      options: p.multi_part_options.map(optionPayload),
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

  return {
    t,
    app,
    db,
    admin,
    as,
    call,
    list,
    all,
    publicSet,
    show,
    create,
    update,
    asPayload,
    singleSelect,
    created,
    answer,
    auditOf,
  };
}
