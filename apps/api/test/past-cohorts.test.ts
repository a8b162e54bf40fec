import { MSG } from '@portal/contract/messages';
import { PAST_COHORT_NAME_NEEDS_LETTERS } from '@portal/contract/past-cohorts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, competitors, pastCohorts } from '../src/db/schema';
import { ADMIN } from '../testing/helpers';
import { pastCohortsFixture } from '../testing/past-cohorts-fixture';

const { t, admin, viewer, req, logOf, createCohort, createCompetitor } = await pastCohortsFixture();

/** The name, link and list checks see every cohort: those tests start from none. */
const noCohorts = async () => {
  await t.db.delete(competitors);
  await t.db.delete(pastCohorts);
};
/** From no cohorts: "Cohort One" (link cohort-1) and "Cohort Two" (link cohort-2). */
const oneAndTwo = async () => {
  await noCohorts();
  const one = await createCohort('Cohort One', { slug: 'cohort-1' });
  const two = await createCohort('Cohort Two', { slug: 'cohort-2' });
  return { id: one.id, two: two.id };
};

describe('past cohorts resource', () => {
  it('creates a cohort with a link made from its name, active, not the focus, and audits it', async () => {
    await noCohorts();
    const res = await req('POST', '/api/past-cohort', admin, { id: null, name: '  Cohort 1 (2018) ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Cohort 1 (2018)',
      slug: 'cohort-1-2018',
      active: 1,
      current: 0,
      competitors_count: 0,
    });
    const id = res.json().id;
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
    await noCohorts();
    const given = await createCohort('Cohort Two', { slug: 'cohort-2' });
    expect(given.slug).toBe('cohort-2');
    const bad = await req('POST', '/api/past-cohort', admin, { name: 'Cohort Three', slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['slug']);
  });

  it('keeps the link on a rename so shared links still work, and changes it only when asked', async () => {
    await noCohorts();
    const { id } = await createCohort('Cohort 1 (2018)');
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
    await oneAndTwo();
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
    const { id } = await oneAndTwo();
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
    const { id } = await oneAndTwo();
    await createCompetitor(id, { name: 'Venture A' });
    await createCompetitor(id, { name: 'Venture B' });
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
    const { id } = await oneAndTwo();
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
    const { id } = await createCohort('Cohort Guarded');
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
  let pairs = 0;
  /** Two cohorts of the test's own, neither the focus ("Focus <n> A" and "Focus <n> B"). */
  const twoCohorts = async () => {
    pairs += 1;
    return [(await createCohort(`Focus ${pairs} A`)).id, (await createCohort(`Focus ${pairs} B`)).id] as const;
  };
  const focus = async (id: number) =>
    expect((await req('POST', '/api/past-cohort?type=activateFocus', admin, { id })).statusCode).toBe(200);

  it('keeps at most one focus cohort: focusing one takes it from the other, each change audited', async () => {
    const [a, b] = await twoCohorts();
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
    const [, b] = await twoCohorts();
    await focus(b);
    const before = (await t.db.select().from(auditLogs)).length;
    const res = await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: b });
    expect(res.json().current).toBe(1);
    expect((await t.db.select().from(auditLogs)).length).toBe(before);
  });

  it('removes the focus', async () => {
    const [, b] = await twoCohorts();
    await focus(b);
    const res = await req('POST', '/api/past-cohort?type=deactivateFocus', admin, { id: b });
    expect(res.json()).toMatchObject({ id: b, current: 0 });
    expect((await logOf('PastCohort', b)).data[0]).toMatchObject({ action: 'unfocused' });
    expect((await t.db.select().from(pastCohorts).where(eq(pastCohorts.current, 1))).length).toBe(0);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', admin, { id: 99999 })).statusCode).toBe(404);
    expect((await req('POST', '/api/past-cohort?type=activateFocus', admin, {})).statusCode).toBe(422);
  });
});
