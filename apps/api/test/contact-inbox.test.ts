import { MSG } from '@portal/contract/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, contactUs, users } from '../src/db/schema';
import { createTestApp } from '../testing/helpers';

const t = await createTestApp();
const { app } = t;

type Headers = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
  app.inject({ method, url, headers, payload: payload as never });

let staff: Headers;
let sender: Awaited<ReturnType<typeof t.persona>>;
const ids: Record<string, number> = {};

/** A message straight into the table, `minutesAgo` before the seeding time. */
async function message(subject: string, text: string, read: 0 | 1, minutesAgo: number, userId: number | null) {
  const at = new Date(Date.parse('2026-03-02T09:00:00Z') - minutesAgo * 60_000).toISOString();
  const [row] = await t.db
    .insert(contactUs)
    .values({ subject, message: text, read, user_id: userId, created_at: at, updated_at: at })
    .returning();
  ids[subject] = row!.id;
  return row!;
}

beforeAll(async () => {
  staff = (await t.persona(['contact_us_view', 'contact_us_mark_read', 'contact_us_mark_unread', 'contact_us_archive']))
    .headers;
  sender = await t.persona(['contact_us_create']);
  await t.db.update(users).set({ first_name: 'Wanjiku', last_name: 'Otieno' }).where(eq(users.id, sender.user.id));
});

/** Every test starts from the same inbox: two unread from the sender, one read, eleven unread fillers. */
beforeEach(async () => {
  await t.db.delete(contactUs);
  await message('Bootcamp dates', '<p>When is the <strong>bootcamp</strong>?</p>', 0, 10, sender.user.id);
  await message('Eligibility', '<p>Can a cooperative apply?</p>', 0, 5, sender.user.id);
  await message('Old question', '<p>Answered already</p>', 1, 60, null);
  for (let i = 0; i < 11; i++) await message(`Filler ${i}`, '<p>More</p>', 0, 100 + i, null);
});

describe('GET /api/contact-us (the inbox)', () => {
  it('lists the unread messages newest first, with the sender, paged by the server', async () => {
    const res = await req('GET', '/api/contact-us?type=open', staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 13, last_page: 2 });
    expect(body.data.map((m: { subject: string }) => m.subject).slice(0, 3)).toEqual([
      'Eligibility',
      'Bootcamp dates',
      'Filler 0',
    ]);
    expect(body.data[0]).toEqual({
      id: ids.Eligibility,
      subject: 'Eligibility',
      message: '<p>Can a cooperative apply?</p>',
      read: 0,
      created_at: '2026-03-02T08:55:00.000Z',
      user: {
        id: sender.user.id,
        first_name: 'Wanjiku',
        middle_name: null,
        last_name: 'Otieno',
        email: sender.user.email,
      },
    });
    const page2 = (await req('GET', '/api/contact-us?type=open&page=2', staff)).json();
    expect(page2.data).toHaveLength(3);
    expect(page2.current_page).toBe(2);
  });

  it('lists the read messages under closed; a deleted sender reads as null', async () => {
    const res = (await req('GET', '/api/contact-us?type=closed', staff)).json();
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({ subject: 'Old question', read: 1, user: null });
  });

  it('searches a tab by subject, message text and sender, with % taken literally', async () => {
    const search = async (type: string, term: string) =>
      (await req('GET', `/api/contact-us?type=${type}&typeB=search&search=${encodeURIComponent(term)}`, staff)).json();
    expect((await search('open', 'eligib')).data.map((m: { subject: string }) => m.subject)).toEqual(['Eligibility']);
    expect((await search('open', 'BOOTCAMP')).total).toBe(1);
    expect((await search('open', 'cooperative')).total).toBe(1);
    expect((await search('open', 'wanjiku otieno')).total).toBe(2);
    expect((await search('open', '%')).total).toBe(0);
    expect((await search('closed', 'bootcamp')).total).toBe(0);
    // search= without typeB=search is the plain list
    expect((await req('GET', '/api/contact-us?type=open&search=zzz', staff)).json().total).toBe(13);
  });

  it('answers both counts for the tabs and the badge', async () => {
    const res = await req('GET', '/api/contact-us?type=counts', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: 13, closed: 1 });
  });

  it('needs a sign-in and contact_us_view; refuses a bad type or page', async () => {
    expect((await req('GET', '/api/contact-us?type=open')).statusCode).toBe(401);
    expect((await req('GET', '/api/contact-us?type=open', sender.headers)).statusCode).toBe(403);
    const onlyMark = (await t.persona(['contact_us_mark_read'])).headers;
    expect((await req('GET', '/api/contact-us?type=counts', onlyMark)).statusCode).toBe(403);
    const bad = await req('GET', '/api/contact-us?type=archived', staff);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('type');
    expect((await req('GET', '/api/contact-us?type=open&page=0', staff)).statusCode).toBe(422);
  });
});

