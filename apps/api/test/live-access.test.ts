import { LIVE_CLOSE, type LiveServerMessage } from '@portal/contract/live';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { roles } from '../src/db/schema';
import { liveTiming } from '../src/modules/live/live.routes';
import { createTestApp, fakeClock } from '../testing/helpers';

// The periodic re-check is far away (set before the app is built): whatever closes or narrows a
// socket within these tests is the immediate re-check that follows an access change.
liveTiming.recheckMs = 60_000;

const t = await createTestApp({ clock: fakeClock(new Date('2026-03-02T09:00:00Z')) });
const { app } = t;

const open: WebSocket[] = [];
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});

const tokenOf = (headers: Record<string, string>) => headers.authorization!.slice('Bearer '.length);
const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the close code, or fails after `ms`. */
const closedWithin = (closed: Promise<number>, ms = 2000) =>
  Promise.race([
    closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not closed in ${ms} ms`)), ms)),
  ]);

/** A signed-in socket: sends the token and waits for `ready`. */
async function signedIn(headers: Record<string, string>) {
  const ws = await app.injectWS('/api/live');
  open.push(ws);
  ws.on('ping', () => ws.pong());
  const messages: LiveServerMessage[] = [];
  let closedCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code) => {
      closedCode = code;
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve) =>
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as LiveServerMessage;
      messages.push(m);
      if (m.type === 'ready') resolve();
    }),
  );
  ws.send(JSON.stringify({ type: 'auth', token: tokenOf(headers) }));
  await ready;
  return { ws, messages, closed, isOpen: () => closedCode === null };
}

let admin: Record<string, string>;
let sender: Record<string, string>;
const roleId = async (name: string) => (await t.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
const sendContact = (subject: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact-us',
    headers: sender,
    payload: { subject, message: '<p>Hello</p>' },
  });
const editUser = (id: number, roleIds: number[]) =>
  app.inject({
    method: 'PUT',
    url: `/api/user/${id}`,
    headers: admin,
    payload: { first_name: 'Test', last_name: 'Persona', phone_number: '+254700000000', roles: roleIds },
  });

beforeAll(async () => {
  admin = await t.admin();
  sender = (await t.persona(['contact_us_create'])).headers;
});

describe('GET /api/live: access changes take effect at once, not at the next periodic check', () => {
  it('deactivating an account closes its sockets, and only its own', async () => {
    const who = await t.persona(['contact_us_view']);
    const other = await t.persona(['contact_us_view']);
    const a = await signedIn(who.headers);
    const b = await signedIn(other.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user?type=deactivate',
      headers: admin,
      payload: { id: who.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedWithin(a.closed)).toBe(LIVE_CLOSE.unauthenticated);
    await quiet();
    expect(b.isOpen()).toBe(true);
  });

  it('deleting an account closes its sockets', async () => {
    const who = await t.persona(['application_view']);
    const a = await signedIn(who.headers);
    const res = await app.inject({ method: 'DELETE', url: `/api/user/${who.user.id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedWithin(a.closed)).toBe(LIVE_CLOSE.unauthenticated);
  });

  it("changing a user's roles narrows what the socket hears, and closes it without a live topic", async () => {
    await t.persona(['application_view'], 'Live apps only');
    await t.persona(['team_view'], 'Live team only');
    const who = await t.persona(['contact_us_view', 'application_view'], 'Live both');
    const a = await signedIn(who.headers);

    expect((await editUser(who.user.id, [await roleId('Live apps only')])).statusCode).toBe(200);
    await quiet();
    expect((await sendContact('After the role change')).statusCode).toBe(201);
    await quiet();
    expect(a.messages.filter((m) => m.type === 'contact.created')).toEqual([]);
    expect(a.isOpen()).toBe(true);

    expect((await editUser(who.user.id, [await roleId('Live team only')])).statusCode).toBe(200);
    expect(await closedWithin(a.closed)).toBe(LIVE_CLOSE.forbidden);
  });

  it("changing a role's permissions re-checks its holders' sockets", async () => {
    const who = await t.persona(['contact_us_view'], 'Live inbox role');
    const a = await signedIn(who.headers);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/role/${await roleId('Live inbox role')}`,
      headers: admin,
      payload: { name: 'Live inbox role', guard_name: 'api', permissions: ['team_view'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedWithin(a.closed)).toBe(LIVE_CLOSE.forbidden);
  });
});
