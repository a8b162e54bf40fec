import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAGE_LIST_TYPES, STAGES, TRACK_LEVELS } from '@portal/contract/application-stages';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import {
  answers,
  applications,
  auditLogs,
  competitors,
  contactUs,
  groups,
  groupVentures,
  newsFeeds,
  ratings,
  teamMembers,
  userGroups,
  users,
  ventures,
} from '../src/db/schema';
import { seed } from '../src/db/seed';
import { FUNNEL } from '../src/db/seed/demo/funnel';
import { DEMO_GROUPS } from '../src/db/seed/demo/judging';
import { seedDemoProgramme } from '../src/db/seed/demo/programme';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { seedQuestionSet } from '../src/db/seed/questions';
import { sanitizeHtml } from '../src/lib/html';
import { localStorage } from '../src/lib/storage';
import { ADMIN, createTestApp, fakeClock } from '../testing/helpers';

const clock = fakeClock();
const t = await createTestApp({ clock });
const { app, db } = t;
const storage = localStorage(t.storageDir);
const demoSeed = () => seed(db, { admin: ADMIN, demo: true, now: clock.now(), storage });
await demoSeed();

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const rows = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);
const tableCounts = async () => ({
  users: await rows(db.select({ n: count() }).from(users)),
  ventures: await rows(db.select({ n: count() }).from(ventures)),
  answers: await rows(db.select({ n: count() }).from(answers)),
  applications: await rows(db.select({ n: count() }).from(applications)),
  ratings: await rows(db.select({ n: count() }).from(ratings)),
  contact: await rows(db.select({ n: count() }).from(contactUs)),
  audit: await rows(db.select({ n: count() }).from(auditLogs)),
});

