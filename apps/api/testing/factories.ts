import type { Stage, TrackLevel } from '@portal/contract/application-stages';
import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import {
  type AnyQuestion,
  isOtherOption,
  isRevealingOption,
  QUESTION_TYPE,
  type Question,
} from '@portal/contract/questions';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import {
  answers as answerRows,
  applications,
  programs,
  roles,
  userRoles,
  users,
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { rowsOf } from '../src/modules/applications/answers.service';

/**
 * Applicants at any point of the application (registered ... submitted), written straight to the
 * database: fast, and independent of the wizard's calls (its own tests cover those). The review
 * and the judging tests share them.
 */

export const APPLICANT_PASSWORD = 'Applicant@2025';
let passwordHash: Promise<string> | null = null;
/** One argon2 hash for every factory applicant (hashing is slow on purpose). */
const applicantHash = () => {
  passwordHash ??= hashPassword(APPLICANT_PASSWORD);
  return passwordHash;
};

/** An active programme open until `deadline` (the clock of createTestApp starts on 2026-03-02). */
export async function createProgram(
  db: Executor,
  opts: { name?: string; active?: 0 | 1; deadline?: string; created_at?: string } = {},
) {
  const [row] = await db
    .insert(programs)
    .values({
      name: opts.name ?? 'Cohort 8',
      application_deadline: opts.deadline ?? '2026-04-30',
      start_date: '2026-05-15',
      end_date: '2026-11-30',
      active: opts.active ?? 1,
      ...(opts.created_at ? { created_at: opts.created_at, updated_at: opts.created_at } : {}),
    })
    .returning();
  return row!;
}

/**
 * Runs `fn` while no programme is open (every active one deactivated), then reactivates them: for
 * the tests of "no programme" in a file whose app has one.
 */
export async function withoutOpenProgram<T>(db: Executor, fn: () => Promise<T>): Promise<T> {
  const open = await db
    .update(programs)
    .set({ active: 0 })
    .where(eq(programs.active, 1))
    .returning({ id: programs.id });
  try {
    return await fn();
  } finally {
    if (open.length)
      await db
        .update(programs)
        .set({ active: 1 })
        .where(
          inArray(
            programs.id,
            open.map((p) => p.id),
          ),
        );
  }
}

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/**
 * A complete, valid set of answers to `set`: every question answered (multi-part: every part),
 * options chosen by `seed`, 'Other' with its text, and the children of a revealing answer answered
 * too. Long open-ended answers are rich text.
 */
export function sampleAnswers(set: Question[], seed = 0): Answers {
  const a = emptyAnswers();
  const answer = (q: AnyQuestion, n: number) => {
    const k = String(q.id);
    const options = q.multi_choice_options;
    switch (q.question_type_id) {
      case QUESTION_TYPE.openEnded:
        a.open_ended[k] =
          q.length != null && q.length <= 25
            ? `Answer ${n}`.slice(0, q.length)
            : `<p>Answer ${n} to <strong>${q.question}</strong></p>`;
        break;
      case QUESTION_TYPE.singleSelect: {
        const o = pick(options, n);
        a.single_select[k] = o.id;
        if (isOtherOption(o.option)) a.other[k] = `Other text ${n}`;
        break;
      }
      case QUESTION_TYPE.multiSelect: {
        const chosen = [pick(options, n), pick(options, n + 1)].filter((o, i, l) => l.indexOf(o) === i);
        a.multi_select[k] = chosen.map((o) => o.id).sort((x, y) => x - y);
        if (chosen.some((o) => isOtherOption(o.option))) a.other[k] = `Other text ${n}`;
        break;
      }
      case QUESTION_TYPE.multiPartSingleSelect:
      case QUESTION_TYPE.multiPartMultiSelect:
        for (const part of q.multi_part_questions) {
          const o = pick(part.multi_part_options, n);
          if (q.question_type_id === QUESTION_TYPE.multiPartSingleSelect) a.multi_part_single_select[part.id] = o.id;
          else a.multi_part_multi_select[part.id] = [o.id];
          if (isOtherOption(o.option)) a.other[part.id] = `Other text ${n}`;
        }
        break;
    }
  };
  set.forEach((q, i) => {
    // Parents with children get their revealing option, so that the children are answered too.
    const revealing = q.child_questions.length
      ? q.multi_choice_options.find((o) => isRevealingOption(o.option))
      : undefined;
    if (revealing && q.question_type_id === QUESTION_TYPE.singleSelect) a.single_select[String(q.id)] = revealing.id;
    else answer(q, seed + i);
    if (revealing) {
      for (const [j, c] of q.child_questions.entries()) answer(c, seed + i + j);
    }
  });
  return a;
}

export type ApplicantOptions = {
  programId: number;
  /** The question set the answers are for (from `activeQuestionSet`); needed from level `questions` on. */
  set?: Question[];
  /** How far the applicant got (default submitted). */
  level?: TrackLevel;
  stage?: Stage;
  first_name?: string;
  middle_name?: string | null;
  last_name?: string;
  email?: string;
  phone_number?: string;
  venture?: string;
  answers?: Answers;
  marketing_source_id?: number;
  submitted_at?: string;
};

let applicantCount = 0;

/**
 * An applicant (a user holding the Applicant role, able to sign in with APPLICANT_PASSWORD) who got
 * as far as `level` for the programme: profile, venture (sectors, countries, client locations, a
 * C-suite member and two team members), answers, step 4, and the application in `stage`.
 */
export async function createApplicant(db: Executor, opts: ApplicantOptions) {
  applicantCount += 1;
  const n = applicantCount;
  const level = opts.level ?? 'submitted';
  const reached = (l: TrackLevel) =>
    ['registered', 'personal_details', 'venture_profile', 'questions', 'team', 'submitted'].indexOf(level) >=
    ['registered', 'personal_details', 'venture_profile', 'questions', 'team', 'submitted'].indexOf(l);
  const profile = reached('personal_details');
  const [user] = await db
    .insert(users)
    .values({
      first_name: opts.first_name ?? `Founder${n}`,
      middle_name: opts.middle_name === undefined ? null : opts.middle_name,
      last_name: opts.last_name ?? `Applicant${n}`,
      email: opts.email ?? `founder${n}@example.test`,
      phone_number: opts.phone_number ?? `+2547000${String(n).padStart(5, '0')}`,
      password_hash: await applicantHash(),
      active: 1,
      dob: profile ? '1996-05-17' : null,
      gender_id: profile ? 1 : null,
      country_id: profile ? DEFAULT_COUNTRY_ID : null,
      bio: profile ? '<p>Engineer and founder.</p>' : null,
      linkedin_url: profile ? 'https://www.linkedin.com/in/founder' : null,
    })
    .returning();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_APPLICANT));
  await db.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
  const result = {
    user: user!,
    venture: null as typeof ventures.$inferSelect | null,
    answers: null as Answers | null,
    application: null as typeof applications.$inferSelect | null,
  };
  if (!reached('venture_profile')) return result;

  const [venture] = await db
    .insert(ventures)
    .values({
      user_id: user!.id,
      name: opts.venture ?? `Venture ${n}`,
      slogan: 'Cold rooms for every farmer',
      year_established: 2021,
      description: '<p>Pay-as-you-store <em>solar</em> cold rooms.</p>',
      physical_address: 'Kilimani, Nairobi',
      email_address: `hello${n}@venture.test`,
      phone_number: '+254711000000',
      website_url: 'https://venture.test',
      x_url: 'https://x.com/venture',
      stage_id: 2,
      organisation_type_id: 1,
      funding: 1,
      // Names only: no file is stored, so a download answers 404 once the access check passes.
      cr12: `cr12-${n}.pdf`,
      registration_cetificate: `registration-${n}.pdf`,
      c_suite_women: reached('team') ? 1 : null,
      full_time_employee_count: reached('team') ? 4 : null,
      part_time_employee_count: reached('team') ? 2 : null,
    })
    .returning();
  result.venture = venture!;
  await db.insert(ventureSectors).values([1, 2].map((sector_id) => ({ venture_id: venture!.id, sector_id })));
  await db.insert(ventureCountries).values([{ venture_id: venture!.id, country_id: DEFAULT_COUNTRY_ID }]);
  await db.insert(ventureClientLocations).values([{ venture_id: venture!.id, client_location_id: 1 }]);
  if (!reached('questions')) return result;

  if (!opts.set) throw new Error('createApplicant: pass the question set for level questions and beyond');
  const answers = opts.answers ?? sampleAnswers(opts.set, n);
  result.answers = answers;
  const rows = rowsOf(opts.set, answers, user!.id, opts.programId);
  if (rows.length) await db.insert(answerRows).values(rows);
  if (!reached('team')) return result;

  await db.insert(ventureCSuiteMembers).values({
    venture_id: venture!.id,
    title: 'CTO',
    first_name: 'Amina',
    last_name: 'Njeri',
    country_id: DEFAULT_COUNTRY_ID,
    city: 'Nairobi',
    gender_id: 1,
    linkedin_url: 'https://www.linkedin.com/in/amina',
  });
  await db.insert(ventureTeamMembers).values([
    {
      venture_id: venture!.id,
      first_name: 'Grace',
      last_name: 'Wambui',
      role: 'CEO',
      shares: 60,
      gender_id: 1,
      years_experience: 8,
      founder: true,
    },
    {
      venture_id: venture!.id,
      first_name: 'Brian',
      last_name: 'Otieno',
      role: 'Engineer',
      shares: null,
      gender_id: 2,
      years_experience: null,
      founder: false,
    },
  ]);
  if (!reached('submitted')) return result;

  const at = opts.submitted_at ?? new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString();
  const [application] = await db
    .insert(applications)
    .values({
      user_id: user!.id,
      program_id: opts.programId,
      venture_id: venture!.id,
      marketing_source_id: opts.marketing_source_id ?? 1,
      terms_conditions: 1,
      declaration: 1,
      stage: opts.stage ?? 'submitted',
      submitted_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning();
  result.application = application!;
  return result;
}
