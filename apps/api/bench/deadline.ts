/**
 * `npm run bench:deadline`: the last hour before the deadline, compressed (docs/performance.md).
 * The BUILT server runs as a child process (as `npm start` runs it) on the embedded database, or
 * on PostgreSQL when DATABASE_URL names a server (a scratch database `bench_deadline` is created
 * on it and dropped afterwards). APPLICANTS founders at once load the wizard's data, save each of
 * the five steps (both certificates as small real PDFs) and submit, with seeded random think time.
 * Then: a per-call table (count, errors, p50, p95, p99, max), the server's CPU per call and peak
 * RSS, a ramp of fresh founders arriving faster stage by stage until p99 crosses 300 ms, and a
 * check of every application, answer and file against what was sent, read from the database and
 * the storage folder (not from the HTTP answers).
 *
 * Targets: p99 < 300 ms for every call, no errors, everything stored as sent, RSS < 1 GB.
 * The exit code is 1 when one is missed.
 *
 * APPLICANTS=200           founders of the main wave
 * BENCH_QUICK=1            a smoke check: 20 founders, short thinks, two short ramp stages
 *                          (--quick too, when the file is run directly)
 * BENCH_RAMP=0.5,1,2,...   the ramp's stages, in founders arriving per second; 0: no ramp
 * BENCH_STAGE_S=15         how long each ramp stage lets founders arrive
 * BENCH_SEED=8             the random seed (think times, names, answers)
 * BENCH_CPU_PROF=dir       run the server under `node --cpu-prof` and write its profile to dir
 * BENCH_KEEP=1             keep the temporary DATA_DIR (and the scratch database) for a look
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Answers } from '@portal/contract/applications';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import type { Question } from '@portal/contract/questions';
import { asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import {
  applications,
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
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../src/db/schema';
import { seed } from '../src/db/seed';
import { hashPassword } from '../src/lib/passwords';
import { localStorage } from '../src/lib/storage';
import { hashToken, newToken } from '../src/lib/tokens';
import { storedAnswers } from '../src/modules/applications/answers.service';
import { TOKEN_ABSOLUTE_MS } from '../src/modules/auth/auth.service';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { sampleAnswers } from '../test/factories';

const QUICK = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const APPLICANTS = Number(process.env.APPLICANTS ?? (QUICK ? 20 : 200));
const RAMP = (process.env.BENCH_RAMP ?? (QUICK ? '1,4' : '0.5,1,1.5,2,3,4,6,8'))
  .split(',')
  .map(Number)
  .filter((f) => f > 0);
const SEED = Number(process.env.BENCH_SEED ?? 8);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const KEEP = process.env.BENCH_KEEP === '1';
/**
 * The main wave's founders open the wizard within ARRIVAL_MS and think a time uniform in THINK_MS
 * before each save. A real last hour has minutes per step: this is it compressed about tenfold,
 * 200 founders in under three minutes.
 */
const ARRIVAL_MS = QUICK ? 2000 : 60_000;
const THINK_MS: [number, number] = QUICK ? [200, 1000] : [4000, 16_000];
/** The ramp's founders think a tenth of that: the load is set by how many arrive per second. */
const RAMP_THINK_FACTOR = 0.1;
const STAGE_S = Number(process.env.BENCH_STAGE_S ?? (QUICK ? 5 : 15));
/** Calls one founder makes (applyOnce), for the offered load of a ramp stage. */
const CALLS_PER_FOUNDER = 17;
const P99_TARGET_MS = 300;
const RSS_TARGET_BYTES = 1024 ** 3;

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** mulberry32: a small seeded generator, so two runs wait and answer alike. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

// ---------------------------------------------------------------------------------------------
// The founders and what each of them sends