describe('the demo programme (SEED_DEMO=1)', () => {
  it('fills the funnel: every tracking level and every review stage has applicants', async () => {
    const admin = await t.admin();
    const levels = (await get('/api/application?type=trackCounts', admin)) as Record<string, number>;
    for (const level of TRACK_LEVELS) expect(levels[level], level).toBeGreaterThan(0);
    const expected = Object.fromEntries(TRACK_LEVELS.map((l) => [l, 0]));
    for (const f of FUNNEL) expected[f.level]! += f.n;
    expected.submitted! += 1; // the demo applicant
    expect(levels).toMatchObject(expected);
    const total = Object.values(levels).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(35);
    expect(total).toBeLessThanOrEqual(50);

    const stages = (await get('/api/application?type=counts', admin)) as Record<string, number>;
    for (const stage of STAGES) {
      const wanted = FUNNEL.filter((f) => f.stage === stage).reduce((a, f) => a + f.n, stage === 'submitted' ? 1 : 0);
      expect(stages[stage], stage).toBe(wanted);
      const page = await get(`/api/application?type=${STAGE_LIST_TYPES[stage]}&page=1`, admin);
      expect(page.total, stage).toBe(wanted);
      expect(page.data.length).toBeGreaterThan(0);
    }
  });

  it('sets up two panels with both demo judges, and ratings complete, part-way and pending', async () => {
    const admin = await t.admin();
    const list = await get('/api/group?page=1', admin);
    const names = list.data.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining([...DEMO_GROUPS]));
    const progress: number[] = [];
    for (const g of list.data as { id: number }[]) {
      const judges = (await get(`/api/user-group?group_id=${g.id}`, admin)).data as {
        user: { email: string };
        progress: number;
        average: number;
      }[];
      expect(judges.map((j) => j.user.email).sort()).toEqual(
        [DEMO_ACCOUNTS.judge.email, DEMO_ACCOUNTS.judge2.email].sort(),
      );
      progress.push(...judges.map((j) => j.progress));
      for (const j of judges) expect(j.average).toBeGreaterThan(0);
      const ventureRows = (await get(`/api/group-venture?group_id=${g.id}`, admin)).data;
      expect(ventureRows.length).toBeGreaterThanOrEqual(4);
    }
    expect(progress).toContain(100);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);

    // Scores vary: some applications are Pending (0), others spread over the bands, one is contested.
    const rated = await get('/api/application?type=selected-for-rating&page=1', admin);
    const shortlisted = await get('/api/application?type=shortlisted&page=1', admin);
    const scores = [...rated.data, ...shortlisted.data].map((a: { applicationScore: number }) => a.applicationScore);
    expect(new Set(scores).size).toBeGreaterThan(4);
    expect(Math.max(...scores)).toBeGreaterThan(66.66);
    const wide = await Promise.all(
      (list.data as { id: number }[]).map(async (g) =>
        (await get(`/api/group-venture?group_id=${g.id}`, admin)).data.some(
          (r: { spread: { wide: boolean } | null }) => r.spread?.wide,
        ),
      ),
    );
    expect(wide).toContain(true);

    // A demo judge has ventures left to rate.
    const judge = await t.signIn(DEMO_ACCOUNTS.judge.email, DEMO_ACCOUNTS.judge.password);
    const mine = (await get('/api/group?type=mine', judge)) as { rated: number; total: number }[];
    expect(mine).toHaveLength(2);
    expect(mine.some((g) => g.rated < g.total)).toBe(true);
  });

  it('fills the inbox (read and unread) and the log history, over past weeks', async () => {
    const admin = await t.admin();
    const counts = await get('/api/contact-us?type=counts', admin);
    expect(Object.values(counts).every((v) => Number(v) > 0)).toBe(true);
    expect((await get('/api/contact-us?type=open', admin)).total).toBeGreaterThan(0);
    expect((await get('/api/contact-us?type=closed', admin)).total).toBeGreaterThan(0);

    const history = await db
      .select({ model: auditLogs.model, action: auditLogs.action, n: count() })
      .from(auditLogs)
      .where(sql`${auditLogs.created_at} < ${new Date(clock.now().getTime() - 86_400_000).toISOString()}`)
      .groupBy(auditLogs.model, auditLogs.action);
    const kinds = history.map((h) => `${h.model} ${h.action}`);
    for (const kind of [
      'User created',
      'User activated',
      'Venture created',
      'Application created',
      'Application moved',
      'Group created',
      'GroupVenture created',
      'UserGroup created',
      'VentureRating rated',
      'ContactUs created',
      'ContactUs read',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const log = await get('/api/log?page=1', admin);
    expect(log.total).toBeGreaterThan(100);
  });

  it('gives every staff list something to show', async () => {
    const admin = await t.admin();
    for (const url of [
      '/api/application?type=track&page=1',
      '/api/group?page=1',
      '/api/contact-us?type=open',
      '/api/log?page=1',
      '/api/user?page=1',
    ]) {
      expect((await get(url, admin)).total, url).toBeGreaterThan(0);
    }
    const stats = await get('/api/report?type=quickStats', admin);
    expect(JSON.stringify(stats)).toMatch(/[1-9]/);
  });

  it("the demo applicant's application is submitted and she can still change it", async () => {
    const me = await t.signIn(DEMO_ACCOUNTS.applicant.email, DEMO_ACCOUNTS.applicant.password);
    const own = await get('/api/application?type=application', me);
    expect(own.status).toBe(1);
    const saved = await get('/api/answer', me);
    const answered = await app.inject({ method: 'POST', url: '/api/answer', headers: me, payload: saved });
    expect(answered.statusCode, answered.body).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/application',
      headers: me,
      payload: { marketing_source_id: own.application.marketing_source_id ?? 1, terms_conditions: 1, declaration: 1 },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await get('/api/application?type=application', me)).status).toBe(1);
  });

  it('seeded founders sign in with the demo password, and their certificates are stored', async () => {
    const [founder] = await db
      .select({ email: users.email, cr12: ventures.cr12 })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.user_id))
      .innerJoin(ventures, eq(ventures.id, applications.venture_id))
      .orderBy(asc(applications.id))
      .limit(1);
    await t.signIn(founder!.email, DEMO_ACCOUNTS.applicant.password);
    expect((await storage.read('docs', founder!.cr12!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("writes the public pages' rich text as the sanitiser would leave it (the seed skips it)", async () => {
    const seeded = [
      ...(await db.select({ html: newsFeeds.body }).from(newsFeeds)),
      ...(await db.select({ html: competitors.description }).from(competitors)),
      ...(await db.select({ html: teamMembers.bio }).from(teamMembers)),
    ].map((r) => r.html ?? '');
    expect(seeded.length).toBeGreaterThan(60);
    for (const html of seeded) expect(sanitizeHtml(html, 'site-content')).toBe(html);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await tableCounts();
    await demoSeed();
    expect(await tableCounts()).toEqual(before);
  });

  it('is deterministic: a second fresh database gets the same ventures and scores', async () => {
    const other = await openPglite();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-seed-'));
    afterAll(async () => {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    await other.migrate();
    // The accounts, the question set and the programme: the public pages' pictures are not what
    // is compared, and making them again would double the file's time.
    await seed(other.db, { admin: ADMIN, demo: true, now: clock.now() });
    await seedQuestionSet(other.db);
    await seedDemoProgramme({ db: other.db, storage: localStorage(dir), now: clock.now() });
    const fingerprint = async (d: typeof db) => ({
      ventures: (await d.select({ name: ventures.name }).from(ventures).orderBy(asc(ventures.id))).map((v) => v.name),
      stars: (await d.select({ s: ratings.half_stars }).from(ratings).orderBy(asc(ratings.id))).map((r) => r.s),
      stages: (await d.select({ s: applications.stage }).from(applications).orderBy(asc(applications.id))).map(
        (a) => a.s,
      ),
      judged: await rows(d.select({ n: count() }).from(groupVentures)),
      judges: await rows(d.select({ n: count() }).from(userGroups)),
      groups: await rows(d.select({ n: count() }).from(groups)),
    });
    expect(await fingerprint(other.db)).toEqual(await fingerprint(db));
  });
});
