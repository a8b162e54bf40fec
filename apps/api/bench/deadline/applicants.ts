/** The founders and what each of them sends. */
import path from 'node:path';
import type { Answers } from '@portal/contract/applications';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import type { Question } from '@portal/contract/questions';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import {
  authTokens,
  clientLocations,
  genders,
  marketingSources,
  organisationTypes,
  programs,
  roles,
  sectors,
  steps,
  userRoles,
  users,
} from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { hashPassword } from '../../src/lib/passwords';
import { localStorage } from '../../src/lib/storage';
import { hashToken, newToken } from '../../src/lib/tokens';
import { TOKEN_ABSOLUTE_MS } from '../../src/modules/auth/auth.service';
import { activeQuestionSet } from '../../src/modules/questions/questions.service';
import { sampleAnswers } from '../../testing/factories';
import { rng, SEED } from './config';

export type Applicant = {
  i: number;
  userId: number;
  token: string;
  profile: Record<string, unknown>;
  venture: Record<string, unknown>;
  cr12: Buffer;
  registration: Buffer;
  answers: Answers;
  team: { members: Record<string, unknown>[]; cSuite: Record<string, unknown>[] };
  application: { marketing_source_id: number; terms_conditions: 1; declaration: 1 };
};

async function certificate(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([420, 595]).drawText(title, { x: 40, y: 540, size: 14, font });
  return Buffer.from(await doc.save());
}

type Choices = {
  genders: number[];
  sectors: number[];
  steps: number[];
  orgTypes: number[];
  sources: number[];
  locations: number[];
};

/**
 * Everything one founder will send. Rich text is plain paragraphs the sanitiser keeps as they
 * are, so that "stored as sent" can be compared byte for byte.
 */
async function applicantData(i: number, set: Question[], c: Choices): Promise<Omit<Applicant, 'userId' | 'token'>> {
  const r = rng(SEED * 100_003 + i);
  const pick = (list: number[]) => list[Math.floor(r() * list.length)]!;
  const answers = sampleAnswers(set, i);
  for (const [k, v] of Object.entries(answers.open_ended)) {
    if (v.startsWith('<p>')) answers.open_ended[k] = `<p>Founder ${i} on question ${k}: cold rooms for farmers.</p>`;
  }
  const kenya = 114;
  return {
    i,
    profile: {
      first_name: `Founder${i}`,
      middle_name: i % 3 ? null : 'Wanjiru',
      last_name: `Deadline${i}`,
      phone_number: `+2547${String(10_000_000 + i).slice(-8)}`,
      dob: `19${80 + (i % 20)}-0${1 + (i % 9)}-1${i % 10}`,
      bio: `<p>Founder number ${i}, engineer.</p>`,
      country_id: kenya,
      gender_id: pick(c.genders),
      linkedin_url: `https://www.linkedin.com/in/founder-${i}`,
      twitter_url: null,
    },
    venture: {
      name: `Deadline Venture ${i}`,
      slogan: 'Cold rooms for every farmer',
      year_established: 2015 + (i % 10),
      email_address: `hello${i}@venture.test`,
      phone_number: '+254711000000',
      physical_address: 'Kilimani, Nairobi',
      video_pitch_url: null,
      website_url: `https://venture${i}.test`,
      x_url: null,
      linkedin_url: null,
      facebook_url: null,
      youtube_url: null,
      instagram_url: null,
      tiktok_url: null,
      description: `<p>Venture ${i}: pay-as-you-store solar cold rooms.</p>`,
      sectors: [...new Set([pick(c.sectors), pick(c.sectors)])].sort((a, b) => a - b),
      stage_id: pick(c.steps),
      organisation_type_id: pick(c.orgTypes),
      countries: [kenya],
      client_locations: [pick(c.locations)],
      funding: i % 2,
    },
    cr12: await certificate(`CR12 of Deadline Venture ${i}`),
    registration: await certificate(`Certificate of registration: Deadline Venture ${i}`),
    answers,
    team: {
      members: [
        {
          first_name: `Founder${i}`,
          middle_name: null,
          last_name: `Deadline${i}`,
          role: 'CEO',
          shares: 60,
          gender_id: 1,
          years_experience: 8,
          founder: true,
        },
        {
          first_name: 'Brian',
          middle_name: null,
          last_name: `Otieno${i}`,
          role: 'Engineer',
          shares: 10,
          gender_id: pick(c.genders),
          years_experience: 3,
          founder: false,
        },
      ],
      cSuite: [
        {
          title: 'CTO',
          first_name: 'Amina',
          middle_name: null,
          last_name: `Njeri${i}`,
          country_id: kenya,
          state_id: null,
          city: 'Nairobi',
          gender_id: 1,
          linkedin_url: `https://www.linkedin.com/in/cto-${i}`,
        },
      ],
    },
    application: { marketing_source_id: pick(c.sources), terms_conditions: 1, declaration: 1 },
  };
}

/**
 * The founders are prepared straight in the database, before the server starts, with the
 * server's own migrate, seed, schema and token hashing: registration needs a mailed activation
 * and sign-in is rate limited per address (300 per 15 minutes) and argon2-slow on purpose, so
 * 1,000+ sign-ins from one address are neither possible nor what deadline night measures (the
 * founders signed in earlier). PGlite serves one process, so this must happen before the server
 * opens DATA_DIR; PostgreSQL is prepared the same way for the same figures.
 */
export async function prepare(database: Database, dataDir: string, env: NodeJS.ProcessEnv, count: number) {
  const db = database.db;
  await database.migrate();
  const config = loadConfig(env);
  await seed(db, {
    admin: config.admin,
    demo: config.seedDemo,
    now: new Date(),
    storage: localStorage(path.join(dataDir, 'storage')),
  });
  const [program] = await db.select().from(programs).where(eq(programs.active, 1));
  if (!program) throw new Error('the demo seed opened no programme');
  const set = await activeQuestionSet(db);
  const ids = async (t: typeof genders) => (await db.select({ id: t.id }).from(t).orderBy(asc(t.id))).map((r) => r.id);
  const choices: Choices = {
    genders: await ids(genders),
    sectors: await ids(sectors),
    steps: await ids(steps),
    orgTypes: await ids(organisationTypes),
    sources: await ids(marketingSources),
    locations: await ids(clientLocations),
  };
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_APPLICANT));
  // They never sign in, but an account without a password hash is not a real one.
  const hash = await hashPassword('Applicant@2025');
  const out: Applicant[] = [];
  const now = new Date();
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => ({
          first_name: 'Registered',
          last_name: `Founder ${start + k}`,
          email: `deadline${start + k}@bench.test`,
          password_hash: hash,
          active: 1,
        })),
      )
      .returning({ id: users.id, email: users.email });
    await db.insert(userRoles).values(rows.map((u) => ({ user_id: u.id, role_id: role!.id })));
    const tokens = rows.map(() => newToken());
    await db.insert(authTokens).values(
      rows.map((u, k) => ({
        user_id: u.id,
        token_hash: hashToken(tokens[k]!),
        created_at: now,
        last_used_at: now,
        expires_at: new Date(now.getTime() + TOKEN_ABSOLUTE_MS),
      })),
    );
    for (const [k, u] of rows.entries()) {
      out.push({ ...(await applicantData(start + k, set, choices)), userId: u.id, token: tokens[k]! });
    }
  }
  return { applicants: out, programId: program.id, set };
}
