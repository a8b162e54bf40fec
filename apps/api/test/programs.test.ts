import { MSG } from '@portal/contract/messages';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../src/db/schema';
import { ADMIN, createTestApp, fakeClock } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi (UTC+3).
const START = new Date('2026-03-02T09:00:00Z');
const clock = fakeClock(START);
const t = await createTestApp({ clock });
const { app } = t;

let admin: Record<string, string>;
let viewer: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
  viewer = (await t.persona(['program_view'])).headers;
});

const valid = {
  name: 'Cohort 9',
  application_deadline: '2026-04-30',
  start_date: '2026-05-15',
  end_date: '2026-11-30',
};

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

// A test that moves the clock leaves it where the others expect it.
afterEach(() => clock.set(START));

/** Names are unique and the lists count every programme: the tests that need it start from none. */
const noPrograms = () => t.db.delete(programs);
const create = async (over: Partial<typeof valid> = {}): Promise<number> => {
  const res = await req('POST', '/api/program', admin, { ...valid, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};
const activate = async (id: number) =>
  expect((await req('POST', '/api/program?type=activate', admin, { id })).statusCode).toBe(200);

describe('programs resource', () => {
  it('creates a program (inactive) and records the audit entry', async () => {
    await noPrograms();
    const res = await req('POST', '/api/program', admin, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, active: 0 });
    const id = res.json().id;
    const log = await req('POST', '/api/log?type=record', admin, { model: 'Program', message: String(id) });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(log.json().data[0]).toMatchObject({
      action: 'created',
      model: 'Program',
      modder: { first_name: ADMIN.first_name, last_name: ADMIN.last_name },
      new: expect.objectContaining({ name: 'Cohort 9' }),
    });
  });

  it('refuses a duplicate name with 409 and a message', async () => {
    await noPrograms();
    await create();
    const res = await req('POST', '/api/program', admin, { ...valid, name: 'cohort 9' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.programNameTaken });
  });

  it('applies the date rules with field errors and writes nothing', async () => {
    await noPrograms();
    const past = await req('POST', '/api/program', admin, {
      ...valid,
      name: 'X',
      application_deadline: '2026-03-01',
      start_date: '2026-03-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({
      application_deadline: MSG.programDeadlinePast,
      start_date: MSG.programStartPast,
    });
    const order = await req('POST', '/api/program', admin, { ...valid, name: 'X', start_date: '2026-12-01' });
    expect(order.json().errors).toEqual({ start_date: MSG.programStartAfterEnd, end_date: MSG.programEndBeforeStart });
    const missing = await req('POST', '/api/program', admin, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'application_deadline',
      'end_date',
      'name',
      'start_date',
    ]);
    // Today (Nairobi) is allowed.
    const today = await req('POST', '/api/program', admin, {
      ...valid,
      name: 'Today',
      application_deadline: '2026-03-02',
      start_date: '2026-03-02',
    });
    expect(today.statusCode).toBe(201);
    const list = await req('GET', '/api/program?type=search&search=X', admin);
    expect(list.json().total).toBe(0);
  });

  it('updates with an audit entry listing what changed', async () => {
    await noPrograms();
    const id = await create();
    const res = await req('PUT', `/api/program/${id}`, admin, { ...valid, name: 'Cohort 9 (2026)' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Cohort 9 (2026)');
    const log = await req('POST', '/api/log?type=record', admin, { model: 'Program', message: String(id) });
    expect(log.json().data[0]).toMatchObject({
      action: 'updated',
      changed: { name: 'Cohort 9 (2026)' },
      old: expect.objectContaining({ name: 'Cohort 9' }),
    });
    expect((await req('PUT', '/api/program/99999', admin, valid)).statusCode).toBe(404);
    expect(res.json().created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps a running program editable: stored dates may have passed, new ones may not', async () => {
    await noPrograms();
    const id = await create({ name: 'Cohort 9 (2026)' });
    clock.set('2026-06-01T09:00:00Z');
    try {
      const later = await t.admin(); // the old token idled out over those three months
      const rename = await req('PUT', `/api/program/${id}`, later, { ...valid, name: 'Cohort 9 (running)' });
      expect(rename.statusCode).toBe(200);
      const moved = await req('PUT', `/api/program/${id}`, later, {
        ...valid,
        name: 'Cohort 9 (running)',
        application_deadline: '2026-05-01',
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toEqual({ application_deadline: MSG.programDeadlinePast });
    } finally {
      clock.set('2026-03-02T09:00:00Z');
    }
    expect((await req('PUT', `/api/program/${id}`, admin, { ...valid, name: 'Cohort 9 (2026)' })).statusCode).toBe(200);
  });

  it('lists, searches and pages in SQL', async () => {
    await noPrograms();
    await create({ name: 'Cohort 9 (2026)' });
    await create({ name: 'Today', application_deadline: '2026-03-02', start_date: '2026-03-02' });
    for (let i = 1; i <= 12; i++) {
      await req('POST', '/api/program', admin, { ...valid, name: `Bulk ${String(i).padStart(2, '0')}` });
    }
    const page1 = await req('GET', '/api/program?page=1', viewer);
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10, total: 14, last_page: 2 });
    expect(page1.json().data).toHaveLength(10);
    const page2 = await req('GET', '/api/program?type=search&search=bulk&page=2', viewer);
    expect(page2.json()).toMatchObject({ current_page: 2, total: 12, last_page: 2 });
    expect(page2.json().data).toHaveLength(2);
    // LIKE wildcards in the term are taken literally.
    expect((await req('GET', '/api/program?type=search&search=%25', viewer)).json().total).toBe(0);
    const bad = await req('GET', '/api/program?page=0', viewer);
    expect(bad.statusCode).toBe(422);
  });

  it('keeps at most one program active', async () => {
    await noPrograms();
    const id = await create();
    await create({ name: 'Today', application_deadline: '2026-03-02', start_date: '2026-03-02' });
    const act = await req('POST', '/api/program?type=activate', admin, { id });
    expect(act.statusCode).toBe(200);
    expect(act.json().active).toBe(1);
    const other = (await req('GET', '/api/program?type=search&search=Today', admin)).json().data[0].id;
    const second = await req('POST', '/api/program?type=activate', admin, { id: other });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: MSG.programAlreadyActive });
    const log = await req('POST', '/api/log?type=record', admin, { model: 'Program', message: String(id) });
    expect(log.json().data[0]).toMatchObject({ action: 'activated', changed: { active: 1 } });
  });

  it('answers programDetails publicly, with the flag following Nairobi days', async () => {
    await noPrograms();
    const id = await create({ name: 'Cohort 9 (2026)' });
    await activate(id);
    const details = await req('GET', '/api/program?type=programDetails');
    expect(details.json()).toEqual({
      program: {
        id,
        name: 'Cohort 9 (2026)',
        application_deadline: '2026-04-30',
        start_date: '2026-05-15',
        end_date: '2026-11-30',
      },
      application: 1,
    });
    // 23:30 in Nairobi on the deadline day: still open.
    clock.set('2026-04-30T20:30:00Z');
    expect((await req('GET', '/api/program?type=programDetails')).json().application).toBe(1);
    // 00:30 in Nairobi the next day (still the 30th in UTC): closed.
    clock.set('2026-04-30T21:30:00Z');
    expect((await req('GET', '/api/program?type=programDetails')).json().application).toBe(0);
    clock.set('2026-03-02T09:00:00Z');
  });

  it('deactivates, then programDetails says nothing is open', async () => {
    await noPrograms();
    const id = await create();
    await activate(id);
    expect((await req('POST', '/api/program?type=deactivate', admin, { id })).json().active).toBe(0);
    expect((await req('GET', '/api/program?type=programDetails')).json()).toEqual({ program: null, application: 0 });
  });

  it('deletes and keeps the history', async () => {
    await noPrograms(); // only one programme may be active
    const id = await create({ name: 'Cohort To Delete' });
    for (const name of ['Cohort To Delete (2026)', 'Cohort To Delete (running)', 'Cohort To Delete (2026)']) {
      expect((await req('PUT', `/api/program/${id}`, admin, { ...valid, name })).statusCode).toBe(200);
    }
    await activate(id);
    expect((await req('POST', '/api/program?type=deactivate', admin, { id })).statusCode).toBe(200);
    const res = await req('DELETE', `/api/program/${id}`, admin);
    expect(res.json()).toEqual({ message: 'Program Deleted Successfully' });
    expect((await req('GET', `/api/program/${id}`, admin)).statusCode).toBe(404);
    const log = await req('POST', '/api/log?type=record', admin, { model: 'Program', message: String(id) });
    expect(log.json().data.map((e: { action: string }) => e.action)).toEqual([
      'deleted',
      'deactivated',
      'activated',
      'updated',
      'updated',
      'updated',
      'created',
    ]);
    expect((await req('DELETE', `/api/program/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('program permissions', () => {
  it('needs a sign-in (401) and the matching permission (403) for each action', async () => {
    expect((await req('GET', '/api/program')).statusCode).toBe(401);
    const noPerm = (await t.persona([])).headers;
    expect((await req('GET', '/api/program', noPerm)).statusCode).toBe(403);
    expect((await req('GET', '/api/program', viewer)).statusCode).toBe(200);
    const create = await req('POST', '/api/program', viewer, { ...valid, name: 'Nope' });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: MSG.forbidden });
    expect((await req('PUT', '/api/program/1', viewer, valid)).statusCode).toBe(403);
    expect((await req('DELETE', '/api/program/1', viewer)).statusCode).toBe(403);
    expect((await req('POST', '/api/program?type=activate', viewer, { id: 1 })).statusCode).toBe(403);
    expect((await req('POST', '/api/program?type=deactivate', viewer, { id: 1 })).statusCode).toBe(403);
    expect((await req('POST', '/api/log?type=record', viewer, { model: 'Program', message: '1' })).statusCode).toBe(
      403,
    );
    const unknownType = await req('POST', '/api/program?type=explode', admin, { id: 1 });
    expect(unknownType.statusCode).toBe(422);
  });

  it('an editor without create rights can edit but not create', async () => {
    await create({ name: 'Cohort For The Editor' });
    const editor = (await t.persona(['program_view', 'program_edit'])).headers;
    const [first] = (await req('GET', '/api/program', editor)).json().data;
    expect(
      (await req('PUT', `/api/program/${first.id}`, editor, { ...valid, name: 'Edited by editor' })).statusCode,
    ).toBe(200);
    expect((await req('POST', '/api/program', editor, { ...valid, name: 'Nope 2' })).statusCode).toBe(403);
  });
});
