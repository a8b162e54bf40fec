import type { Answers, AnswersInput } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { answersFixture } from '../testing/answers-fixture';
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

describe('POST /api/answer refuses what the question set does not allow', () => {
  it('refuses an unknown question, an inactive question or child, and a question in the wrong group', async () => {
    const [patent] = await db
      .select()
      .from(questions)
      .where(eq(questions.question, 'Do you hold a patent or a registered trademark?'));
    const [audited] = await db.select().from(questions).where(eq(questions.question, 'Are your accounts audited?'));
    const phrase = q('In one phrase');
    const rate = q("Rate your team's");
    expect((await save(complete())).statusCode).toBe(200);
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
});
