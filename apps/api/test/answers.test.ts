import { type AnswersInput, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, questions } from '../src/db/schema';
import { answersFixture } from '../testing/answers-fixture';
import { withoutOpenProgram } from '../testing/factories';
import { fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const START = new Date('2026-03-02T09:00:00Z');
const clock = fakeClock(START);
const { t, db, set, req, q, opt, part, partOpt, k, err, complete, ...calls } = await answersFixture(clock);

/** Each test's own applicant, with nothing saved yet. */
let me: Awaited<ReturnType<typeof t.persona>>;
beforeEach(async () => {
  me = await t.persona([]);
});
const save = (payload: AnswersInput, headers = me.headers) => calls.save(payload, headers);
const load = (headers = me.headers) => calls.load(headers);

// A test that moves the clock leaves it where the others expect it.
afterEach(() => clock.set(START));

describe('before a programme is open', () => {
  it('needs a sign-in', async () => {
    expect((await req('GET', '/api/answer')).statusCode).toBe(401);
    expect((await req('POST', '/api/answer', undefined, complete())).statusCode).toBe(401);
  });

  it('answers empty groups and refuses a save with 409', async () => {
    await withoutOpenProgram(db, async () => {
      expect(await load()).toEqual(emptyAnswers());
      const res = await save(complete());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.noOpenProgram);
    });
  });
});

describe('POST /api/answer and GET /api/answer', () => {
  it('answers empty groups while nothing is saved for the open programme', async () => {
    expect(await load()).toEqual(emptyAnswers());
  });

  it('saves the answers and answers them back through GET', async () => {
    const res = await save(complete());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.answersSaved });
    expect(await load()).toEqual(complete());
  });

  it('writes one audit entry per save (model Answer, action updated, old and new groups)', async () => {
    expect((await save(complete())).statusCode).toBe(200);
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

  it('keeps each applicant to their own answers', async () => {
    expect((await save(complete())).statusCode).toBe(200);
    const other = await t.persona([]);
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
    const headers = await t.signIn(me.email, me.password);
    expect((await save(complete(), headers)).statusCode).toBe(200);
    clock.set('2026-04-30T21:00:00Z'); // midnight in Nairobi
    const res = await save(complete(), headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '30 April 2026'));
    // Even an invalid body: the deadline answers first.
    expect((await save({ open_ended: { x: 'y' } } as never, headers)).statusCode).toBe(409);
    // Reading still works.
    expect(await load(headers)).toEqual(complete());
  });
});
