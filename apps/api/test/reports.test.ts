import { STAGE_REPORT_TYPES } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import type { AnyQuestion, Question } from '@portal/contract/questions';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { applications, questions, users } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { storedAnswers, storedAnswersOf } from '../src/modules/applications/answers.service';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { csvBatch } from '../src/modules/reports/reports.service';
import { parseCsv, pdfText } from '../testing/documents';
import { APPLICANT_PASSWORD, createApplicant, createProgram, sampleAnswers } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi: the files are dated 2026-03-02.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

type Persona = Awaited<ReturnType<typeof t.persona>>;
let viewer: Persona;
let nobody: Persona;
let set: Question[];
let programId: number;
const review: Record<string, Awaited<ReturnType<typeof createApplicant>>> = {};

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

beforeAll(async () => {
  await seedQuestionSet(db);
  set = await activeQuestionSet(db);
  programId = (await createProgram(db)).id;
  viewer = await t.persona(['application_view']);
  nobody = await t.persona([]);

  // Answers with 'Other' texts and rich text, to read back as text.
  const answers = sampleAnswers(set, 0);
  const sdg = q('Which of the UN');
  answers.multi_select[sdg.id] = [opt(sdg, 'Zero Hunger'), opt(sdg, 'Other')];
  answers.other[sdg.id] = 'Life on land';
  answers.open_ended[q('What problem').id] = '<p>Farmers lose <strong>a third</strong> &amp; more.</p><p>Second</p>';
  const base = { programId, set, stage: 'review' as const };
  review.baridi = await createApplicant(db, {
    ...base,
    first_name: 'Zoë',
    middle_name: 'Wanjirū',
    last_name: 'Kamau',
    venture: 'Baridi Solar',
    answers,
  });
  review.formula = await createApplicant(db, {
    ...base,
    first_name: '=HYPERLINK("http://evil.test")',
    last_name: 'Otieno',
    venture: '+SUM(A1:A9)',
    phone_number: '-254700000000',
  });
  review.third = await createApplicant(db, { ...base, venture: '@risk Labs' });
  // Not in Review: never in its file.
  await createApplicant(db, { programId, set, stage: 'submitted', venture: 'Elsewhere Ltd' });
});

const csv = async (type: string, headers = viewer.headers) => {
  const res = await app.inject({ method: 'GET', url: `/api/report?type=${type}`, headers });
  return { res, rows: parseCsv(res.body.replace(/^\ufeff/, '')) };
};
const pdf = (payload: object, headers = viewer.headers) =>
  app.inject({ method: 'POST', url: '/api/report?type=applicationPDF', headers, payload });

