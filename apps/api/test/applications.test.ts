import { type Answers, emptyAnswers, ownApplication } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { Question } from '@portal/contract/questions';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLogs, users, ventureCSuiteMembers, ventures, ventureTeamMembers } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { questionFinder } from '../testing/answers-fixture';
import {
  APPLICANT_PASSWORD,
  type ApplicantOptions,
  createApplicant,
  createProgram,
  withoutOpenProgram,
} from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is 2026-04-30.
const START = new Date('2026-03-02T09:00:00Z');
const clock = fakeClock(START);
const t = await createTestApp({ clock });
const { app, db, mailer } = t;

let set: Question[];
let programId: number;

beforeAll(async () => {
  await seedQuestionSet(db);
  programId = (await createProgram(db)).id;
  const viewer = await t.persona([]);
  set = (await app.inject({ method: 'GET', url: '/api/question?type=public', headers: viewer.headers })).json();
});

// A test that moves the clock leaves it where the others expect it.
afterEach(() => clock.set(START));

type Me = Awaited<ReturnType<typeof createApplicant>> & { email: string; headers: Record<string, string> };

/** An applicant of the open programme who got as far as `level` (factories.ts), signed in. */
async function applicant(level: ApplicantOptions['level'], opts: Partial<ApplicantOptions> = {}): Promise<Me> {
  const made = await createApplicant(db, { programId, set, level, venture: 'Baridi Solar', ...opts });
  return { ...made, email: made.user.email, headers: await t.signIn(made.user.email, APPLICANT_PASSWORD) };
}

const req = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });
const submit = (payload: object, headers: Record<string, string>) => req('POST', '/api/application', headers, payload);
const own = (headers: Record<string, string>) => req('GET', '/api/application?type=application', headers);
const valid = { marketing_source_id: 1, terms_conditions: 1, declaration: 1 };

/** The required answers (the revenue and referral questions answered so that no child shows). */
function requiredAnswers(): Answers {
  const { q, opt } = questionFinder(set);
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
    const me = await applicant('team');
    await withoutOpenProgram(db, async () => {
      expect((await own(me.headers)).json()).toEqual({ status: 0, application: null });
      const res = await submit(valid, me.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.noOpenProgram);
    });
  });

  it('refuses an unknown view type', async () => {
    const me = await applicant('registered');
    expect((await req('GET', '/api/application?type=list', me.headers)).statusCode).toBe(422);
  });
});

