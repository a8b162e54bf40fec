import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { PAST_COHORT_NAME_NEEDS_LETTERS } from '@portal/contract/past-cohorts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, competitors, pastCohorts } from '../src/db/schema';
import { seedDemoPastCohorts } from '../src/db/seed/demo/past-cohorts';
import { localStorage } from '../src/lib/storage';
import { ADMIN, createTestApp, multipart } from './helpers';

const t = await createTestApp();
const { app } = t;

let admin: Record<string, string>;
/** past_cohort_view and competitor_view only. */
let viewer: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
  viewer = (await t.persona(['past_cohort_view', 'competitor_view'])).headers;
});

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

const logOf = async (model: 'PastCohort' | 'Competitor', id: number) =>
  (await req('POST', '/api/log?type=record', admin, { model, message: String(id) })).json();

const createCohort = async (name: string, extra: object = {}) => {
  const res = await req('POST', '/api/past-cohort', admin, { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; slug: string; active: number; current: number };
};

const competitorBody = (past_cohort_id: number, over: object = {}) => ({
  past_cohort_id,
  name: 'Shamba Smart',
  link: 'https://shambasmart.co.ke',
  description: '<p>Soil sensors and SMS advice for smallholder farmers in Kiambu.</p>',
  rank: null,
  website_url: null,
  x_url: 'https://x.com/shambasmart',
  linkedin_url: '',
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  ...over,
});

const createCompetitor = async (cohortId: number, over: object = {}) => {
  const res = await req('POST', '/api/competitor', admin, competitorBody(cohortId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; rank: number | null; active: number };
};

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 106, g: 27, b: 154 } } })
    .png()
    .toBuffer();

const upload = (headers: Record<string, string> | undefined, body: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/competitor?type=image',
    headers: { ...headers, 'content-type': body['content-type'] },
    payload: body.payload,
  });