describe('POST /api/contact-us?type=read|unread', () => {
  const entries = (id: number) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'ContactUs'), eq(auditLogs.model_id, String(id))))
      .orderBy(auditLogs.id);

  it('marks a message read, moves it between the tabs and writes an audit entry', async () => {
    const id = ids['Bootcamp dates']!;
    const res = await req('POST', '/api/contact-us?type=read', staff, { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.messageMarkedRead });
    expect((await req('GET', '/api/contact-us?type=counts', staff)).json()).toEqual({ open: 12, closed: 2 });
    const closed = (await req('GET', '/api/contact-us?type=closed', staff)).json();
    expect(closed.data[0]).toMatchObject({ id, read: 1 });
    const log = await entries(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'read', changed: { read: 1 }, old: expect.objectContaining({ read: 0 }) });
    expect(log[0]!.modder_id).not.toBeNull();
  });

  it('marks it unread again (its own audit entry); the same mark twice changes nothing', async () => {
    const id = ids['Bootcamp dates']!;
    expect((await req('POST', '/api/contact-us?type=read', staff, { id })).statusCode).toBe(200);
    const res = await req('POST', '/api/contact-us?type=unread', staff, { id });
    expect(res.json()).toEqual({ message: MSG.messageMarkedUnread });
    const again = await req('POST', '/api/contact-us?type=unread', staff, { id });
    expect(again.statusCode).toBe(200);
    const log = await entries(id);
    expect(log.map((e) => e.action)).toEqual(['read', 'unread']);
    expect(log[1]).toMatchObject({ changed: { read: 0 } });
    expect((await req('GET', '/api/contact-us?type=counts', staff)).json()).toEqual({ open: 13, closed: 1 });
  });

  it("shows the marks in the message's data log (log_view)", async () => {
    const id = ids['Bootcamp dates']!;
    for (const type of ['read', 'unread']) {
      expect((await req('POST', `/api/contact-us?type=${type}`, staff, { id })).statusCode).toBe(200);
    }
    const body = { model: 'ContactUs', message: String(id) };
    expect((await req('POST', '/api/log?type=record', staff, body)).statusCode).toBe(403);
    const auditor = (await t.persona(['log_view'])).headers;
    const log = (await req('POST', '/api/log?type=record', auditor, body)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['unread', 'read']);
    expect(log.data[0].modder).toMatchObject({ first_name: 'Test' });
  });

  it('checks each mark against its own permission, before the payload', async () => {
    const id = ids.Eligibility!;
    const reader = (await t.persona(['contact_us_view', 'contact_us_mark_read'])).headers;
    expect((await req('POST', '/api/contact-us?type=read', reader, { id })).statusCode).toBe(200);
    expect((await req('POST', '/api/contact-us?type=unread', reader, { id })).statusCode).toBe(403);
    expect((await req('POST', '/api/contact-us?type=unread', reader, {})).statusCode).toBe(403);
    expect((await req('POST', '/api/contact-us?type=read', undefined, { id })).statusCode).toBe(401);
    // a sender may send but not mark
    expect((await req('POST', '/api/contact-us?type=read', sender.headers, { id })).statusCode).toBe(403);
    await req('POST', '/api/contact-us?type=unread', staff, { id });
  });

  it('answers 422 without an id, 404 for an unknown one, 422 for an unknown type', async () => {
    const missing = await req('POST', '/api/contact-us?type=read', staff, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('id');
    const unknown = await req('POST', '/api/contact-us?type=read', staff, { id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.messageNotFound });
    expect((await req('POST', '/api/contact-us?type=archive', staff, { id: 1 })).statusCode).toBe(422);
  });
});

describe('DELETE /api/contact-us/{id}', () => {
  it('needs contact_us_archive', async () => {
    const viewer = (await t.persona(['contact_us_view'])).headers;
    expect((await req('DELETE', `/api/contact-us/${ids['Filler 0']}`, viewer)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/contact-us/${ids['Filler 0']}`)).statusCode).toBe(401);
  });

  it('deletes the message; the audit entry keeps it', async () => {
    const id = ids['Filler 0']!;
    const res = await req('DELETE', `/api/contact-us/${id}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.messageDeleted });
    expect(await t.db.select().from(contactUs).where(eq(contactUs.id, id))).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.model, 'ContactUs'), eq(auditLogs.model_id, String(id)), eq(auditLogs.action, 'deleted')),
      );
    expect(entry!.old).toMatchObject({ subject: 'Filler 0', message: '<p>More</p>' });
    expect((await req('DELETE', `/api/contact-us/${id}`, staff)).statusCode).toBe(404);
    expect((await req('DELETE', '/api/contact-us/abc', staff)).statusCode).toBe(422);
  });
});

describe('POST /api/contact-us (sending) is unchanged', () => {
  it('still stores a sender message and counts it as unread', async () => {
    const before = (await req('GET', '/api/contact-us?type=counts', staff)).json().open;
    const res = await req('POST', '/api/contact-us', sender.headers, { subject: 'Hello', message: '<p>Hi there</p>' });
    expect(res.statusCode).toBe(201);
    expect((await req('GET', '/api/contact-us?type=counts', staff)).json().open).toBe(before + 1);
  });
});
