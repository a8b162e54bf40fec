import { type Answers, type AnswersInput, emptyAnswers } from '@portal/contract/applications';
import type { AnyQuestion, Question } from '@portal/contract/questions';
import { seedQuestionSet } from '../src/db/seed/questions';
import { createProgram } from './factories';
import { createTestApp, type fakeClock } from './helpers';

/** Finding the seeded questions (db/seed/questions.ts) by their text, and their options by name. */
export function questionFinder(set: Question[]) {
  /** A question (top-level or child) by the start of its text. */
  const q = (text: string): AnyQuestion => {
    for (const top of set) {
      if (top.question.startsWith(text)) return top;
      const child = top.child_questions.find((c) => c.question.startsWith(text));
      if (child) return child;
    }
    throw new Error(`no question ${text}`);
  };
  const opt = (question: AnyQuestion, option: string) =>
    question.multi_choice_options.find((o) => o.option === option)!.id;
  const part = (question: AnyQuestion, name: string) => question.multi_part_questions.find((p) => p.question === name)!;
  const partOpt = (question: AnyQuestion, name: string, option: string) =>
    part(question, name).multi_part_options.find((o) => o.option === option)!.id;
  return { q, opt, part, partOpt };
}

/**
 * One app per answers test file: the seeded question set and an open programme (deadline
 * 2026-04-30), each test signing up its own applicant with `applicant()`.
 */
export async function answersFixture(clock: ReturnType<typeof fakeClock>) {
  const t = await createTestApp({ clock });
  const { app, db } = t;
  await seedQuestionSet(db);
  await createProgram(db);
  const viewer = await t.persona([]);
  const set: Question[] = (
    await app.inject({ method: 'GET', url: '/api/question?type=public', headers: viewer.headers })
  ).json();
  const { q, opt, part, partOpt } = questionFinder(set);

  const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });
  const save = (payload: AnswersInput, headers: Record<string, string>) => req('POST', '/api/answer', headers, payload);
  const load = async (headers: Record<string, string>): Promise<Answers> =>
    (await req('GET', '/api/answer', headers)).json();
  const k = (x: AnyQuestion | { id: number }) => String(x.id);
  const err = (x: AnyQuestion | { id: number }) => `question_${x.id}`;

  /** Every required question answered, the revealed required children too. */
  function complete(): Answers {
    const phrase = q('In one phrase');
    const problem = q('What problem');
    const how = q('How does your solution');
    const revenue = q('Is your venture generating revenue');
    const revenueAmount = q('What was your revenue');
    const founders = q('Are all of your co-founders women');
    const sdg = q('Which of the UN');
    const rate = q("Rate your team's");
    const heard = q('How did you hear');
    const referrer = q('Who referred you');
    return {
      ...emptyAnswers(),
      open_ended: {
        [k(phrase)]: 'Solar cold rooms',
        [k(problem)]: '<p>Smallholder farmers in Kirinyaga lose <strong>a third</strong> of their harvest.</p>',
        [k(how)]: '<p>Pay-as-you-store solar cold rooms at collection centres.</p>',
        [k(revenueAmount)]: '750,000',
        [k(referrer)]: 'Wanjiku Kamau',
      },
      single_select: {
        [k(revenue)]: opt(revenue, 'Yes'),
        [k(founders)]: opt(founders, 'Yes, all of them'),
        [k(heard)]: opt(heard, 'Referred by a friend'),
      },
      multi_select: { [k(sdg)]: [opt(sdg, 'Zero Hunger'), opt(sdg, 'Gender Equality')].sort((a, b) => a - b) },
      multi_part_single_select: Object.fromEntries(
        rate.multi_part_questions.map((p) => [k(p), p.multi_part_options.find((o) => o.option === 'Some')!.id]),
      ),
    };
  }

  return { t, app, db, set, req, save, load, q, opt, part, partOpt, k, err, complete };
}