describe('POST /api/application', () => {
  it('answers status 0 while the open programme has no application of mine', async () => {
    const me = await applicant('team');
    expect((await own(me.headers)).json()).toEqual({ status: 0, application: null });
  });

  it("refuses a submission without the terms agreement with the spec's message", async () => {
    const me = await applicant('registered');
    for (const terms of [undefined, 0, false]) {
      const res = await submit({ ...valid, terms_conditions: terms }, me.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Kindly agree to the Terms and Conditions of the Program',
        errors: { terms_conditions: MSG.termsRequired },
      });
    }
  });

  it('refuses a missing or unknown marketing source', async () => {
    const me = await applicant('registered');
    const missing = await submit({ terms_conditions: 1 }, me.headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: MSG.marketingSourceRequired,
      errors: { marketing_source_id: MSG.marketingSourceRequired },
    });
    const unknown = await submit({ ...valid, marketing_source_id: 9999 }, me.headers);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ marketing_source_id: MSG.marketingSourceRequired });
  });

  const refusedWith = async (me: Me, message: string) => {
    const res = await submit(valid, me.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect((await own(me.headers)).json().status).toBe(0);
    expect(await db.select().from(applications).where(eq(applications.user_id, me.user.id))).toHaveLength(0);
  };

  it('refuses a submission before the personal details are saved', async () => {
    const me = await applicant('registered');
    await refusedWith(me, MSG.personalDetailsFirst);
    await db.update(users).set({ dob: '1995-05-05' }).where(eq(users.id, me.user.id));
    await refusedWith(me, MSG.personalDetailsFirst); // the gender is missing still
  });

  it('refuses a submission before the venture is saved (an upload alone is not a saved venture)', async () => {
    const me = await applicant('personal_details');
    await refusedWith(me, MSG.ventureFirst);
    await db.insert(ventures).values({ user_id: me.user.id, image: 'logo.webp' });
    await refusedWith(me, MSG.ventureFirst);
  });

  it('refuses a submission until both certificates are uploaded', async () => {
    const me = await applicant('venture_profile');
    await db
      .update(ventures)
      .set({ cr12: null, registration_cetificate: null })
      .where(eq(ventures.user_id, me.user.id));
    await refusedWith(me, MSG.certificatesFirst);
    await db.update(ventures).set({ cr12: 'cr12.pdf' }).where(eq(ventures.user_id, me.user.id));
    await refusedWith(me, MSG.certificatesFirst);
  });

  it('refuses a submission while required answers are missing', async () => {
    await refusedWith(await applicant('venture_profile'), MSG.answersIncomplete);
  });

  it('refuses a submission until the team is saved: a member, and a C-suite member when the answer is Yes', async () => {
    const me = await applicant('venture_profile');
    expect((await req('POST', '/api/answer', me.headers, requiredAnswers())).statusCode).toBe(200);
    await refusedWith(me, MSG.teamFirst);
    // The C-suite answer travels with the venture's own save too: on its own it is no team.
    const [venture] = await db
      .update(ventures)
      .set({ c_suite_women: 1 })
      .where(eq(ventures.user_id, me.user.id))
      .returning();
    await refusedWith(me, MSG.teamMin);
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
    await refusedWith(me, MSG.cSuiteMin);
    await db.insert(ventureCSuiteMembers).values({
      venture_id: venture!.id,
      title: 'CEO',
      first_name: 'Grace',
      last_name: 'Wambui',
      country_id: 114,
      city: 'Nairobi',
      gender_id: 1,
    });
    expect((await submit(valid, me.headers)).statusCode).toBe(200);
  });

  it('submits the application once of five simultaneous submits, and sends one confirmation mail', async () => {
    const me = await applicant('team');
    const sentBefore = mailer.sent.length;
    const all = await Promise.all(Array.from({ length: 5 }, () => submit(valid, me.headers)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const res = all.find((r) => r.json().application.updated_at === r.json().application.submitted_at)!;
    const first = ownApplication.parse(res.json());
    const [venture] = await db.select().from(ventures).where(eq(ventures.user_id, me.user.id));
    expect(first).toMatchObject({
      status: 1,
      application: { marketing_source_id: 1, terms_conditions: 1, venture_id: venture!.id },
    });
    expect(first.application!.submitted_at).toBe(clock.now().toISOString());
    expect((await own(me.headers)).json()).toEqual(first);
    expect(await db.select().from(applications).where(eq(applications.user_id, me.user.id))).toHaveLength(1);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(me.email);
    expect(mail.subject).toBe('We received your application to Cohort 8');
    expect(mail.text).toContain('Baridi Solar');
    expect(mail.text).toContain('30 April 2026');
    expect(mail.text).toContain('http://portal.test/cohort-8/apply-now');
    expect(mail.html).toContain('Baridi Solar');
  });

  it('confirms in Kiswahili to a founder who chose it, the deadline day in Kiswahili too', async () => {
    const me = await applicant('team');
    await db.update(users).set({ locale: 'sw' }).where(eq(users.id, me.user.id));
    expect((await submit(valid, me.headers)).statusCode).toBe(200);
    const mail = mailer.sent.findLast((m) => m.to === me.email)!;
    expect(mail.subject).toBe('Tumepokea maombi yako ya Cohort 8');
    expect(mail.text).toContain('Habari');
    expect(mail.text).toContain('30 Aprili 2026');
    expect(mail.text).toContain('Timu ya Cohort 8');
    expect(mail.html).toContain('<html lang="sw">');
  });

  it('updates the one application when submitted again; submitted_at stays the first; no second mail', async () => {
    const me = await applicant('team');
    const first = ownApplication.parse((await submit(valid, me.headers)).json());
    clock.advance(3600_000);
    const sentBefore = mailer.sent.length;
    const res = await submit({ ...valid, marketing_source_id: 2 }, me.headers);
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
    const me = await applicant('team');
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await submit(valid, me.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(1);
    } finally {
      mailer.send = send;
    }
  });

  it('shows another applicant nothing of mine', async () => {
    const me = await applicant('submitted');
    const other = await applicant('registered');
    expect((await own(me.headers)).json().status).toBe(1);
    expect((await own(other.headers)).json()).toEqual({ status: 0, application: null });
    expect((await submit(valid, other.headers)).json().message).toBe(MSG.personalDetailsFirst);
  });

  it('refuses a submission after the deadline day with 409', async () => {
    const me = await applicant('submitted');
    clock.set('2026-04-30T21:00:00Z'); // midnight in Nairobi
    const headers = await t.signIn(me.email, APPLICANT_PASSWORD);
    const res = await submit(valid, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.applicationsClosed.replace('{date}', '30 April 2026'));
    // Even without the terms: the deadline answers first.
    expect((await submit({}, headers)).statusCode).toBe(409);
    expect((await own(headers)).json().status).toBe(1);
  });
});
