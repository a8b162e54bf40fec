/**
 * `npm run bench:applications`: the review screens' calls on the embedded database with 10,000
 * complete applications. Builds the app on a fresh PGlite in a temporary folder (on disk, as
 * `npm start` runs it), seeds the applicants with bulk inserts, then times each call through the
 * whole server (routing, validation, permission check, query, serialisation) and prints the median
 * and the 95th percentile. Targets: page, search and counts under 50 ms; the CSV of 10,000 under 5 s.
 *
 * BENCH_APPLICATIONS=2000 seeds fewer (a quicker run).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { STAGE_LIST_TYPES, STAGE_REPORT_TYPES, STAGE_SEARCH_TYPES } from '@portal/contract/application-stages';
import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/client';
import {
  answers,
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
import { seed } from '../src/db/seed';
import { seedQuestionSet } from '../src/db/seed/questions';
import { systemClock } from '../src/lib/dates';
import { memoryMailer } from '../src/lib/mail';
import { hashPassword } from '../src/lib/passwords';
import { localStorage } from '../src/lib/storage';
import { rowsOf } from '../src/modules/applications/answers.service';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { sampleAnswers } from '../testing/factories';

const N = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const ADMIN = { email: 'bench-admin@example.test', password: 'Bench@2025', first_name: 'Bench', last_name: 'Admin' };

const FIRST =
  'Wanjiru Achieng Akinyi Njeri Wambui Atieno Chebet Jepkosgei Nafula Zawadi Halima Amina Neema Imani Faith Grace Mercy Purity Esther Lucy'.split(
    ' ',
  );
const LAST =
  'Kamau Otieno Mwangi Odhiambo Kariuki Wekesa Kiprono Mutua Njoroge Omondi Ochieng Kipchoge Wairimu Nyambura Chepkemoi Awino Muthoni Jeptoo Adhiambo Gathoni'.split(
    ' ',
  );
const WORDS =
  'Baridi Solar Maji Safi Shamba Sense Kilimo Data Afya Pay Jua Kali Soko Hub Tech Labs Mama Mboga Nuru Energy'.split(
    ' ',
  );

async function insertChunked(
  db: Parameters<typeof seed>[0],
  table: PgTable,
  rows: Record<string, unknown>[],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), n: s.length };
}

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

/** A migrated, seeded PGlite in a temporary folder with `n` complete applications (all Submitted). */
export async function benchDatabase(n = N) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openPglite(dir);
  await database.migrate();
  const db = database.db;
  await seed(db, { admin: ADMIN, demo: false, now: new Date() });
  await seedQuestionSet(db);
  const [program] = await db
    .insert(programs)
    .values({
      name: 'Cohort 8',
      application_deadline: '2099-12-31',
      start_date: '2100-01-15',
      end_date: '2100-06-30',
      active: 1,
    })
    .returning();
  const set = await activeQuestionSet(db);

  const t0 = performance.now();
  const hash = await hashPassword('Applicant@2025');
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_APPLICANT));
  const base = Date.UTC(2026, 0, 5, 6, 0, 0);
  const userRows = Array.from({ length: n }, (_, i) => ({
    first_name: FIRST[i % FIRST.length]!,
    middle_name: i % 3 === 0 ? FIRST[(i * 7) % FIRST.length]! : null,
    last_name: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
    email: `founder${i}@bench.test`,
    phone_number: `+2547${String(10_000_000 + i).slice(-8)}`,
    password_hash: hash,
    active: 1,
    dob: '1996-05-17',
    gender_id: 1,
    country_id: DEFAULT_COUNTRY_ID,
    bio: '<p>Engineer and founder.</p>',
  }));
  await insertChunked(db, users, userRows);
  const userIds = (await db.select({ id: users.id }).from(users).where(eq(users.password_hash, hash))).map((r) => r.id);
  await insertChunked(
    db,
    userRoles,
    userIds.map((user_id) => ({ user_id, role_id: role!.id })),
  );
  await insertChunked(
    db,
    ventures,
    userIds.map((user_id, i) => ({
      user_id,
      name: `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${i}`,
      description: `<p>Venture number ${i}: pay-as-you-go services for smallholder farmers.</p>`,
      physical_address: 'Kilimani, Nairobi',
      email_address: `hello${i}@venture.test`,
      phone_number: '+254711000000',
      year_established: 2015 + (i % 10),
      stage_id: 1 + (i % 5),
      organisation_type_id: 1 + (i % 5),
      funding: i % 2,
      c_suite_women: 1,
      full_time_employee_count: i % 20,
      part_time_employee_count: i % 7,
    })),
  );
  const ventureOf = new Map(
    (await db.select({ id: ventures.id, user_id: ventures.user_id }).from(ventures)).map((v) => [v.user_id, v.id]),
  );
  const ventureIds = userIds.map((u) => ventureOf.get(u)!);
  await insertChunked(
    db,
    ventureSectors,
    ventureIds.flatMap((venture_id, i) => [
      { venture_id, sector_id: 1 + (i % 6) },
      { venture_id, sector_id: 7 + (i % 6) },
    ]),
  );
  await insertChunked(
    db,
    ventureCountries,
    ventureIds.map((venture_id) => ({ venture_id, country_id: DEFAULT_COUNTRY_ID })),
  );
  await insertChunked(
    db,
    ventureClientLocations,
    ventureIds.map((venture_id, i) => ({ venture_id, client_location_id: 1 + (i % 5) })),
  );
  await insertChunked(
    db,
    ventureCSuiteMembers,
    ventureIds.map((venture_id) => ({
      venture_id,
      title: 'CTO',
      first_name: 'Amina',
      last_name: 'Njeri',
      country_id: DEFAULT_COUNTRY_ID,
      city: 'Nairobi',
      gender_id: 1,
    })),
  );
  await insertChunked(
    db,
    ventureTeamMembers,
    ventureIds.flatMap((venture_id) => [
      {
        venture_id,
        first_name: 'Grace',
        last_name: 'Wambui',
        role: 'CEO',
        shares: 60,
        gender_id: 1,
        years_experience: 8,
        founder: true,
      },
      { venture_id, first_name: 'Brian', last_name: 'Otieno', role: 'Engineer', gender_id: 2, founder: false },
    ]),
  );
  let answerCount = 0;
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = userIds
      .slice(i, i + 500)
      .flatMap((userId, j) => rowsOf(set, sampleAnswers(set, i + j), userId, program!.id));
    answerCount += rows.length;
    await insertChunked(db, answers, rows, 2000);
  }
  await insertChunked(
    db,
    applications,
    userIds.map((user_id, i) => {
      const at = new Date(base + i * 317_000).toISOString();
      return {
        user_id,
        program_id: program!.id,
        venture_id: ventureOf.get(user_id)!,
        marketing_source_id: 1 + (i % 8),
        terms_conditions: 1,
        declaration: 1,
        stage: 'submitted',
        submitted_at: at,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  console.log(`seeded ${n} applications (${answerCount} answer rows) in ${fmt(performance.now() - t0)}`);
  // What main.ts does at start and hourly (the embedded database has no autovacuum).
  const t1 = performance.now();
  await database.maintain();
  console.log(`database maintenance (VACUUM ANALYZE) in ${fmt(performance.now() - t1)}`);
  return { dir, database, programId: program!.id };
}

async function main() {
  const { dir, database } = await benchDatabase();
  try {
    const storageDir = path.join(dir, 'storage');
    const app = await buildApp({
      database,
      storage: localStorage(storageDir),
      mailer: memoryMailer(),
      clock: systemClock,
      config: { appUrl: 'http://localhost', logLevel: 'silent', webDist: '/nonexistent', serveWeb: false },
    });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const lastPage = Math.ceil(N / 10);

    async function time(
      label: string,
      runs: number,
      url: (i: number) => string,
      method: 'GET' | 'POST' = 'GET',
      payload?: object,
    ) {
      const ms: number[] = [];
      let bytes = 0;
      for (let i = -2; i < runs; i++) {
        const start = performance.now();
        const res = await app.inject({ method, url: url(i + 2), headers, payload });
        const took = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.rawPayload.length;
        if (i >= 0) ms.push(took); // two warm-up calls
      }
      const s = stats(ms);
      console.log(
        `${label.padEnd(44)} median ${fmt(s.median).padStart(9)}   p95 ${fmt(s.p95).padStart(9)}   (${s.n} runs, ${(bytes / 1024).toFixed(0)} KiB)`,
      );
      return s;
    }

    const terms = ['wanjiru', 'otieno', 'Akinyi Kamau', 'founder123', 'baridi', 'maji safi', 'Nuru Hub 42', 'zzz-none'];
    const results = {
      page: await time(
        'stage page (type=submitted, pages 1..last)',
        40,
        (i) => `/api/application?type=${STAGE_LIST_TYPES.submitted}&page=${1 + ((i * 997) % lastPage)}`,
      ),
      lastPage: await time(
        'stage page, last page (OFFSET ~N)',
        20,
        () => `/api/application?type=${STAGE_LIST_TYPES.submitted}&page=${lastPage}`,
      ),
      search: await time(
        'stage search (submittedSearch, 8 terms)',
        40,
        (i) =>
          `/api/application?type=${STAGE_SEARCH_TYPES.submitted}&search=${encodeURIComponent(terms[i % terms.length]!)}`,
      ),
      searchShort: await time(
        'stage search, one letter (no trigram: a scan)',
        10,
        () => `/api/application?type=${STAGE_SEARCH_TYPES.submitted}&search=a`,
      ),
      counts: await time('tab counts (type=counts)', 40, () => '/api/application?type=counts'),
      detail: await time('detail (GET /api/application/{id})', 20, (i) => `/api/application/${(i * 389) % N || 1}`),
      trackPage: await time(
        'track page (type=track&level=submitted)',
        20,
        (i) => `/api/application?type=track&level=submitted&page=${1 + i}`,
      ),
      trackCounts: await time('track counts (type=trackCounts)', 20, () => '/api/application?type=trackCounts'),
      csv: await time(
        `CSV of the whole stage (${N} rows)`,
        3,
        () => `/api/report?type=${STAGE_REPORT_TYPES.submitted}`,
      ),
      pdf: await time('PDF of one application', 10, () => '/api/report?type=applicationPDF', 'POST', { id: 1 }),
    };

    // Memory while a real client downloads the CSV over HTTP: what stays on the heap after a
    // collection (sampled every 1,000 chunks) must not grow with the number of applications.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let retained = 0;
    let size = 0;
    let chunks = 0;
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: `/api/report?type=${STAGE_REPORT_TYPES.submitted}`, headers }, (res) => {
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            chunks += 1;
            if (gc && chunks % 1000 === 0) {
              gc();
              retained = Math.max(retained, process.memoryUsage().heapUsed - baseline);
            }
          });
          res.on('end', resolve);
          res.on('error', reject);
        })
        .on('error', reject);
    });
    console.log(
      `CSV over HTTP: ${(size / 1024 / 1024).toFixed(1)} MiB (${chunks} chunks) in ${fmt(performance.now() - start)} with the forced collections, ` +
        (gc
          ? `heap retained during the download at most ${(retained / 1024 / 1024).toFixed(1)} MiB above the start`
          : 'run with node --expose-gc to measure the heap'),
    );

    const targets: [string, number, number][] = [
      ['stage page', results.page.median, 50],
      ['stage search', results.search.median, 50],
      ['tab counts', results.counts.median, 50],
      ['CSV', results.csv.median, 5000],
    ];
    const missed = targets.filter(([, v, max]) => v >= max);
    console.log(missed.length ? `MISSED: ${missed.map(([n]) => n).join(', ')}` : 'all targets met (median)');
    await app.close();
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
