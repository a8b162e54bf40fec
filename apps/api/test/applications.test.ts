import { type Answers, emptyAnswers, ownApplication } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { AnyQuestion, Question } from '@portal/contract/questions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLogs,
  programs,
  users,
  ventureCSuiteMembers,
  ventures,
  ventureTeamMembers,
} from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db, mailer } = t;

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
const submit = (payload: object, headers = me.headers) => req('POST', '/api/application', headers, payload);
const own = (headers = me.headers) => req('GET', '/api/application?type=application', headers);
const valid = { marketing_source_id: 1, terms_conditions: 1, declaration: 1 };

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

/** The required answers (the revenue and referral questions answered so that no child shows). */
function requiredAnswers(): Answers {
  const rate = q("Rate your team's");
  const sdg = q('Which of the UN');
  return {
    ...emptyAnswers(),
    open_ended: {
      [q('In one phrase').id]: 'Solar cold rooms',
      [q('What problem').id]: '<p>Farmers lose a third of their harvest.</p>',
      [q('How does your solution').id]: '<p>Pay-as-you-store cold rooms.</p>',
    },
    single_select: {
      [q('Is your venture generating revenue').id]: opt(q('Is your venture generating revenue'), 'No'),
      [q('Are all of your co-founders women').id]: opt(q('Are all of your co-founders women'), 'A few of them'),
      [q('How did you hear').id]: opt(q('How did you hear'), 'Relative'),
    },
    multi_select: { [sdg.id]: [opt(sdg, 'Gender Equality')] },
    multi_part_single_select: Object.fromEntries(
      rate.multi_part_questions.map((p) => [String(p.id), p.multi_part_options[0]!.id]),
    ),
  };
}

describe('before a programme is open', () => {
  it('needs a sign-in', async () => {
    expect((await req('GET', '/api/application?type=application')).statusCode).toBe(401);
    expect((await req('POST', '/api/application', undefined, valid)).statusCode).toBe(401);
  });

  it('answers status 0 without an application, and refuses a submission with 409', async () => {
    expect((await own()).json()).toEqual({ status: 0, application: null });
    const res = await submit(valid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.noOpenProgram);
  });

  it('refuses an unknown view type', async () => {
    expect((await req('GET', '/api/application?type=list', me.headers)).statusCode).toBe(422);
  });

  it('opens a programme for the rest of the file', async () => {
    await db.insert(programs).values({
      name: 'Cohort 8',
      application_deadline: '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
      active: 1,
    });
    expect((await own()).json()).toEqual({ status: 0, application: null });
  });
});