type Applicant = {
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
async function prepare(database: Database, dataDir: string, env: NodeJS.ProcessEnv, count: number) {
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

// ---------------------------------------------------------------------------------------------
// The load: plain HTTP/1.1 with keep-alive, as light as possible (the bench shares 2 cores)

type Sample = { label: string; ms: number; ok: boolean; at: number };
type Body = { json: unknown } | { multipart: Buffer; boundary: string };

function multipartFile(name: string, content: Buffer) {
  const boundary = `----deadline${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { multipart: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

class Client {
  readonly samples: Sample[] = [];
  readonly failures: string[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  constructor(private readonly port: number) {}

  /** One call, timed from the request to the last byte of the answer; anything but 200 counts as an error. */
  call(label: string, method: string, url: string, token: string, body?: Body): Promise<unknown> {
    // As a browser asks: the server compresses answers over 1 KiB, and that is part of its work.
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = body.multipart;
      headers['content-type'] = `multipart/form-data; boundary=${body.boundary}`;
    }
    if (payload) headers['content-length'] = payload.length;
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        const ms = performance.now() - start;
        this.samples.push({ label, ms, ok: false, at: start });
        if (this.failures.length < 20) this.failures.push(`${label}: ${why}`);
        reject(new Error(`${label}: ${why}`));
      };
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path: url, headers, agent: this.agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => fail(err.message));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : encoding === 'deflate'
                    ? zlib.inflateSync(raw)
                    : raw
            ).toString();
            if (res.statusCode !== 200) return fail(`${res.statusCode} ${text.slice(0, 200)}`);
            this.samples.push({ label, ms: performance.now() - start, ok: true, at: start });
            resolve(text ? JSON.parse(text) : null);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
      req.on('error', (err) => fail(err.message));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * One founder through the wizard, calling the API as the web app does: each step's queries when
 * the step opens (together, as a browser sends them; the form data once, it is cached for 30
 * minutes), then its saves, each after a think. A failed call ends her evening: the steps after
 * it would fail for the same reason.
 */
async function applyOnce(client: Client, a: Applicant, arrivalMs: number, factor: number): Promise<boolean> {
  const r = rng(SEED * 7919 + a.i);
  const think = () => sleep(factor * (THINK_MS[0] + r() * (THINK_MS[1] - THINK_MS[0])));
  const t = a.token;
  const get = (label: string, url: string) => client.call(label, 'GET', url, t);
  const post = (label: string, url: string, body: Body) => client.call(label, 'POST', url, t, body);
  try {
    await sleep(arrivalMs);
    await Promise.all([
      get('GET program details', '/api/program?type=programDetails'),
      get('GET own application', '/api/application?type=application'),
    ]);
    await think();
    await Promise.all([get('GET form data', '/api/user?type=formData'), get('GET profile', '/api/user?type=profile')]);
    await think();
    await client.call('PUT profile (step 1)', 'PUT', `/api/user/${a.userId}?type=user`, t, { json: a.profile });
    await get('GET own venture', '/api/venture?type=owner');
    await think();
    const cr12 = multipartFile('cr12.pdf', a.cr12);
    const v = (await post('POST CR12 (step 2)', '/api/venture?type=CR12', cr12)) as { id: number };
    await think();
    const registration = multipartFile('registration.pdf', a.registration);
    await post('POST registration cert. (step 2)', '/api/venture?type=registrationCetificate', registration);
    await think();
    await post('POST venture (step 2)', '/api/venture', { json: a.venture });
    await Promise.all([get('GET questions', '/api/question?type=public'), get('GET answers', '/api/answer')]);
    await think();
    await post('POST answers (step 3)', '/api/answer', { json: a.answers });
    await Promise.all([
      get('GET own venture', '/api/venture?type=owner'),
      get('GET team (step 4)', `/api/venture-team-member?venture_id=${v.id}`),
    ]);
    await think();
    const team = {
      venture_id: v.id,
      venture_team_members: a.team.members,
      c_suite_members: a.team.cSuite,
      c_suite_women: 1,
      full_time_employee_count: 4 + (a.i % 7),
      part_time_employee_count: a.i % 3,
    };
    await post('POST team (step 4)', '/api/venture-team-member', { json: team });
    await think();
    await post('POST application (step 5)', '/api/application', { json: a.application });
    await get('GET own application', '/api/application?type=application');
    return true;
  } catch {
    return false;
  }
}

function percentiles(ms: number[]) {
  const s = [...ms].sort((x, y) => x - y);
  const at = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]! : 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s.at(-1) ?? 0 };
}

function printTable(samples: Sample[]) {
  const labels = [...new Set(samples.map((s) => s.label))];
  console.log(
    `${'call'.padEnd(34)}${['count', 'errors', 'p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join('')}`,
  );
  const row = (label: string, list: Sample[]) => {
    const p = percentiles(list.map((s) => s.ms));
    const cells = [
      String(list.length),
      String(list.filter((s) => !s.ok).length),
      fmt(p.p50),
      fmt(p.p95),
      fmt(p.p99),
      fmt(p.max),
    ];
    const flag = p.p99 >= P99_TARGET_MS ? '  > 300 ms' : '';
    console.log(`${label.padEnd(34)}${cells.map((c) => c.padStart(8)).join('')}${flag}`);
    return p;
  };
  const worst = Math.max(
    ...labels.map(
      (l) =>
        row(
          l,
          samples.filter((s) => s.label === l),
        ).p99,
    ),
  );
  row('all calls', samples);
  return worst;
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

/** CPU time of the PostgreSQL server's processes (every database's: ours is most of it during a wave). */
const postgresMs = () => {
  let ms = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ms += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return ms;
};

/** CPU time the whole machine has spent busy, in ms (all cores), from /proc/stat. */
const machineBusyMs = () => {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
};

/** Founders arriving at the given times (ms from now), each thinking `factor` times THINK_MS. */
async function wave(client: Client, group: Applicant[], arrivals: number[], factor: number, serverPid: number) {
  const from = client.samples.length;
  const start = performance.now();
  const before = {
    server: cpuMs(serverPid),
    postgres: postgresMs(),
    machine: machineBusyMs(),
    own: process.cpuUsage(),
  };
  const done = await Promise.all(group.map((a, k) => applyOnce(client, a, arrivals[k]!, factor)));
  const seconds = (performance.now() - start) / 1000;
  const own = process.cpuUsage(before.own);
  const server = cpuMs(serverPid) - before.server;
  const postgres = postgresMs() - before.postgres;
  const bench = (own.user + own.system) / 1000;
  const samples = client.samples.slice(from);
  // A process that ended during the wave takes its CPU time with it: never below 0.
  const cores = (ms: number) => Math.max(0, ms / 1000 / seconds);
  return {
    samples,
    seconds,
    submitted: group.filter((_, k) => done[k]),
    rate: samples.length / seconds,
    cpuPerCall: server / samples.length,
    serverCores: cores(server),
    postgresCores: cores(postgres),
    benchCores: cores(bench),
    /** Other people's work on the machine: the latencies are the server's own only when this is near 0. */
    otherCores: cores(machineBusyMs() - before.machine - server - postgres - bench),
  };
}

// ---------------------------------------------------------------------------------------------
// The server, its memory, and the scratch database

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

function buildIfMissing() {
  const main = path.join(API_DIR, 'dist/main.js');
  if (fs.existsSync(main)) {
    console.log(`server: ${main} as built ${fs.statSync(main).mtime.toISOString()} (npm run build to refresh)`);
    return main;
  }
  console.log('server: building apps/api/dist (node build.mjs)');
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the API build failed');
  return main;
}

const readStatus = (pid: number) => {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(text.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
};

async function startServer(main: string, env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const flags = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...flags, main], { cwd: API_DIR, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const port = Number(env.PORT);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start; see ${logFile}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return child;
    await sleep(100);
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** A database of our own on DATABASE_URL's server: never the one the URL names. */
async function scratchDatabase(url: string) {
  const name = process.env.BENCH_DB_NAME ?? 'bench_deadline';
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB_NAME must start with bench_');
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

// ---------------------------------------------------------------------------------------------
// The check: what the database and the storage folder hold, against what was sent

/** The five groups with their keys and option lists in order: the stored row order is not the sent one. */
const canonical = (a: Answers) =>
  JSON.stringify(
    Object.entries(a).map(([group, values]) => [
      group,
      Object.entries(values as Record<string, unknown>)
        .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort((x, y) => x - y) : v])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ]),
  );

async function verify(database: Database, dataDir: string, programId: number, sent: Applicant[]) {
  const db = database.db;
  const problems: string[] = [];
  const bad = (a: Applicant, what: string) => problems.push(`founder ${a.i}: ${what}`);
  const same = (a: Applicant, what: string, stored: Record<string, unknown>, expected: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(expected)) {
      if (JSON.stringify(stored[k]) !== JSON.stringify(v))
        bad(a, `${what}.${k} is ${JSON.stringify(stored[k])}, sent ${JSON.stringify(v)}`);
    }
  };
  const docs = path.join(dataDir, 'storage', 'docs');
  for (let k = 0; k < sent.length; k += 100) {
    const batch = sent.slice(k, k + 100);
    const ids = batch.map((a) => a.userId);
    const byUser = <T extends { user_id: number }>(rows: T[]) => new Map(rows.map((r) => [r.user_id, r]));
    const userRows = new Map((await db.select().from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]));
    const ventureRows = byUser(await db.select().from(ventures).where(inArray(ventures.user_id, ids)));
    const appRows = await db.select().from(applications).where(inArray(applications.user_id, ids));
    const ventureIds = [...ventureRows.values()].map((v) => v.id);
    const linked = async <T extends { venture_id: number }>(rows: Promise<T[]>) => {
      const map = new Map<number, T[]>();
      for (const row of await rows) map.set(row.venture_id, [...(map.get(row.venture_id) ?? []), row]);
      return map;
    };
    const vs = await linked(db.select().from(ventureSectors).where(inArray(ventureSectors.venture_id, ventureIds)));
    const vc = await linked(db.select().from(ventureCountries).where(inArray(ventureCountries.venture_id, ventureIds)));
    const vl = await linked(
      db.select().from(ventureClientLocations).where(inArray(ventureClientLocations.venture_id, ventureIds)),
    );
    const team = await linked(
      db
        .select()
        .from(ventureTeamMembers)
        .where(inArray(ventureTeamMembers.venture_id, ventureIds))
        .orderBy(asc(ventureTeamMembers.id)),
    );
    const cSuite = await linked(
      db
        .select()
        .from(ventureCSuiteMembers)
        .where(inArray(ventureCSuiteMembers.venture_id, ventureIds))
        .orderBy(asc(ventureCSuiteMembers.id)),
    );
    for (const a of batch) {
      const u = userRows.get(a.userId);
      if (!u) {
        bad(a, 'no user row');
        continue;
      }
      same(a, 'profile', u, a.profile);
      const v = ventureRows.get(a.userId);
      if (!v) {
        bad(a, 'no venture');
        continue;
      }
      const { sectors: s, countries: c, client_locations: l, ...fields } = a.venture;
      same(a, 'venture', v, fields);
      const ids = (rows: Record<string, unknown>[] | undefined, key: string) =>
        (rows ?? []).map((r) => r[key] as number).sort((x, y) => x - y);
      same(
        a,
        'venture',
        {
          sectors: ids(vs.get(v.id), 'sector_id'),
          countries: ids(vc.get(v.id), 'country_id'),
          client_locations: ids(vl.get(v.id), 'client_location_id'),
        },
        { sectors: s, countries: c, client_locations: l },
      );
      for (const [field, bytes] of [
        ['cr12', a.cr12],
        ['registration_cetificate', a.registration],
      ] as const) {
        const name = v[field];
        const stored = name ? await fs.promises.readFile(path.join(docs, name)).catch(() => null) : null;
        if (!stored) bad(a, `${field}: no file (${name})`);
        else if (!stored.equals(bytes)) bad(a, `${field}: the stored file differs from the one sent`);
      }
      same(a, 'venture', v, {
        c_suite_women: 1,
        full_time_employee_count: 4 + (a.i % 7),
        part_time_employee_count: a.i % 3,
      });
      for (const [what, stored, expected] of [
        ['team', team.get(v.id) ?? [], a.team.members],
        ['c_suite', cSuite.get(v.id) ?? [], a.team.cSuite],
      ] as const) {
        if (stored.length !== expected.length) bad(a, `${stored.length} ${what} members, sent ${expected.length}`);
        for (const [j, m] of expected.entries()) if (stored[j]) same(a, `${what}[${j}]`, stored[j], m);
      }
      const answers = await storedAnswers(db, a.userId, programId);
      if (canonical(answers) !== canonical(a.answers)) bad(a, 'the stored answers differ from the ones sent');
      const apps = appRows.filter((r) => r.user_id === a.userId);
      if (apps.length !== 1) bad(a, `${apps.length} applications`);
      else
        same(a, 'application', apps[0]!, {
          ...a.application,
          program_id: programId,
          venture_id: v.id,
          stage: 'submitted',
        });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const main = buildIfMissing();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deadline-'));
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  const kind = scratch ? 'PostgreSQL' : 'PGlite (embedded)';
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  if (scratch) env.DATABASE_URL = scratch.url;
  const open = () => (scratch ? openPostgres(scratch.url) : openPglite(dataDir));
  let failed = false;
  let child: ChildProcess | null = null;
  try {
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
    console.log(
      `deadline night on ${kind}: ${APPLICANTS} founders in the main wave, ramp ${RAMP.join(', ') || 'off'}, seed ${SEED}${QUICK ? ' (quick)' : ''}`,
    );
    const perStage = RAMP.map((rate) => Math.max(1, Math.round(rate * STAGE_S)));
    const t0 = performance.now();
    const setup = await open();
    const total = APPLICANTS + perStage.reduce((x, y) => x + y, 0);
    const { applicants, programId } = await prepare(setup, dataDir, env, total).finally(() => setup.close());
    console.log(`prepared ${applicants.length} signed-in founders in ${fmt(performance.now() - t0)} (not measured)`);

    const logFile = path.join(dataDir, 'server.log');
    child = await startServer(main, env, logFile);
    const pid = child.pid!;
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, readStatus(pid).rss);
    }, 200);
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const client = new Client(port);

    const [lo, hi] = THINK_MS.map((m) => m / 1000) as [number, number];
    console.log(
      `\nmain wave: ${APPLICANTS} founders opening the wizard within ${ARRIVAL_MS / 1000} s, thinking ${lo}-${hi} s before each save`,
    );
    const arrival = rng(SEED);
    const mainGroup = applicants.slice(0, APPLICANTS);
    const first = await wave(
      client,
      mainGroup,
      mainGroup.map(() => arrival() * ARRIVAL_MS),
      1,
      pid,
    );
    const worstP99 = printTable(first.samples);
    const mainRss = peakRss;
    console.log(
      `${first.samples.length} calls in ${first.seconds.toFixed(1)} s (${first.rate.toFixed(0)} calls/s on average); ${first.submitted.length}/${APPLICANTS} submitted`,
    );
    console.log(
      `server CPU ${first.cpuPerCall.toFixed(1)} ms per call, ${first.serverCores.toFixed(2)} of 2 cores busy on average; PostgreSQL ${first.postgresCores.toFixed(2)}, the bench ${first.benchCores.toFixed(2)}, other processes ${first.otherCores.toFixed(2)}`,
    );
    console.log(`server RSS: peak ${mib(mainRss)} sampled every 200 ms during the wave`);

    const ramp: { rate: number; calls: number; p99: number }[] = [];
    const verified = [...first.submitted];
    let errors = first.samples.filter((s) => !s.ok).length;
    if (RAMP.length) {
      console.log(
        `\nramp: fresh founders arriving evenly for ${STAGE_S} s per stage, thinking ${+(lo * RAMP_THINK_FACTOR).toFixed(2)}-${+(hi * RAMP_THINK_FACTOR).toFixed(2)} s`,
      );
      const head = ['calls/s', 'p50', 'p95', 'p99', 'max', 'errors', 'server', 'CPU/call', 'postgres', 'others'];
      console.log(`${'founders/s'.padEnd(12)}${head.map((h) => h.padStart(10)).join('')}`);
      let next = APPLICANTS;
      for (const [k, rate] of RAMP.entries()) {
        const group = applicants.slice(next, next + perStage[k]!);
        next += group.length;
        const w = await wave(
          client,
          group,
          group.map((_, j) => (j * 1000) / rate),
          RAMP_THINK_FACTOR,
          pid,
        );
        verified.push(...w.submitted);
        const errs = w.samples.filter((s) => !s.ok).length;
        errors += errs;
        const p = percentiles(w.samples.map((s) => s.ms));
        // Offered load: the calls of the founders who arrived, over the time they arrived in.
        const calls = rate * CALLS_PER_FOUNDER;
        ramp.push({ rate, calls, p99: p.p99 });
        const cells = [calls.toFixed(0), fmt(p.p50), fmt(p.p95), fmt(p.p99), fmt(p.max), String(errs)];
        cells.push(w.serverCores.toFixed(2), `${w.cpuPerCall.toFixed(1)} ms`, w.postgresCores.toFixed(2));
        cells.push(w.otherCores.toFixed(2));
        console.log(`${String(rate).padEnd(12)}${cells.map((c) => c.padStart(10)).join('')}`);
        // Past the ceiling the next stages only queue more.
        if (p.p99 >= P99_TARGET_MS) break;
      }
      const over = ramp.find((s) => s.p99 >= P99_TARGET_MS);
      const under = [...ramp].reverse().find((s) => s.p99 < P99_TARGET_MS);
      const load = (s: (typeof ramp)[number]) => `${s.rate} founders/s (${s.calls.toFixed(0)} calls/s)`;
      console.log(
        over
          ? `ceiling: p99 crosses ${P99_TARGET_MS} ms at ${load(over)}` +
              (under ? `; the last stage under it: ${load(under)}` : '; already at the first stage')
          : `ceiling not reached: p99 stayed under ${P99_TARGET_MS} ms up to ${load(ramp.at(-1)!)}`,
      );
    }
    const lag = clientLag.percentile(99) / 1e6;
    clientLag.disable();
    clearInterval(sampler);
    const { hwm } = readStatus(pid);
    console.log(
      `\nserver RSS: peak ${mib(Math.max(peakRss, 0))} sampled over the whole run, VmHWM ${mib(hwm)} (start-up seed included)`,
    );
    console.log(`bench process: event-loop delay p99 ${fmt(lag)} (a busy client would inflate the latencies)`);
    client.close();
    await stopServer(child);
    child = null;
    if (client.failures.length) console.log(`\nfirst errors:\n  ${client.failures.join('\n  ')}`);

    const check = await open();
    const t1 = performance.now();
    const problems = await verify(check, dataDir, programId, verified).finally(() => check.close());
    console.log(
      `\nintegrity: ${verified.length} submitted applications checked in the database and ${dataDir}/storage in ${fmt(performance.now() - t1)}: ` +
        (problems.length
          ? `${problems.length} PROBLEMS`
          : 'every profile, venture, certificate, answer, team and application as sent'),
    );
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);

    const missed = [
      errors ? `${errors} errors` : '',
      problems.length ? 'integrity' : '',
      worstP99 >= P99_TARGET_MS ? `p99 ${fmt(worstP99)} in the main wave` : '',
      Math.max(peakRss, hwm) >= RSS_TARGET_BYTES ? 'RSS over 1 GB' : '',
      first.submitted.length < APPLICANTS
        ? `${APPLICANTS - first.submitted.length} founders of the main wave did not submit`
        : '',
    ].filter(Boolean);
    console.log(
      missed.length
        ? `MISSED: ${missed.join('; ')}`
        : 'all targets met: p99 < 300 ms, 0 errors, all stored as sent, RSS < 1 GB',
    );
    failed = missed.length > 0;
  } finally {
    if (child) await stopServer(child);
    if (KEEP) console.log(`kept ${dataDir}${scratch ? ` and database ${scratch.name}` : ''}`);
    else {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
