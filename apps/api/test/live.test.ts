import { LIVE_CLOSE, type LiveServerMessage } from '@portal/contract/live';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { authTokens, contactUs, permissions, rolePermissions, userRoles, users } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { liveTiming } from '../src/modules/live/live.routes';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { APPLICANT_PASSWORD, createApplicant, createProgram } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';

// Short timings, set before the app is built: a socket has 400 ms to authenticate; re-checks every 150 ms.
liveTiming.authTimeoutMs = 400;
liveTiming.recheckMs = 150;

const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app } = t;

type Client = {
  ws: WebSocket;
  messages: LiveServerMessage[];
  closed: Promise<number>;
  /** The next message matching `pred` (already received or to come), or a failure after `ms`. */
  next(pred: (m: LiveServerMessage) => boolean, ms?: number): Promise<LiveServerMessage>;
};

const open: WebSocket[] = [];
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});

async function connect(): Promise<Client> {
  const ws = await app.injectWS('/api/live');
  open.push(ws);
  // injectWS's client does not answer pings by itself (a browser does): answer them here.
  ws.on('ping', () => ws.pong());
  const messages: LiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (pred: (m: LiveServerMessage) => boolean, ms = 2000) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${ms} ms`)), ms);
      const look = () => {
        const found = messages.find(pred);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(look);
      };
      look();
    });
  return { ws, messages, closed, next };
}

const tokenOf = (headers: Record<string, string>) => headers.authorization!.slice('Bearer '.length);

/** A signed-in socket: sends the token and waits for `ready`. */
async function signedIn(headers: Record<string, string>) {
  const c = await connect();
  c.ws.send(JSON.stringify({ type: 'auth', token: tokenOf(headers) }));
  await c.next((m) => m.type === 'ready');
  return c;
}

const quiet = (ms = 300) => new Promise((r) => setTimeout(r, ms));

let inbox: Awaited<ReturnType<typeof t.persona>>;
let reviewer: Awaited<ReturnType<typeof t.persona>>;
let sender: Awaited<ReturnType<typeof t.persona>>;

beforeAll(async () => {
  inbox = await t.persona(['contact_us_view']);
  reviewer = await t.persona(['application_view']);
  sender = await t.persona(['contact_us_create']);
});

describe('GET /api/live: authentication', () => {
  it('closes a socket whose first message carries no token, sending nothing', async () => {
    const c = await connect();
    c.ws.send(JSON.stringify({ type: 'auth' }));
    expect(await c.closed).toBe(LIVE_CLOSE.badMessage);
    expect(c.messages).toEqual([]);
    const garbage = await connect();
    garbage.ws.send('not json');
    expect(await garbage.closed).toBe(LIVE_CLOSE.badMessage);
  });

  it('closes a socket with a bad token, or a revoked one', async () => {
    const c = await connect();
    c.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(64) }));
    expect(await c.closed).toBe(LIVE_CLOSE.unauthenticated);
    expect(c.messages).toEqual([]);

    const gone = await t.persona(['contact_us_view']);
    await app.inject({ method: 'POST', url: '/api/logout', headers: gone.headers });
    const d = await connect();
    d.ws.send(JSON.stringify({ type: 'auth', token: tokenOf(gone.headers) }));
    expect(await d.closed).toBe(LIVE_CLOSE.unauthenticated);
  });

  it('closes a socket that does not authenticate in time', async () => {
    const c = await connect();
    expect(await c.closed).toBe(LIVE_CLOSE.authTimeout);
    expect(c.messages).toEqual([]);
  });

  it('refuses an applicant (no permission with a live topic), sending nothing', async () => {
    const c = await connect();
    c.ws.send(JSON.stringify({ type: 'auth', token: tokenOf(sender.headers) }));
    expect(await c.closed).toBe(LIVE_CLOSE.forbidden);
    expect(c.messages).toEqual([]);
  });

  it('answers ready with the topics of the permissions held', async () => {
    const a = await signedIn(inbox.headers);
    expect(a.messages[0]).toEqual({ type: 'ready', topics: ['contact'] });
    const b = await signedIn(reviewer.headers);
    expect(b.messages[0]).toEqual({ type: 'ready', topics: ['application'] });
    const admin = await signedIn(await t.admin());
    expect(admin.messages[0]).toEqual({ type: 'ready', topics: ['contact', 'application'] });
  });

  it('is not an HTTP route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(404);
  });
});

describe('GET /api/live: who hears what', () => {
  it('relays a new contact message to contact_us_view only', async () => {
    const a = await signedIn(inbox.headers);
    const b = await signedIn(reviewer.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: sender.headers,
      payload: { subject: 'Is the deadline extended?', message: '<p>Hello</p>' },
    });
    expect(res.statusCode).toBe(201);
    const event = await a.next((m) => m.type === 'contact.created');
    expect(event).toMatchObject({
      type: 'contact.created',
      subject: 'Is the deadline extended?',
      sender: expect.stringContaining('Test Persona'),
    });
    expect(typeof (event as { id: number }).id).toBe('number');
    await quiet();
    expect(b.messages.map((m) => m.type)).toEqual(['ready']);
  });

  it('relays marking a message read or unread, and deleting it, to contact_us_view only', async () => {
    const admin = await t.admin();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: sender.headers,
      payload: { subject: 'Marked by someone else', message: '<p>Hello</p>' },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactUs).where(eq(contactUs.subject, 'Marked by someone else'));
    const id = row!.id;
    const a = await signedIn(inbox.headers);
    const b = await signedIn(reviewer.headers);
    const changes = () => a.messages.filter((m) => m.type === 'contact.changed');

    const mark = (type: 'read' | 'unread') =>
      app.inject({ method: 'POST', url: `/api/contact-us?type=${type}`, headers: admin, payload: { id } });
    expect((await mark('read')).statusCode).toBe(200);
    await a.next((m) => m.type === 'contact.changed' && m.change === 'read');
    // The same mark again changes nothing: no event.
    expect((await mark('read')).statusCode).toBe(200);
    expect((await mark('unread')).statusCode).toBe(200);
    await a.next((m) => m.type === 'contact.changed' && m.change === 'unread');
    const del = await app.inject({ method: 'DELETE', url: `/api/contact-us/${id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    await a.next((m) => m.type === 'contact.changed' && m.change === 'deleted');
    await quiet();
    expect(changes()).toEqual([
      { type: 'contact.changed', id, change: 'read' },
      { type: 'contact.changed', id, change: 'unread' },
      { type: 'contact.changed', id, change: 'deleted' },
    ]);
    // An unknown id (404) tells no one.
    expect((await app.inject({ method: 'DELETE', url: `/api/contact-us/${id}`, headers: admin })).statusCode).toBe(404);
    await quiet();
    expect(changes()).toHaveLength(3);
    expect(b.messages.map((m) => m.type)).toEqual(['ready']);
  });

  it('relays a submitted application to application_view only', async () => {
    await seedQuestionSet(t.db);
    const program = await createProgram(t.db);
    const set = await activeQuestionSet(t.db);
    const founder = await createApplicant(t.db, { programId: program.id, set, level: 'team', venture: 'Shamba Data' });
    const headers = await t.signIn(founder.user.email, APPLICANT_PASSWORD);
    const a = await signedIn(inbox.headers);
    const b = await signedIn(reviewer.headers);

    const res = await app.inject({
      method: 'POST',
      url: '/api/application',
      headers,
      payload: { marketing_source_id: 1, terms_conditions: 1, declaration: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = await b.next((m) => m.type === 'application.submitted');
    expect(event).toMatchObject({ program_id: program.id, venture: 'Shamba Data', updated: false });
    // Submitting again updates it: the lists refresh, flagged as an update.
    await app.inject({
      method: 'POST',
      url: '/api/application',
      headers,
      payload: { marketing_source_id: 2, terms_conditions: 1, declaration: 1 },
    });
    await b.next((m) => m.type === 'application.submitted' && m.updated);
    await quiet();
    expect(a.messages.map((m) => m.type)).toEqual(['ready']);
  });
});

describe('GET /api/live: later checks', () => {
  it('closes the socket once its token is revoked', async () => {
    const who = await t.persona(['contact_us_view']);
    const c = await signedIn(who.headers);
    await t.db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.user_id, who.user.id));
    expect(await c.closed).toBe(LIVE_CLOSE.unauthenticated);
  });

  it('closes the socket once the account is deactivated', async () => {
    const who = await t.persona(['application_view']);
    const c = await signedIn(who.headers);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, who.user.id));
    expect(await c.closed).toBe(LIVE_CLOSE.unauthenticated);
  });

  it('follows a permission taken away: nothing more of that topic, closed without any', async () => {
    const who = await t.persona(['contact_us_view', 'application_view'], 'Live both');
    const c = await signedIn(who.headers);
    const [perm] = await t.db.select().from(permissions).where(eq(permissions.name, 'contact_us_view'));
    // Take contact_us_view from this persona's own role.
    const [link] = await t.db.select().from(userRoles).where(eq(userRoles.user_id, who.user.id));
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, link!.role_id), eq(rolePermissions.permission_id, perm!.id)));
    await quiet(400); // two re-checks
    await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: sender.headers,
      payload: { subject: 'After the change', message: '<p>Hello</p>' },
    });
    await quiet();
    expect(c.messages.filter((m) => m.type === 'contact.created')).toEqual([]);

    await t.db.delete(rolePermissions).where(eq(rolePermissions.role_id, link!.role_id));
    expect(await c.closed).toBe(LIVE_CLOSE.forbidden);
  });
});

describe('GET /api/live: liveness', () => {
  it('drops a socket that stops answering pings', async () => {
    const c = await signedIn(inbox.headers);
    c.ws.removeAllListeners('ping');
    expect(await c.closed).toBe(1006);
  });
});
