import { LOG_MODELS } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema';
import { createTestApp, fakeClock } from '../testing/helpers';

// The clock reads 2026-03-02 12:00 in Nairobi (09:00 UTC).
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app } = t;

type Headers = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
  app.inject({ method, url, headers, payload: payload as never });
const search = (headers: Headers, searchData: Record<string, unknown>, page = 1) =>
  req('POST', `/api/log?page=${page}`, headers, { searchData });

let auditor: Headers;
let amina: number;
let baraka: number;

/** An audit entry at a given time (UTC). */
const entry = (model: string, action: string, modder: number | null, at: string, id = '1') => ({
  model,
  action,
  modder_id: modder,
  model_id: id,
  old: null,
  new: { name: `${model} ${id}`, created_at: at },
  changed: { name: `${model} ${id}` },
  created_at: at,
});

beforeAll(async () => {
  auditor = (await t.persona(['log_view'])).headers;
  const [a, b] = await t.db
    .insert(users)
    .values([
      { first_name: 'Amina', last_name: 'Wanjiru', email: 'amina@staff.test', password_hash: 'x', active: 1 },
      { first_name: 'Baraka', middle_name: 'K', last_name: 'Mwangi', email: 'baraka@staff.test', password_hash: 'x' },
    ])
    .returning();
  amina = a!.id;
  baraka = b!.id;
  // What the seed and the personas wrote so far is left as it is; these are the entries searched.
  await t.db.insert(auditLogs).values([
    entry('TeamMember', 'created', amina, '2026-02-01T08:00:00Z', '7'),
    entry('TeamMember', 'updated', amina, '2026-02-10T20:59:00Z', '7'), // 23:59 on 10 Feb in Nairobi
    entry('TeamMember', 'updated', amina, '2026-02-10T21:00:00Z', '7'), // 00:00 on 11 Feb in Nairobi
    entry('TeamMember', 'deleted', baraka, '2026-02-12T09:00:00Z', '7'),
    entry('Gallery', 'updated', amina, '2026-02-11T09:00:00Z', '3'),
    entry('Gallery', 'activated', null, '2026-02-11T10:00:00Z', '3'),
    entry('ContactUs', 'read', baraka, '2026-03-01T09:00:00Z', '9'),
  ]);
});