describe('access', () => {
  it('answers 401 signed out and 403 without application_view, to applicants too', async () => {
    const founder = await t.signIn(review.third!.user.email, APPLICANT_PASSWORD);
    const id = review.baridi!.application!.id;
    for (const headers of [{}, nobody.headers, founder]) {
      const expected = headers.authorization ? 403 : 401;
      expect((await csv(STAGE_REPORT_TYPES.review, headers)).res.statusCode).toBe(expected);
      expect((await csv('trackApplications&level=submitted', headers)).res.statusCode).toBe(expected);
      expect((await pdf({ id }, headers)).statusCode).toBe(expected);
    }
  });

  it('checks the input', async () => {
    expect((await csv('everything')).res.statusCode).toBe(422);
    expect((await csv('trackApplications')).res.json().errors).toEqual({ level: MSG.required });
    expect((await csv('trackApplications&level=famous')).res.statusCode).toBe(422);
    expect((await pdf({})).statusCode).toBe(422);
    expect((await pdf({ id: 'x' })).statusCode).toBe(422);
    const other = await app.inject({
      method: 'POST',
      url: '/api/report?type=other',
      headers: viewer.headers,
      payload: { id: 1 },
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('stage CSV', () => {
  afterEach(() => {
    csvBatch.size = 500;
  });

  it('is a UTF-8 file with a BOM, named after the stage and the Nairobi date', async () => {
    const { res } = await csv(STAGE_REPORT_TYPES.review);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Review Applications - 2026-03-02.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const selected = await csv(STAGE_REPORT_TYPES.selected_for_rating);
    expect(selected.res.headers['content-disposition']).toContain(
      'filename="Selected for Rating Applications - 2026-03-02.csv"',
    );
  });

  it('has a header row, then exactly one row per application of the stage', async () => {
    const { rows } = await csv(STAGE_REPORT_TYPES.review);
    const [header, ...data] = rows;
    expect(header!.slice(0, 10)).toEqual([
      'Application ID',
      'Principal Founder',
      'E-mail',
      'Phone',
      'Venture',
      'Stage',
      'Score',
      'Normalised Score',
      'Source',
      'Date Added',
    ]);
    expect(data).toHaveLength(3);
    for (const row of data) expect(row).toHaveLength(header!.length);
    // Newest first.
    expect(data.map((r) => Number(r[0]))).toEqual(
      [review.third!, review.formula!, review.baridi!].map((a) => a.application!.id),
    );
    const baridi = data.find((r) => r[4] === 'Baridi Solar')!;
    expect(baridi.slice(1, 10)).toEqual([
      'Zoë Wanjirū Kamau',
      review.baridi!.user.email,
      `'${review.baridi!.user.phone_number}`,
      'Baridi Solar',
      'Review',
      'Pending',
      'Pending',
      'Social media',
      expect.stringMatching(/^2026-03-01 12:00$/),
    ]);
    expect((await csv(STAGE_REPORT_TYPES.shortlisted)).rows).toHaveLength(1);
  });

  it('has one column per question: parts as "Question — Part", children after their parent', async () => {
    const [header] = (await csv(STAGE_REPORT_TYPES.review)).rows;
    const questionsPart = header!.slice(10);
    const revenue = questionsPart.indexOf('Is your venture generating revenue?');
    expect(revenue).toBeGreaterThanOrEqual(0);
    expect(questionsPart[revenue + 1]).toBe('What was your revenue in the last 12 months (KES)?');
    for (const part of ['Product', 'Sales', 'Finance']) {
      expect(questionsPart).toContain(`Rate your team's experience in each area — ${part}`);
    }
    expect(questionsPart).toContain('Which channels do you use to reach customers? — Online');
    // Inactive and unanswered: no column.
    expect(questionsPart).not.toContain('Do you hold a patent or a registered trademark?');
    const expected = set.flatMap((top) =>
      [top, ...top.child_questions].flatMap((x) =>
        x.multi_part_questions.length
          ? x.multi_part_questions.map((p) => `${x.question} — ${p.question}`)
          : [x.question],
      ),
    );
    expect(questionsPart).toEqual(expected);
  });

  it('writes the answers as text: options, several joined, Other with its text, rich text plain', async () => {
    const [header, ...data] = (await csv(STAGE_REPORT_TYPES.review)).rows;
    const baridi = data.find((r) => r[4] === 'Baridi Solar')!;
    const cell = (question: string) => baridi[header!.indexOf(question)];
    expect(cell('Which of the UN Sustainable Development Goals does your venture address?')).toBe(
      'Zero Hunger; Other: Life on land',
    );
    expect(cell('What problem are you solving, and for whom?')).toBe('Farmers lose a third & more.\nSecond');
    expect(cell('Is your venture generating revenue?')).toBe('Yes');
    expect(cell("Rate your team's experience in each area — Product")).toMatch(/^(None|Some|Extensive)$/);
  });

  it("reads a batch of applicants' answers exactly as one applicant's are read", async () => {
    const ids = Object.values(review).map((a) => a.user.id);
    const batch = await storedAnswersOf(db, ids, programId);
    for (const id of ids) expect(batch.get(id)).toEqual(await storedAnswers(db, id, programId));
    expect(batch.get(review.baridi!.user.id)).toEqual(review.baridi!.answers);
  });

  it('escapes cells that a spreadsheet would run as a formula', async () => {
    const [, ...data] = (await csv(STAGE_REPORT_TYPES.review)).rows;
    const formula = data.find((r) => Number(r[0]) === review.formula!.application!.id)!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://evil.test") Otieno`);
    expect(formula[3]).toBe("'-254700000000");
    expect(formula[4]).toBe("'+SUM(A1:A9)");
    expect(data.find((r) => Number(r[0]) === review.third!.application!.id)![4]).toBe("'@risk Labs");
    for (const row of data) for (const c of row) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps a column for a question deactivated after it was answered', async () => {
    const traction = q('What traction do you have?');
    await db.update(questions).set({ active: 0 }).where(eq(questions.id, traction.id));
    try {
      const [header] = (await csv(STAGE_REPORT_TYPES.review)).rows;
      expect(header).toContain('What traction do you have?');
    } finally {
      await db.update(questions).set({ active: 1 }).where(eq(questions.id, traction.id));
    }
  });

  it('reads in keyset batches without losing or repeating a row, equal times included', async () => {
    const { application } = await createApplicant(db, { programId, set, stage: 'rejected' });
    for (let i = 0; i < 4; i++) {
      await createApplicant(db, { programId, set, stage: 'rejected', submitted_at: application!.submitted_at });
    }
    csvBatch.size = 2;
    const [, ...data] = (await csv(STAGE_REPORT_TYPES.rejected)).rows;
    const expected = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.stage, 'rejected'));
    expect(data.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(data).toHaveLength(5);
  });

  it('answers a header row alone for an empty stage', async () => {
    const { rows } = await csv(STAGE_REPORT_TYPES.shortlisted);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('Application ID');
  });
});

describe('tracking CSV', () => {
  it('lists the applicants of a level with its file name', async () => {
    const registered = await createApplicant(db, {
      programId,
      level: 'registered',
      first_name: 'Only',
      last_name: 'Registered',
    });
    const { res, rows } = await csv('trackApplications&level=registered');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Registered Applicants - 2026-03-02.csv"');
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Phone', 'Venture', 'Level', 'Registered']);
    expect(rows.slice(1)).toEqual([
      [
        'Only Registered',
        registered.user.email,
        `'${registered.user.phone_number}`,
        '',
        'Registered',
        expect.any(String),
      ],
    ]);
    const submitted = (await csv('trackApplications&level=submitted')).rows;
    const count = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.program_id, programId));
    expect(submitted).toHaveLength(1 + count.length);
  });
});

describe('application PDF', () => {
  it('is a readable A4 PDF rebuilt from the database, named after the venture', async () => {
    const made = review.baridi!;
    const res = await pdf({
      id: made.application!.id,
      venture: { name: 'Posted Name' },
      user: { first_name: 'Posted' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Baridi Solar - 2026-03-02.pdf"');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await PDFDocument.load(body);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(2);
    const { width, height } = parsed.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = pdfText(body);
    expect(text).toContain('Baridi Solar');
    // The founder's ū is not in WinAnsi: drawn without its accent.
    expect(text).toContain('Principal founder: Zoë Wanjiru Kamau');
    for (const heading of ['Principal Founder', 'Venture', 'Problem/Solution', 'Team', 'Rating']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Stage: Review');
    expect(text).toMatch(/1\. In one phrase, what does your venture do\? \*/);
    expect(text).toContain('Zero Hunger; Other: Life on land');
    expect(text).toContain('What was your revenue in the last 12 months (KES)?');
    expect(text).toContain('Agriculture and Agritech, Clean Energy and Climate');
    expect(text).toContain('CTO: Amina Njeri');
    expect(text).toMatch(/Overall rating: \s*Pending/);
    expect(text).toMatch(/Normalised rating: \s*Pending/);
    expect(text).toMatch(/TikTok: \s*N\/A/);
    expect(text).not.toContain('Posted');
  });

  it('draws text its font cannot (emoji, other scripts) without failing', async () => {
    const made = await createApplicant(db, { programId, set, stage: 'review', venture: 'Jua 🌞 Kali 漢字 Āfrika' });
    // The Review file's tests count that stage's rows: this applicant leaves with the test.
    onTestFinished(async () => {
      await db.delete(users).where(eq(users.id, made.user.id));
    });
    await db.update(users).set({ bio: '<p>Tab\there ✓ done → next</p>' }).where(eq(users.id, made.user.id));
    const res = await pdf({ id: made.application!.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Jua%20%F0%9F%8C%9E%20Kali`);
    await PDFDocument.load(res.rawPayload);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Jua  Kali ?? Afrika');
    expect(text).toContain('Tab here ? done -> next');
  });

  it('answers 404 for an unknown application', async () => {
    const res = await pdf({ id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.applicationNotFound);
  });
});

describe('rate limit', () => {
  it('refuses a staff member past 60 downloads in 10 minutes, and lets them go on later', async () => {
    const busy = await t.persona(['application_view']);
    for (let i = 0; i < 60; i++) {
      expect((await csv(STAGE_REPORT_TYPES.shortlisted, busy.headers)).res.statusCode).toBe(200);
    }
    const refused = await csv(STAGE_REPORT_TYPES.shortlisted, busy.headers);
    expect(refused.res.statusCode).toBe(429);
    expect((await pdf({ id: review.baridi!.application!.id }, busy.headers)).statusCode).toBe(429);
    // Another staff member is not affected.
    expect((await csv(STAGE_REPORT_TYPES.shortlisted)).res.statusCode).toBe(200);
    clock.advance(10 * 60_000 + 1);
    expect((await csv(STAGE_REPORT_TYPES.shortlisted, busy.headers)).res.statusCode).toBe(200);
  });
});