describe('past cohorts resource', () => {
  let id: number;

  it('creates a cohort with a link made from its name, active, not the focus, and audits it', async () => {
    const res = await req('POST', '/api/past-cohort', admin, { id: null, name: '  Cohort 1 (2018) ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Cohort 1 (2018)',
      slug: 'cohort-1-2018',
      active: 1,
      current: 0,
      competitors_count: 0,
    });
    id = res.json().id;
    const log = await logOf('PastCohort', id);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      action: 'created',
      model: 'PastCohort',
      modder: { first_name: ADMIN.first_name, last_name: ADMIN.last_name },
      new: expect.objectContaining({ slug: 'cohort-1-2018' }),
    });
  });

  it('takes a link when one is given', async () => {
    const given = await createCohort('Cohort Two', { slug: 'cohort-2' });
    expect(given.slug).toBe('cohort-2');
    const bad = await req('POST', '/api/past-cohort', admin, { name: 'Cohort Three', slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['slug']);
  });

  it('keeps the link on a rename so shared links still work, and changes it only when asked', async () => {
    const renamed = await req('PUT', `/api/past-cohort/${id}`, admin, { id, name: 'Cohort One' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Cohort One', slug: 'cohort-1-2018' });
    const log = await logOf('PastCohort', id);
    expect(log.data[0]).toMatchObject({ action: 'updated', changed: { name: 'Cohort One' } });

    const moved = await req('PUT', `/api/past-cohort/${id}`, admin, { name: 'Cohort One', slug: 'cohort-1' });
    expect(moved.json().slug).toBe('cohort-1');
    expect((await req('PUT', '/api/past-cohort/99999', admin, { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a duplicate name (any case) or link with 409 and writes nothing', async () => {
    const before = (await t.db.select().from(pastCohorts)).length;
    const sameName = await req('POST', '/api/past-cohort', admin, { name: 'cohort one' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: MSG.pastCohortNameTaken });
    // "Cohort 2" makes the link cohort-2, already taken by "Cohort Two".
    const sameSlug = await req('POST', '/api/past-cohort', admin, { name: 'Cohort 2' });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().message).toBe(MSG.pastCohortNameTaken);
    const other = await createCohort('Cohort Nine');
    const renameOnto = await req('PUT', `/api/past-cohort/${other.id}`, admin, {
      name: 'Cohort Nine',
      slug: 'cohort-1',
    });
    expect(renameOnto.statusCode).toBe(409);
    expect((await t.db.select().from(pastCohorts)).length).toBe(before + 1);
    await req('DELETE', `/api/past-cohort/${other.id}`, admin);
  });

  it('validates the name with field errors', async () => {
    const empty = await req('POST', '/api/past-cohort', admin, { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: MSG.required });
    const symbols = await req('POST', '/api/past-cohort', admin, { name: '!!!' });
    expect(symbols.statusCode).toBe(422);
    expect(symbols.json().errors).toEqual({ name: PAST_COHORT_NAME_NEEDS_LETTERS });
  });

  it('lists and searches with paging fields and No. of Venture(s) counted', async () => {
    await createCompetitor(id, { name: 'Venture A' });
    await createCompetitor(id, { name: 'Venture B' });
    const list = await req('GET', '/api/past-cohort?page=1', viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ current_page: 1, per_page: 10, last_page: 1 });
    const one = list.json().data.find((c: { id: number }) => c.id === id);
    expect(one.competitors_count).toBe(2);
    const search = await req('GET', '/api/past-cohort?type=search&search=one', viewer);
    expect(search.json().total).toBe(1);
    expect(search.json().data[0]).toMatchObject({ id, competitors_count: 2 });
    const show = await req('GET', `/api/past-cohort/${id}`, viewer);
    expect(show.json()).toMatchObject({ id, name: 'Cohort One', competitors_count: 2 });
  });

  it('answers type=all and type=adminFormData', async () => {
    const all = await req('GET', '/api/past-cohort?type=all', viewer);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual(['Cohort One', 'Cohort Two']);
    expect(all.json().data[0].competitors_count).toBe(2);
    const form = await req('GET', '/api/past-cohort?type=adminFormData', viewer);
    expect(form.json()).toEqual({
      pastCohorts: [
        { id, name: 'Cohort One' },
        { id: expect.any(Number), name: 'Cohort Two' },
      ],
    });
  });

  it('activates and deactivates; the header menu lists only active cohorts, exactly { id, name, slug }', async () => {
    const off = await req('POST', '/api/past-cohort?type=deactivate', admin, { id, name: 'Cohort One' });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(0);
    const menu = await req('GET', '/api/past-cohort?type=public');
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toEqual({ data: [{ id: expect.any(Number), name: 'Cohort Two', slug: 'cohort-2' }] });
    const on = await req('POST', '/api/past-cohort?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const again = await req('GET', '/api/past-cohort?type=public');
    expect(again.json().data.map((c: { slug: string }) => c.slug)).toEqual(['cohort-1', 'cohort-2']);
    const actions = (await logOf('PastCohort', id)).data.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['activated', 'deactivated']);
  });

  it('needs a sign-in and each permission', async () => {
    expect((await req('GET', '/api/past-cohort')).statusCode).toBe(401);
    expect((await req('GET', '/api/past-cohort?type=all')).statusCode).toBe(401);
    expect((await req('GET', '/api/past-cohort?type=adminFormData')).statusCode).toBe(401);
    expect((await req('POST', '/api/past-cohort', undefined, { name: 'X' })).statusCode).toBe(401);
    const nobody = (await t.persona([])).headers;
    expect((await req('GET', '/api/past-cohort', nobody)).statusCode).toBe(403);
    expect((await req('GET', '/api/past-cohort?type=all', nobody)).statusCode).toBe(403);
    expect((await req('GET', `/api/past-cohort/${id}`, nobody)).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort', viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await req('PUT', `/api/past-cohort/${id}`, viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await req('DELETE', `/api/past-cohort/${id}`, viewer)).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort?type=activate', viewer, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort?type=deactivate', viewer, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', viewer, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort?type=deactivateFocus', viewer, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', undefined, { id })).statusCode).toBe(401);
  });

  it('deletes a cohort with its competitors, audited', async () => {
    const gone = await createCohort('Cohort Gone');
    await createCompetitor(gone.id, { name: 'Short lived' });
    const res = await req('DELETE', `/api/past-cohort/${gone.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Past Cohort Deleted Successfully' });
    expect(await t.db.select().from(competitors).where(eq(competitors.past_cohort_id, gone.id))).toEqual([]);
    expect((await logOf('PastCohort', gone.id)).data[0]).toMatchObject({ action: 'deleted' });
    expect((await req('DELETE', `/api/past-cohort/${gone.id}`, admin)).statusCode).toBe(404);
  });
});

describe('focus cohort', () => {
  let a: number;
  let b: number;
  beforeAll(async () => {
    a = (await createCohort('Focus A')).id;
    b = (await createCohort('Focus B')).id;
  });

  it('keeps at most one focus cohort: focusing one takes it from the other, each change audited', async () => {
    const first = await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: a, name: 'Focus A' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: a, current: 1 });

    const second = await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: b });
    expect(second.json()).toMatchObject({ id: b, current: 1 });
    const focused = await t.db.select({ id: pastCohorts.id }).from(pastCohorts).where(eq(pastCohorts.current, 1));
    expect(focused).toEqual([{ id: b }]);

    const logA = (await logOf('PastCohort', a)).data;
    expect(logA[0]).toMatchObject({ action: 'unfocused', changed: { current: 0 } });
    expect(logA[1]).toMatchObject({ action: 'focused', changed: { current: 1 } });
    expect((await logOf('PastCohort', b)).data[0]).toMatchObject({ action: 'focused', changed: { current: 1 } });
  });

  it('focusing the focus cohort again changes nothing and writes no entry', async () => {
    const before = (await t.db.select().from(auditLogs)).length;
    const res = await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: b });
    expect(res.json().current).toBe(1);
    expect((await t.db.select().from(auditLogs)).length).toBe(before);
  });

  it('removes the focus', async () => {
    const res = await req('POST', '/api/past-cohort?type=deactivateFocus', admin, { id: b });
    expect(res.json()).toMatchObject({ id: b, current: 0 });
    expect((await logOf('PastCohort', b)).data[0]).toMatchObject({ action: 'unfocused' });
    expect((await t.db.select().from(pastCohorts).where(eq(pastCohorts.current, 1))).length).toBe(0);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: 99999 })).statusCode).toBe(404);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', admin, {})).statusCode).toBe(422);
  });
});

describe('competitors resource', () => {
  let cohort: number;
  let other: number;
  let id: number;
  beforeAll(async () => {
    cohort = (await createCohort('Cohort Ventures', { slug: 'cohort-ventures' })).id;
    other = (await createCohort('Cohort Elsewhere')).id;
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
    id = body.id;
    expect((await logOf('Competitor', id)).data[0]).toMatchObject({ action: 'created', model: 'Competitor' });
  });

  it('validates: name and description required, links must be links, rank a positive whole number', async () => {
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
    const dup = await req('POST', '/api/competitor', admin, competitorBody(cohort, { name: 'shamba smart' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: MSG.competitorNameTaken });
    await createCompetitor(other);
  });

  it('lists a cohort by rank (unranked last, then name), searches, and requires the cohort id', async () => {
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
    const off = await req('POST', '/api/competitor?type=deactivate', admin, { id });
    expect(off.json().active).toBe(0);
    const on = await req('POST', '/api/competitor?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    const actions = (await logOf('Competitor', id)).data.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['activated', 'deactivated']);
  });

  it('needs a sign-in and each permission', async () => {
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
    await t.db.update(pastCohorts).set({ current: 0 });
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