describe('POST /api/log (the filter screen)', () => {
  it('filters by user', async () => {
    const res = await search(auditor, { userId: amina, userName: 'Amina Wanjiru' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(res.json().data[0]).toMatchObject({
      model: 'Gallery',
      action: 'updated',
      modder: { id: amina, first_name: 'Amina', middle_name: null, last_name: 'Wanjiru' },
    });
  });

  it('combines user AND model AND action', async () => {
    const res = (await search(auditor, { userId: amina, model: 'TeamMember', action: 'updated' })).json();
    expect(res.total).toBe(2);
    expect(
      res.data.every((e: { model: string; action: string }) => e.model === 'TeamMember' && e.action === 'updated'),
    ).toBe(true);
    expect((await search(auditor, { userId: baraka, model: 'TeamMember', action: 'updated' })).json().total).toBe(0);
    expect((await search(auditor, { model: 'Gallery' })).json().total).toBe(2);
    expect((await search(auditor, { action: 'read' })).json().total).toBe(1);
  });

  it('takes the dates as whole Nairobi days, both included, and combines them with the rest', async () => {
    const ten = (await search(auditor, { model: 'TeamMember', date_from: '2026-02-10', date_to: '2026-02-10' })).json();
    expect(ten.data.map((e: { created_at: string }) => e.created_at)).toEqual(['2026-02-10T20:59:00.000Z']);
    const eleven = (
      await search(auditor, { model: 'TeamMember', date_from: '2026-02-11', date_to: '2026-02-12' })
    ).json();
    expect(eleven.data.map((e: { action: string }) => e.action)).toEqual(['deleted', 'updated']);
    const all = (
      await search(auditor, {
        userId: amina,
        model: 'TeamMember',
        action: 'updated',
        date_from: '2026-02-11',
        date_to: '2026-03-02',
      })
    ).json();
    expect(all.total).toBe(1);
    expect(all.data[0].created_at).toBe('2026-02-10T21:00:00.000Z');
    // only a start, or only an end
    expect((await search(auditor, { model: 'Gallery', date_from: '2026-02-11' })).json().total).toBe(2);
    expect((await search(auditor, { model: 'TeamMember', date_to: '2026-02-01' })).json().total).toBe(1);
  });

  it('reads System for entries without a modder', async () => {
    const res = (await search(auditor, { action: 'activated', model: 'Gallery' })).json();
    expect(res.data[0].modder).toBeNull();
  });

  it('reads "Deleted user #<id>" (not System) for entries whose user has since been deleted', async () => {
    const gone = await t.persona(['contact_us_create']);
    const sent = await req('POST', '/api/contact-us', gone.headers, { subject: 'Soon gone', message: '<p>Hi</p>' });
    expect(sent.statusCode).toBe(201);
    const deleted = await req('DELETE', `/api/user/${gone.user.id}`, await t.admin());
    expect(deleted.statusCode, deleted.body).toBe(200);

    const res = (await search(auditor, { userId: gone.user.id, model: 'ContactUs' })).json();
    expect(res.total).toBe(1);
    expect(res.data[0].modder).toEqual({
      id: gone.user.id,
      first_name: `Deleted user #${gone.user.id}`,
      middle_name: null,
      last_name: '',
    });
    // The record's own history says the same.
    const record = (
      await req('POST', '/api/log?type=record', auditor, { model: 'ContactUs', message: res.data[0].model_id })
    ).json();
    expect(record.data[0].modder).toMatchObject({ id: gone.user.id, first_name: `Deleted user #${gone.user.id}` });
  });

  it('pages in SQL, newest first', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      entry(
        'Story',
        'updated',
        baraka,
        new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000).toISOString(),
        String(i),
      ),
    );
    await t.db.insert(auditLogs).values(many);
    const p1 = (await search(auditor, { model: 'Story' })).json();
    expect(p1).toMatchObject({ total: 23, per_page: 10, current_page: 1, last_page: 3 });
    expect(p1.data[0].model_id).toBe('22');
    const p3 = (await search(auditor, { model: 'Story' }, 3)).json();
    expect(p3.data.map((e: { model_id: string }) => e.model_id)).toEqual(['2', '1', '0']);
    const big = (await req('POST', '/api/log?page=1&per_page=50', auditor, { searchData: { model: 'Story' } })).json();
    expect(big.data).toHaveLength(23);
  });

  it('needs at least one filter; dates not after today, Date To not before Date From', async () => {
    const none = await search(auditor, { userName: 'Amina', userId: '', model: '', action: null });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ 'searchData._': MSG.logFilterRequired });
    expect((await req('POST', '/api/log', auditor, {})).statusCode).toBe(422);

    // 2026-03-02 is today in Nairobi; 2026-03-03 is not yet
    expect((await search(auditor, { date_to: '2026-03-02' })).statusCode).toBe(200);
    const future = await search(auditor, { date_from: '2026-03-03' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ 'searchData.date_from': MSG.logDateFuture });
    expect((await search(auditor, { date_to: '2026-03-03' })).json().errors).toEqual({
      'searchData.date_to': MSG.logDateFuture,
    });

    const reversed = await search(auditor, { date_from: '2026-02-12', date_to: '2026-02-11' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ 'searchData.date_to': MSG.logDateToBeforeFrom });

    expect((await search(auditor, { date_from: '12/02/2026' })).json().errors).toHaveProperty('searchData.date_from');
    expect((await search(auditor, { model: 'Spaceship' })).json().errors).toHaveProperty('searchData.model');
    expect((await search(auditor, { action: 'drop table' })).json().errors).toHaveProperty('searchData.action');
    expect((await search(auditor, { userId: -3 })).json().errors).toHaveProperty('searchData.userId');
    expect((await req('POST', '/api/log?page=0', auditor, { searchData: { model: 'Story' } })).statusCode).toBe(422);
  });

  it('moves "today" with the clock (Nairobi midnight is 21:00 UTC)', async () => {
    clock.set('2026-03-02T21:00:00Z'); // 00:00 on 3 March in Nairobi
    try {
      expect((await search(auditor, { date_from: '2026-03-03' })).statusCode).toBe(200);
    } finally {
      clock.set('2026-03-02T09:00:00Z');
    }
  });

  it('needs log_view, before reading the payload', async () => {
    expect((await search({}, { model: 'Story' })).statusCode).toBe(401);
    const other = (await t.persona(['team_view'])).headers;
    expect((await search(other, { model: 'Story' })).statusCode).toBe(403);
    expect((await req('POST', '/api/log', other, { nonsense: true })).statusCode).toBe(403);
  });

  it("still answers a record's log with type=record", async () => {
    const res = await req('POST', '/api/log?type=record', auditor, { model: 'Gallery', message: '3' });
    expect(res.json().total).toBe(2);
    expect((await req('POST', '/api/log?type=record', auditor, { model: 'Nope', message: '3' })).statusCode).toBe(422);
  });
});

