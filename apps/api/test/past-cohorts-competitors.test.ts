import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitors, pastCohorts } from '../src/db/schema';
import { seedDemoPastCohorts } from '../src/db/seed/demo/past-cohorts';
import { localStorage } from '../src/lib/storage';
import { createTestApp, multipart } from '../testing/helpers';
import { pastCohortsFixture } from '../testing/past-cohorts-fixture';

const { t, app, admin, viewer, req, logOf, createCohort, competitorBody, createCompetitor, png, upload } =
  await pastCohortsFixture();

describe('competitors resource', () => {
  // Each test's own cohort, and another one beside it.
  let cohort: number;
  let other: number;
  let made = 0;
  beforeEach(async () => {
    made += 1;
    cohort = (await createCohort(`Cohort Ventures ${made}`)).id;
    other = (await createCohort(`Cohort Elsewhere ${made}`)).id;
  });

  it('creates a competitor with a sanitised description and audits it', async () => {
    const res = await req(
      'POST',
      '/api/competitor',
      admin,
      competitorBody(cohort, {
        description:
          '<p onclick="steal()">Solar cold rooms <script>alert(1)</script><strong>for fish traders</strong></p>',
        rank: '3',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      past_cohort_id: cohort,
      name: 'Shamba Smart',
      rank: 3,
      active: 1,
      linkedin_url: null,
      x_url: 'https://x.com/shambasmart',
      image: null,
      image_url: null,
      thumb_url: null,
    });
    expect(body.description).toBe('<p>Solar cold rooms <strong>for fish traders</strong></p>');
    const id = body.id;
    expect((await logOf('Competitor', id)).data[0]).toMatchObject({ action: 'created', model: 'Competitor' });
  });

  it('validates: name and description required, links must be links, rank a positive whole number', async () => {
    await createCompetitor(cohort);
    const res = await req('POST', '/api/competitor', admin, {
      past_cohort_id: cohort,
      name: '',
      description: '<p> </p>',
      x_url: 'javascript:alert(1)',
      rank: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: MSG.required,
      description: MSG.descriptionRequired,
      x_url: expect.any(String),
      rank: expect.any(String),
    });
    // Only markup the sanitiser removes: empty once sanitised.
    const scripted = await req(
      'POST',
      '/api/competitor',
      admin,
      competitorBody(cohort, { name: 'Empty', description: '<script>alert("x")</script>' }),
    );
    expect(scripted.statusCode).toBe(422);
    expect(scripted.json().errors).toEqual({ description: MSG.descriptionRequired });
    const noCohort = await req('POST', '/api/competitor', admin, competitorBody(99999, { name: 'Orphan' }));
    expect(noCohort.statusCode).toBe(422);
    expect(noCohort.json().errors).toEqual({ past_cohort_id: MSG.cohortNotFound });
    const names = (await t.db.select().from(competitors).where(eq(competitors.past_cohort_id, cohort))).map(
      (c) => c.name,
    );
    expect(names).toEqual(['Shamba Smart']);
  });

  it('refuses a duplicate name in the same cohort (409) but not in another', async () => {
    await createCompetitor(cohort);
    const dup = await req('POST', '/api/competitor', admin, competitorBody(cohort, { name: 'shamba smart' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: MSG.competitorNameTaken });
    await createCompetitor(other);
  });

  it('lists a cohort by rank (unranked last, then name), searches, and requires the cohort id', async () => {
    await createCompetitor(cohort, { rank: 3 });
    await createCompetitor(other);
    await createCompetitor(cohort, { name: 'Zawadi Pay', rank: 1 });
    await createCompetitor(cohort, { name: 'Afya Link' });
    await createCompetitor(cohort, { name: 'Boda Fleet' });
    const list = await req('GET', `/api/competitor?pastCohort_id=${cohort}&page=1`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 4, current_page: 1, per_page: 10, last_page: 1 });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Zawadi Pay',
      'Shamba Smart',
      'Afya Link',
      'Boda Fleet',
    ]);
    const search = await req('GET', `/api/competitor?pastCohort_id=${cohort}&type=search&search=boda`, viewer);
    expect(search.json().data.map((c: { name: string }) => c.name)).toEqual(['Boda Fleet']);
    const missing = await req('GET', '/api/competitor?page=1', viewer);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['pastCohort_id']);
    const all = await req('GET', '/api/competitor?type=all', viewer);
    expect(all.json().data).toHaveLength((await t.db.select().from(competitors)).length);
    const allOfOne = await req('GET', `/api/competitor?type=all&pastCohort_id=${other}`, viewer);
    expect(allOfOne.json().data).toHaveLength(1);
  });

  it('updates with an audit entry of what changed', async () => {
    const { id } = await createCompetitor(cohort, { rank: 3 });
    await createCompetitor(cohort, { name: 'Zawadi Pay', rank: 1 });
    const res = await req(
      'PUT',
      `/api/competitor/${id}`,
      admin,
      competitorBody(cohort, { name: 'Shamba Smart Ltd', rank: 2, description: '<p>Soil sensors.</p>' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Shamba Smart Ltd', rank: 2 });
    expect((await logOf('Competitor', id)).data[0]).toMatchObject({
      action: 'updated',
      changed: { name: 'Shamba Smart Ltd', rank: 2, description: '<p>Soil sensors.</p>' },
    });
    const dup = await req('PUT', `/api/competitor/${id}`, admin, competitorBody(cohort, { name: 'Zawadi Pay' }));
    expect(dup.statusCode).toBe(409);
  });

  it('activates and deactivates with audit entries', async () => {
    const { id } = await createCompetitor(cohort);
    const off = await req('POST', '/api/competitor?type=deactivate', admin, { id });
    expect(off.json().active).toBe(0);
    const on = await req('POST', '/api/competitor?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const actions = (await logOf('Competitor', id)).data.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['activated', 'deactivated']);
  });

  it('needs a sign-in and each permission', async () => {
    const { id } = await createCompetitor(cohort);
    const body = competitorBody(cohort, { name: 'Nope' });
    expect((await req('GET', `/api/competitor?pastCohort_id=${cohort}`)).statusCode).toBe(401);
    expect((await req('POST', '/api/competitor', undefined, body)).statusCode).toBe(401);
    const cohortsOnly = (await t.persona(['past_cohort_view'])).headers;
    expect((await req('GET', `/api/competitor?pastCohort_id=${cohort}`, cohortsOnly)).statusCode).toBe(403);
    expect((await req('GET', '/api/competitor?type=all', cohortsOnly)).statusCode).toBe(403);
    expect((await req('POST', '/api/competitor', viewer, body)).statusCode).toBe(403);
    expect((await req('PUT', `/api/competitor/${id}`, viewer, body)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/competitor/${id}`, viewer)).statusCode).toBe(403);
    expect((await req('POST', '/api/competitor?type=deactivate', viewer, { id })).statusCode).toBe(403);
  });

  it('deletes with an audit entry', async () => {
    const gone = await createCompetitor(cohort, { name: 'Gone Soon' });
    const res = await req('DELETE', `/api/competitor/${gone.id}`, admin);
    expect(res.json()).toEqual({ message: 'Competitor Deleted Successfully' });
    expect((await logOf('Competitor', gone.id)).data[0]).toMatchObject({ action: 'deleted' });
  });
});

describe('competitor picture', () => {
  let id: number;
  beforeAll(async () => {
    const cohort = await createCohort('Cohort Pictures');
    id = (await createCompetitor(cohort.id, { name: 'Picture Venture' })).id;
  });

  it('stores a real image as WebP with a thumbnail, answers the competitor, and replaces the old file', async () => {
    const res = await upload(admin, multipart({ id: String(id) }, { name: 'logo.png', content: await png() }));
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({ id, name: 'Picture Venture' });
    expect(item.image_url).toMatch(/^\/storage\/competitor_pics\/[\w-]+\.webp$/);
    expect(item.thumb_url).toBe(item.image_url.replace('competitor_pics/', 'competitor_pics/thumb_'));
    const media = await app.inject({ method: 'GET', url: item.image_url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect((await logOf('Competitor', id)).data[0]).toMatchObject({
      action: 'updated',
      changed: { image: item.image },
    });

    const again = await upload(admin, multipart({ id: String(id) }, { name: 'l2.png', content: await png(300, 300) }));
    expect(again.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.storageDir, 'competitor_pics', item.image))).toBe(false);
    expect(fs.existsSync(path.join(t.storageDir, 'competitor_pics', again.json().image))).toBe(true);
  });

  it('refuses a text file named .png (422), no file (422) and an oversize file (413)', async () => {
    const fake = await upload(
      admin,
      multipart({ id: String(id) }, { name: 'logo.png', content: Buffer.from('not an image'), type: 'image/png' }),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('The file is not an image.');
    const none = await upload(admin, multipart({ id: String(id) }));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);
    const big = await upload(
      admin,
      multipart({ id: String(id) }, { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }),
    );
    expect(big.statusCode).toBe(413);
  });

  it('needs competitor_edit', async () => {
    const body = multipart({ id: String(id) }, { name: 'l.png', content: await png(20, 20) });
    expect((await upload(undefined, body)).statusCode).toBe(401);
    expect((await upload(viewer, body)).statusCode).toBe(403);
  });
});

describe('public past cohort page', () => {
  let cohortId: number;
  beforeAll(async () => {
    cohortId = (await createCohort('Cohort Public', { slug: 'cohort-public' })).id;
    for (let i = 1; i <= 12; i++) {
      await createCompetitor(cohortId, { name: `Venture ${String(i).padStart(2, '0')}` });
    }
    const hidden = await createCompetitor(cohortId, { name: 'Hidden Venture' });
    await req('POST', '/api/competitor?type=deactivate', admin, { id: hidden.id });
  });

  it('pages the active competitors of an active cohort by its link, without signing in', async () => {
    const res = await req('GET', '/api/competitor?type=public&pastCohort=cohort-public&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      past_cohort: { id: cohortId, name: 'Cohort Public', slug: 'cohort-public' },
      total: 12,
      current_page: 1,
      per_page: 10,
      last_page: 2,
    });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).not.toHaveProperty('active');
    expect(body.data[0]).toHaveProperty('thumb_url');
    const page2 = await req('GET', '/api/competitor?type=public&pastCohort=cohort-public&page=2');
    expect(page2.json().data.map((c: { name: string }) => c.name)).toEqual(['Venture 11', 'Venture 12']);
  });

  it('answers 404 for an unknown or inactive cohort', async () => {
    const unknown = await req('GET', '/api/competitor?type=public&pastCohort=no-such-cohort');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.cohortNotFound });
    expect((await req('GET', '/api/competitor?type=public')).statusCode).toBe(404);
    await req('POST', '/api/past-cohort?type=deactivate', admin, { id: cohortId });
    const inactive = await req('GET', '/api/competitor?type=public&pastCohort=cohort-public');
    expect(inactive.statusCode).toBe(404);
    await req('POST', '/api/past-cohort?type=activate', admin, { id: cohortId });
  });
});

describe('current contestants', () => {
  it('answers no cohort and no contestants while nothing has the focus', async () => {
    // Through the API, which also drops the cached public answer.
    for (const { id } of await t.db.select().from(pastCohorts).where(eq(pastCohorts.current, 1))) {
      await req('POST', '/api/past-cohort?type=deactivateFocus', admin, { id });
    }
    const res = await req('GET', '/api/competitor?type=current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ past_cohort: null, data: [] });
  });

  it('answers the focus cohort (even when hidden from the menu) and its active competitors by rank', async () => {
    const top = await createCohort('Cohort 8 Top', { slug: 'cohort-8-top-15' });
    await req('POST', '/api/past-cohort?type=deactivate', admin, { id: top.id });
    await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: top.id });
    await createCompetitor(top.id, { name: 'Third', rank: 3 });
    await createCompetitor(top.id, { name: 'Unranked' });
    await createCompetitor(top.id, { name: 'First', rank: 1 });
    await createCompetitor(top.id, { name: 'Second', rank: 2 });
    const off = await createCompetitor(top.id, { name: 'Withdrawn', rank: 4 });
    await req('POST', '/api/competitor?type=deactivate', admin, { id: off.id });

    const res = await req('GET', '/api/competitor?type=current');
    expect(res.statusCode).toBe(200);
    expect(res.json().past_cohort).toEqual({ id: top.id, name: 'Cohort 8 Top', slug: 'cohort-8-top-15' });
    expect(res.json().data.map((c: { name: string; rank: number | null }) => [c.name, c.rank])).toEqual([
      ['First', 1],
      ['Second', 2],
      ['Third', 3],
      ['Unranked', null],
    ]);
    // Not among the past cohorts of the menu, nor public by its link.
    const menu = await req('GET', '/api/past-cohort?type=public');
    expect(menu.json().data.map((c: { slug: string }) => c.slug)).not.toContain('cohort-8-top-15');
    expect((await req('GET', '/api/competitor?type=public&pastCohort=cohort-8-top-15')).statusCode).toBe(404);
  });
});

describe('demo past cohorts', () => {
  it('seeds Cohorts 1 to 7 for the footer and the focus cohort with its Top 15, once', async () => {
    const fresh = await createTestApp();
    const ctx = { db: fresh.db, storage: localStorage(fresh.storageDir), now: new Date('2026-03-02T09:00:00Z') };
    await seedDemoPastCohorts(ctx);
    const menu = (await fresh.app.inject({ method: 'GET', url: '/api/past-cohort?type=public' })).json();
    expect(menu.data.map((c: { slug: string }) => c.slug)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `cohort-${i}`));
    for (const slug of ['cohort-1', 'cohort-7']) {
      const page = (
        await fresh.app.inject({ method: 'GET', url: `/api/competitor?type=public&pastCohort=${slug}` })
      ).json();
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect(page.total).toBeLessThanOrEqual(8);
      expect(page.data[0].thumb_url).toMatch(/^\/storage\/competitor_pics\/thumb_/);
      const media = await fresh.app.inject({ method: 'GET', url: page.data[0].thumb_url });
      expect(media.statusCode).toBe(200);
    }
    const current = (await fresh.app.inject({ method: 'GET', url: '/api/competitor?type=current' })).json();
    expect(current.past_cohort).toMatchObject({ name: 'Cohort 7 Top 15' });
    expect(current.data.map((c: { rank: number }) => c.rank)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));

    const before = (await fresh.db.select().from(competitors)).length;
    await seedDemoPastCohorts(ctx);
    expect((await fresh.db.select().from(competitors)).length).toBe(before);
    expect((await fresh.db.select().from(pastCohorts)).length).toBe(8);
  });
});
