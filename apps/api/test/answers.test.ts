import { type Answers, type AnswersInput, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { AnyQuestion, Question } from '@portal/contract/questions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, programs, questions } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

let me: Awaited<ReturnType<typeof t.persona>>;
let other: Awaited<ReturnType<typeof t.persona>>;
let set: Question[];

beforeAll(async () => {
  await seedQuestionSet(db);
  me = await t.persona([]);
  other = await t.persona([]);
  set = (await app.inject({ method: 'GET', url: '/api/question?type=public', headers: me.headers })).json();
});

const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });
const save = (payload: AnswersInput, headers = me.headers) => req('POST', '/api/answer', headers, payload);
const load = async (headers = me.headers): Promise<Answers> => (await req('GET', '/api/answer', headers)).json();

/** A question (top-level or child) by its text. */
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

describe('before a programme is open', () => {
  it('needs a sign-in', async () => {
    expect((await req('GET', '/api/answer')).statusCode).toBe(401);
    expect((await req('POST', '/api/answer', undefined, complete())).statusCode).toBe(401);
  });

  it('answers empty groups and refuses a save with 409', async () => {
    expect(await load()).toEqual(emptyAnswers());
    const res = await save(complete());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.noOpenProgram);
  });

  it('opens a programme for the rest of the file', async () => {
    await db.insert(programs).values({
      name: 'Cohort 8',
      application_deadline: '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
      active: 1,
    });
    expect(await load()).toEqual(emptyAnswers());
  });
});