describe('GET /api/log', () => {
  it('pages every entry, newest first', async () => {
    // Two pages at least, whatever else this file wrote: eleven entries by a user of their own.
    const [pager] = await t.db
      .insert(users)
      .values({ first_name: 'Paging', last_name: 'Person', email: 'paging@staff.test', password_hash: 'x' })
      .returning();
    await t.db
      .insert(auditLogs)
      .values(
        Array.from({ length: 11 }, (_, i) => entry('Program', 'updated', pager!.id, '2025-06-01T09:00:00Z', `${i}`)),
      );
    const [{ n }] = (await t.db.select({ n: count() }).from(auditLogs)) as [{ n: number }];
    const res = await req('GET', '/api/log?page=2', auditor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: n, current_page: 2, per_page: 10 });
    const first = (await req('GET', '/api/log', auditor)).json().data;
    expect(first[0].id).toBeGreaterThan(first[9].id);
  });

  it('answers the models and actions of the dropdowns (type=formData)', async () => {
    const res = await req('GET', '/api/log?type=formData', auditor);
    expect(res.statusCode).toBe(200);
    const { models, actions } = res.json();
    expect(models).toEqual(expect.arrayContaining([...LOG_MODELS]));
    expect(models).toEqual([...models].sort((a: string, b: string) => a.localeCompare(b)));
    expect(actions).toEqual(expect.arrayContaining(['activated', 'created', 'deleted', 'read', 'updated']));
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('lists and searches users for the Find User dialog (type=users)', async () => {
    const all = (await req('GET', '/api/log?type=users', auditor)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data[0]).toEqual({
      id: amina,
      first_name: 'Amina',
      middle_name: null,
      last_name: 'Wanjiru',
      email: 'amina@staff.test',
    });
    const byName = (await req('GET', '/api/log?type=users&search=baraka%20mwangi', auditor)).json();
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([baraka]);
    const byEmail = (await req('GET', '/api/log?type=users&search=AMINA@STAFF', auditor)).json();
    expect(byEmail.total).toBe(1);
    expect((await req('GET', '/api/log?type=users&search=_', auditor)).json().total).toBe(0);
    const paged = (await req('GET', '/api/log?type=users&per_page=1&page=2', auditor)).json();
    expect(paged).toMatchObject({ per_page: 1, current_page: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('needs log_view for every type', async () => {
    const other = (await t.persona(['user_view'])).headers;
    for (const url of ['/api/log', '/api/log?type=formData', '/api/log?type=users']) {
      expect((await req('GET', url)).statusCode).toBe(401);
      expect((await req('GET', url, other)).statusCode).toBe(403);
    }
    expect((await req('GET', '/api/log?type=nope', auditor)).statusCode).toBe(422);
  });
});