describe('POST /api/application', () => {
  it("refuses a submission without the terms agreement with the spec's message", async () => {
    for (const terms of [undefined, 0, false]) {
      const res = await submit({ ...valid, terms_conditions: terms });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Kindly agree to the Terms and Conditions of the Program',
        errors: { terms_conditions: MSG.termsRequired },
      });
    }
  });

  it('refuses a missing or unknown marketing source', async () => {
    const missing = await submit({ terms_conditions: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: MSG.marketingSourceRequired,
      errors: { marketing_source_id: MSG.marketingSourceRequired },
    });
    const unknown = await submit({ ...valid, marketing_source_id: 9999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ marketing_source_id: MSG.marketingSourceRequired });
  });

  const refusedWith = async (message: string) => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect((await own()).json().status).toBe(0);
    expect(await db.select().from(applications).where(eq(applications.user_id, me.user.id))).toHaveLength(0);
  };

  it('refuses a submission before the personal details are saved', async () => {
    await refusedWith(MSG.personalDetailsFirst);
    await db.update(users).set({ dob: '1995-05-05' }).where(eq(users.id, me.user.id));
    await refusedWith(MSG.personalDetailsFirst); // the gender is missing still
    await db.update(users).set({ gender_id: 1 }).where(eq(users.id, me.user.id));
  });

  it('refuses a submission before the venture is saved (an upload alone is not a saved venture)', async () => {
    await refusedWith(MSG.ventureFirst);
    await db.insert(ventures).values({ user_id: me.user.id, image: 'logo.webp' });
    await refusedWith(MSG.ventureFirst);
    await db.update(ventures).set({ name: 'Baridi Solar' }).where(eq(ventures.user_id, me.user.id));
  });

  it('refuses a submission until both certificates are uploaded', async () => {
    await refusedWith(MSG.certificatesFirst);
    await db.update(ventures).set({ cr12: 'cr12.pdf' }).where(eq(ventures.user_id, me.user.id));
    await refusedWith(MSG.certificatesFirst);
    await db.update(ventures).set({ registration_cetificate: 'reg.pdf' }).where(eq(ventures.user_id, me.user.id));
  });

  it('refuses a submission while required answers are missing', async () => {
    await refusedWith(MSG.answersIncomplete);
  });

  it('refuses a submission until the team is saved: a member, and a C-suite member when the answer is Yes', async () => {
    expect((await req('POST', '/api/answer', me.headers, requiredAnswers())).statusCode).toBe(200);
    await refusedWith(MSG.teamFirst);
    // The C-suite answer travels with the venture's own save too: on its own it is no team.
    const [venture] = await db
      .update(ventures)
      .set({ c_suite_women: 1 })
      .where(eq(ventures.user_id, me.user.id))
      .returning();
    await refusedWith(MSG.teamMin);
    await db.insert(ventureTeamMembers).values({
      venture_id: venture!.id,
      first_name: 'Grace',
      last_name: 'Wambui',
      role: 'CEO',
      shares: 100,
      gender_id: 1,
      years_experience: 8,
      founder: true,
    });
    await refusedWith(MSG.cSuiteMin);
    await db.insert(ventureCSuiteMembers).values({
      venture_id: venture!.id,
      title: 'CEO',
      first_name: 'Grace',
      last_name: 'Wambui',
      country_id: 114,
      city: 'Nairobi',
      gender_id: 1,
    });
  });

  let first: ReturnType<typeof ownApplication.parse>;

  it('submits the application once of five simultaneous submits, and sends one confirmation mail', async () => {
    const sentBefore = mailer.sent.length;
    const all = await Promise.all(Array.from({ length: 5 }, () => submit(valid)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const res = all.find((r) => r.json().application.updated_at === r.json().application.submitted_at)!;
    first = ownApplication.parse(res.json());
    const [venture] = await db.select().from(ventures).where(eq(ventures.user_id, me.user.id));
    expect(first).toMatchObject({
      status: 1,
      application: { marketing_source_id: 1, terms_conditions: 1, venture_id: venture!.id },
    });
    expect(first.application!.submitted_at).toBe(clock.now().toISOString());
    expect((await own()).json()).toEqual(first);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(me.email);
    expect(mail.subject).toBe('We received your application to Cohort 8');
    expect(mail.text).toContain('Baridi Solar');
    expect(mail.text).toContain('30 April 2026');
    expect(mail.text).toContain('http://portal.test/cohort-8/apply-now');
    expect(mail.html).toContain('Baridi Solar');
  });

  it('updates the one application when submitted again; submitted_at stays the first; no second mail', async () => {
    clock.advance(3600_000);
    const sentBefore = mailer.sent.length;
    const res = await submit({ ...valid, marketing_source_id: 2 });
    expect(mailer.sent.length).toBe(sentBefore);
    expect(res.statusCode).toBe(200);
    const again = ownApplication.parse(res.json());
    expect(again.application).toMatchObject({
      id: first.application!.id,
      marketing_source_id: 2,
      submitted_at: first.application!.submitted_at,
    });
    expect(again.application!.updated_at).toBe(clock.now().toISOString());
    expect(again.application!.updated_at > first.application!.updated_at).toBe(true);
    const rows = await db.select().from(applications).where(eq(applications.user_id, me.user.id));
    expect(rows).toHaveLength(1);
    const log = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Application'), eq(auditLogs.model_id, String(first.application!.id))));
    expect(log.map((l) => l.action)).toEqual(['created', 'updated']);
    expect(log[1]!.changed).toMatchObject({ marketing_source_id: 2 });
  });

  it('does not fail the submission when the mail cannot be sent', async () => {
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await submit(valid);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(1);
    } finally {
      mailer.send = send;
    }
  });

  it('shows another applicant nothing of mine', async () => {
    expect((await own(other.headers)).json()).toEqual({ status: 0, application: null });
    expect((await submit(valid, other.headers)).json().message).toBe(MSG.personalDetailsFirst);
  });

  it('refuses a submission after the deadline day with 409', async () => {
    clock.set('2026-04-30T21:00:00Z'); // midnight in Nairobi
    me = { ...me, headers: await t.signIn(me.email, me.password) };
    const res = await submit(valid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '30 April 2026'));
    // Even without the terms: the deadline answers first.
    expect((await submit({})).statusCode).toBe(409);
    expect((await own()).json().status).toBe(1);
  });
});