describe('POST /api/answer', () => {
  it('saves the answers and answers them back through GET', async () => {
    const res = await save(complete());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.answersSaved });
    expect(await load()).toEqual(complete());
  });

  it('writes one audit entry per save (model Answer, action updated, old and new groups)', async () => {
    const entries = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Answer'), eq(auditLogs.model_id, String(me.user.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'updated',
      modder_id: me.user.id,
      old: emptyAnswers(),
      new: complete(),
    });
  });

  it('replaces the previous answers: a save without an optional answer removes it', async () => {
    const traction = q('What traction');
    const withTraction = {
      ...complete(),
      open_ended: { ...complete().open_ended, [k(traction)]: '<p>120 farmers</p>' },
    };
    expect((await save(withTraction)).statusCode).toBe(200);
    expect((await load()).open_ended[k(traction)]).toBe('<p>120 farmers</p>');
    expect((await save(complete())).statusCode).toBe(200);
    expect(await load()).toEqual(complete());
  });

  it('refuses an unknown question, an inactive question or child, and a question in the wrong group', async () => {
    const [patent] = await db
      .select()
      .from(questions)
      .where(eq(questions.question, 'Do you hold a patent or a registered trademark?'));
    const [audited] = await db.select().from(questions).where(eq(questions.question, 'Are your accounts audited?'));
    const phrase = q('In one phrase');
    const rate = q("Rate your team's");
    const cases: [Partial<Answers>, string][] = [
      [{ open_ended: { ...complete().open_ended, 999999: 'x' } }, 'question_999999'],
      [{ single_select: { ...complete().single_select, [patent!.id]: 1 } }, err(patent!)],
      // The inactive child sits under 'Yes', which is chosen: still unknown.
      [{ single_select: { ...complete().single_select, [audited!.id]: 1 } }, err(audited!)],
      [{ single_select: { ...complete().single_select, [k(phrase)]: 1 } }, err(phrase)],
      [{ open_ended: { ...complete().open_ended, [k(rate)]: 'x' } }, err(rate)],
      // A multi-part question's own id is not a part.
      [{ multi_part_single_select: { ...complete().multi_part_single_select, [k(rate)]: 1 } }, err(rate)],
    ];
    for (const [change, key] of cases) {
      const res = await save({ ...complete(), ...change });
      expect(res.statusCode, key).toBe(422);
      expect(res.json()).toEqual({ message: MSG.validationFailed, errors: { [key]: MSG.answerUnknownQuestion } });
    }
    // Keys are ids; values of the group's kind.
    const badKey = await save({ ...complete(), open_ended: { phrase: 'x' } } as never);
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().message).toBe(MSG.validationFailed);
    expect((await save({ ...complete(), single_select: { 1: 'Yes' } } as never)).statusCode).toBe(422);
    // Nothing was written.
    expect(await load()).toEqual(complete());
  });

  it("refuses an option that is not the question's or the part's", async () => {
    const revenue = q('Is your venture generating revenue');
    const founders = q('Are all of your co-founders women');
    const sdg = q('Which of the UN');
    const rate = q("Rate your team's");
    const product = part(rate, 'Product');
    const cases: [Partial<Answers>, string][] = [
      [{ single_select: { ...complete().single_select, [k(revenue)]: opt(founders, 'A few of them') } }, err(revenue)],
      [{ multi_select: { [k(sdg)]: [opt(sdg, 'Zero Hunger'), opt(revenue, 'No')] } }, err(sdg)],
      [
        {
          multi_part_single_select: {
            ...complete().multi_part_single_select,
            [k(product)]: partOpt(rate, 'Sales', 'None'),
          },
        },
        err(product),
      ],
    ];
    for (const [change, key] of cases) {
      const res = await save({ ...complete(), ...change });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors).toEqual({ [key]: MSG.answerUnknownOption });
    }
  });

  it('keeps one of each option of a multi-select', async () => {
    const sdg = q('Which of the UN');
    const a = opt(sdg, 'Climate Action');
    const b = opt(sdg, 'No Poverty');
    expect((await save({ ...complete(), multi_select: { [k(sdg)]: [a, b, a] } })).statusCode).toBe(200);
    expect((await load()).multi_select[k(sdg)]).toEqual([a, b].sort((x, y) => x - y));
  });

  it("drops a child's answers when the parent's answer hides it, and keeps them when it reveals it", async () => {
    const revenue = q('Is your venture generating revenue');
    const amount = q('What was your revenue');
    const founders = q('Are all of your co-founders women');
    const mentor = q('Would your founders');
    const hidden = {
      ...complete(),
      single_select: {
        ...complete().single_select,
        [k(revenue)]: opt(revenue, 'No'),
        [k(founders)]: opt(founders, 'Majority of them'),
        [k(mentor)]: opt(mentor, 'Yes'),
      },
    };
    expect((await save(hidden)).statusCode).toBe(200);
    const stored = await load();
    expect(stored.open_ended).not.toHaveProperty(k(amount));
    expect(stored.single_select).not.toHaveProperty(k(mentor));
    expect(stored.single_select[k(revenue)]).toBe(opt(revenue, 'No'));

    // Even a wrong option under a hidden child is dropped without an error.
    const wrong = { ...hidden, single_select: { ...hidden.single_select, [k(mentor)]: opt(revenue, 'No') } };
    expect((await save(wrong)).statusCode).toBe(200);

    const shown = {
      ...complete(),
      single_select: { ...complete().single_select, [k(mentor)]: opt(mentor, 'Not sure') },
    };
    expect((await save(shown)).statusCode).toBe(200);
    const again = await load();
    expect(again.open_ended[k(amount)]).toBe('750,000');
    expect(again.single_select[k(mentor)]).toBe(opt(mentor, 'Not sure'));
  });

  it('refuses missing required answers, one error per question', async () => {
    const phrase = q('In one phrase');
    const sdg = q('Which of the UN');
    const rate = q("Rate your team's");
    const amount = q('What was your revenue');
    const { [k(phrase)]: _p, [k(amount)]: _a, ...open } = complete().open_ended;
    const [first, ...restParts] = rate.multi_part_questions;
    const res = await save({
      ...complete(),
      open_ended: { ...open, [k(phrase)]: '   ' },
      multi_select: { [k(sdg)]: [] },
      multi_part_single_select: Object.fromEntries(
        restParts.map((p) => [k(p), complete().multi_part_single_select[k(p)]!]),
      ),
    });
    expect(first).toBeDefined();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MSG.validationFailed,
      errors: {
        [err(phrase)]: MSG.answerRequired,
        [err(sdg)]: MSG.answerRequired,
        [err(rate)]: MSG.answerRequired,
        // Revealed by 'Yes' and required.
        [err(amount)]: MSG.answerRequired,
      },
    });
    const empty = await save({});
    expect(empty.statusCode).toBe(422);
    const required = set.filter((x) => x.required).map(err);
    expect(Object.keys(empty.json().errors).sort()).toEqual(required.sort());
  });

  it('limits an answer to its length (visible text for rich text)', async () => {
    const phrase = q('In one phrase');
    const problem = q('What problem');
    const long = await save({ ...complete(), open_ended: { ...complete().open_ended, [k(phrase)]: 'x'.repeat(26) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ [err(phrase)]: MSG.answerTooLong.replace('{max}', '25') });
    // Surrounding spaces do not count.
    const padded = await save({
      ...complete(),
      open_ended: { ...complete().open_ended, [k(phrase)]: ` ${'x'.repeat(25)} ` },
    });
    expect(padded.statusCode).toBe(200);
    expect((await load()).open_ended[k(phrase)]).toBe('x'.repeat(25));

    const words = 'a'.repeat(1500);
    const fits = await save({
      ...complete(),
      open_ended: {
        ...complete().open_ended,
        [k(problem)]: `<p><strong>${words.slice(0, 700)}</strong>${words.slice(700)}</p>`,
      },
    });
    expect(fits.statusCode).toBe(200);
    const over = await save({
      ...complete(),
      open_ended: { ...complete().open_ended, [k(problem)]: `<p>${words}&amp;</p>` },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ [err(problem)]: MSG.answerTooLong.replace('{max}', '1500') });
  });

  it('sanitises rich text answers: a script never comes back', async () => {
    const problem = q('What problem');
    const phrase = q('In one phrase');
    const res = await save({
      ...complete(),
      open_ended: {
        ...complete().open_ended,
        [k(problem)]:
          '<p onclick="steal()">Cold rooms<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
        [k(phrase)]: '  Cold rooms ',
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = (await load()).open_ended;
    expect(stored[k(problem)]).toContain('Cold rooms');
    expect(stored[k(problem)]).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(stored[k(phrase)]).toBe('Cold rooms');

    // Markup alone is no answer.
    const blank = await save({ ...complete(), open_ended: { ...complete().open_ended, [k(problem)]: '<p><br></p>' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ [err(problem)]: MSG.answerRequired });

    // Markup that would take part of the answer with it is refused, not stored cut short.
    const cut = '<p>Cold rooms</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"><p>and the rest</p>';
    const refused = await save({ ...complete(), open_ended: { ...complete().open_ended, [k(problem)]: cut } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [err(problem)]: MSG.unsafeMarkup });
  });

  it("keeps an 'Other' text only beside a chosen 'Other', and requires it there", async () => {
    const sdg = q('Which of the UN');
    const heard = q('How did you hear');
    const channels = q('Which channels');
    const online = part(channels, 'Online');
    const offline = part(channels, 'Offline');
    const withOther: Answers = {
      ...complete(),
      multi_select: { [k(sdg)]: [opt(sdg, 'Gender Equality'), opt(sdg, 'Other')] },
      multi_part_multi_select: {
        [k(online)]: [partOpt(channels, 'Online', 'WhatsApp'), partOpt(channels, 'Online', 'Other')],
        [k(offline)]: [partOpt(channels, 'Offline', 'Sales agents')],
      },
      other: {
        [k(sdg)]: 'Life on Land',
        [k(online)]: 'Radio call-ins',
        [k(offline)]: 'dropped',
        [k(heard)]: 'dropped',
      },
    };
    expect((await save(withOther)).statusCode).toBe(200);
    const stored = await load();
    expect(stored.other).toEqual({ [k(sdg)]: 'Life on Land', [k(online)]: 'Radio call-ins' });
    expect(stored.multi_part_multi_select[k(online)]).toHaveLength(2);

    const missing = await save({ ...withOther, other: { [k(online)]: '  ' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      [`other_${sdg.id}`]: MSG.requiredLower,
      [`other_${online.id}`]: MSG.requiredLower,
    });

    // 'Other' of a single select; choosing it hides the referrer question, whose answer is dropped.
    const single = await save({
      ...complete(),
      single_select: { ...complete().single_select, [k(heard)]: opt(heard, 'Other') },
      other: { [k(heard)]: 'A radio interview' },
    });
    expect(single.statusCode).toBe(200);
    const after = await load();
    expect(after.other).toEqual({ [k(heard)]: 'A radio interview' });
    expect(after.open_ended).not.toHaveProperty(k(q('Who referred you')));
  });

  it('keeps each applicant to their own answers', async () => {
    expect(await load(other.headers)).toEqual(emptyAnswers());
    const mine = await load();
    const theirs = { ...complete(), open_ended: { ...complete().open_ended, [k(q('In one phrase'))]: 'Their phrase' } };
    expect((await save(theirs, other.headers)).statusCode).toBe(200);
    expect((await load(other.headers)).open_ended[k(q('In one phrase'))]).toBe('Their phrase');
    expect(await load()).toEqual(mine);
  });

  it('leaves out answers to a question deactivated since they were saved, and keeps them through her next save', async () => {
    const traction = q('What traction');
    const saved = { ...complete(), open_ended: { ...complete().open_ended, [k(traction)]: '<p>120 farmers</p>' } };
    expect((await save(saved)).statusCode).toBe(200);
    await db.update(questions).set({ active: 0 }).where(eq(questions.id, traction.id));
    try {
      const stored = await load();
      expect(stored).toEqual(complete());
      // What GET answered can be posted back as it is.
      expect((await save(stored)).statusCode).toBe(200);
    } finally {
      await db.update(questions).set({ active: 1 }).where(eq(questions.id, traction.id));
    }
    // The save replaced only the answers to the questions asked: the deactivated one's stayed.
    expect((await load()).open_ended[k(traction)]).toBe('<p>120 farmers</p>');
  });

  it('accepts saves on the deadline day and refuses them with 409 after it', async () => {
    clock.set('2026-04-30T20:00:00Z'); // 23:00 in Nairobi on the deadline day
    // Weeks later: the earlier session has expired.
    me = { ...me, headers: await t.signIn(me.email, me.password) };
    expect((await save(complete())).statusCode).toBe(200);
    clock.set('2026-04-30T21:00:00Z'); // midnight in Nairobi
    const res = await save(complete());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '30 April 2026'));
    // Even an invalid body: the deadline answers first.
    expect((await save({ open_ended: { x: 'y' } } as never)).statusCode).toBe(409);
    // Reading still works.
    expect(await load()).toEqual(complete());
  });
});
