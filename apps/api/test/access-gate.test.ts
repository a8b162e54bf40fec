import fs from 'node:fs';
import path from 'node:path';
import { ALL_PERMISSIONS, type Permission } from '@portal/contract/permissions';
import { TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import { generateSync } from 'otplib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { variantsOf } from '../testing/fuzz/catalogue';
import { createTestApp, multipart } from '../testing/helpers';
import { judgingWorld } from '../testing/judging-helpers';

/**
 * The access gate (issue 29 §3, DESIGN.md security baseline): every permission decision goes
 * through `lib/access.ts`, so a staff member whose role waits for two-step sign-in reaches no
 * staff answer anywhere: not through a route's own check, nor through a service's record rule
 * (a venture's certificates, its team, the groups, the images, the grants of roles and accounts),
 * nor through the live socket. Once she sets it up, the same calls answer.
 */
const t = await createTestApp();
const { app, clock } = t;
const world = await judgingWorld(t);

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
const codeNow = (secret: string) => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** Two-step sign-in set up for these headers' account. */
async function setUp({ headers, password }: { headers: Headers; password: string }) {
  const { secret } = (await send('POST', '/api/two-factor/setup', headers, { current_password: password })).json();
  const confirmed = await send('POST', '/api/two-factor/confirm', headers, { code: codeNow(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  clock.advance(30_000);
}

// A founder's venture with both certificates on file, in a judging group with a judge.
const founder = await world.applicant();
const venture = founder.venture!;
const docs = path.join(t.storageDir, 'docs');
fs.mkdirSync(docs, { recursive: true });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
fs.writeFileSync(path.join(docs, venture.cr12!), PDF);
fs.writeFileSync(path.join(docs, venture.registration_cetificate!), PDF);
const group = await world.group('Gate panel');
const groupVenture = await world.addVenture(group.id, venture.id);
const judge = await world.judge();
await world.addJudge(group.id, judge.user.id);
const gallery = await world.ok('POST', '/api/gallery', world.admin, { name: 'Demo Day' });
const album = await world.ok('POST', '/api/album', world.admin, {
  gallery_id: gallery.id,
  name: 'Pitches',
  date: '2026-02-20',
});
const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();

// The System Admin who requires it has it herself (she could not turn it on otherwise).
const sysAdmin = await t.persona([], 'System Admin');
await setUp(sysAdmin);
expect((await send('PUT', '/api/two-factor/settings', sysAdmin.headers, { require_for_staff: true })).statusCode).toBe(
  200,
);

/**
 * The staff member of the finding: application_view (and what the other checked places need),
 * her role waiting for two-step sign-in, not set up.
 */
const STAFF_PERMISSIONS: Permission[] = [
  'application_view',
  'contact_us_view',
  'group_view',
  'group_venture_view',
  'user_group_view',
  'album_edit',
  'role_create',
  'user_view',
  'user_create',
  'user_edit',
];
const staff = await t.persona(STAFF_PERMISSIONS, 'Reviewer');
const target = await t.persona(['application_view'], 'Reader');
let roles = 0;

/**
 * Every place that read a permission by hand before the gate was the only reader, each as one
 * call: what it answers once she has set up two-step sign-in.
 */
const CALLS: { name: string; call: () => ReturnType<typeof send>; ok: number }[] = [
  { name: 'CR12', call: () => send('GET', `/api/venture/${venture.id}/documents/cr12`, staff.headers), ok: 200 },
  {
    name: 'registration certificate',
    call: () => send('GET', `/api/venture/${venture.id}/documents/registration_cetificate`, staff.headers),
    ok: 200,
  },
  {
    name: 'venture team',
    call: () => send('GET', `/api/venture-team-member?venture_id=${venture.id}`, staff.headers),
    ok: 200,
  },
  { name: 'group form data', call: () => send('GET', '/api/group?type=formData', staff.headers), ok: 200 },
  { name: 'groups', call: () => send('GET', '/api/group', staff.headers), ok: 200 },
  { name: 'one group', call: () => send('GET', `/api/group/${group.id}`, staff.headers), ok: 200 },
  {
    name: 'group ventures',
    call: () => send('GET', `/api/group-venture?group_id=${group.id}`, staff.headers),
    ok: 200,
  },
  { name: 'group venture', call: () => send('GET', `/api/group-venture/${groupVenture.id}`, staff.headers), ok: 200 },
  {
    name: "a judge's ratings",
    call: () =>
      send(
        'GET',
        `/api/venture-rating?venture_id=${venture.id}&group_id=${group.id}&user_id=${judge.user.id}`,
        staff.headers,
      ),
    ok: 200,
  },
  {
    name: 'image upload',
    call: () => {
      const form = multipart({ album_id: String(album.id) }, { name: 'a.png', content: PNG, type: 'image/png' });
      return app.inject({
        method: 'POST',
        url: '/api/image',
        headers: { ...staff.headers, 'content-type': form['content-type'] },
        payload: form.payload,
      });
    },
    ok: 201,
  },
  {
    name: 'a role granting application_view',
    call: () => {
      roles += 1;
      return send('POST', '/api/role', staff.headers, {
        name: `Gate role ${roles}`,
        guard_name: 'api',
        default_page: '/dashboard',
        public: false,
        permissions: ['application_view'],
      });
    },
    ok: 201,
  },
  {
    name: 'an account given a role',
    call: async () => {
      const [reader] = (await send('GET', '/api/role?search=Reader', sysAdmin.headers)).json().data;
      return send('POST', '/api/user', staff.headers, {
        first_name: 'Wanjiru',
        middle_name: '',
        last_name: 'Mwangi',
        email: `wanjiru.${Math.random().toString(36).slice(2, 8)}@example.com`,
        phone_number: '+254 711 000 111',
        password: 'Mbegu-Bora@2026',
        roles: [reader.id],
      });
    },
    ok: 201,
  },
  {
    name: 'an account holding what she holds',
    call: () =>
      send('PUT', `/api/user/${target.user.id}`, staff.headers, {
        first_name: 'Test',
        last_name: 'Reader',
        phone_number: '+254700000000',
        roles: [],
      }),
    ok: 200,
  },
];

const open: WebSocket[] = [];
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});

/** A live socket signed in with these headers: how it ends up (ready with its topics, or closed with a code). */
async function liveAs(headers: Headers): Promise<{ ready: string[] } | { closed: number }> {
  const ws = await app.injectWS('/api/live');
  open.push(ws);
  const outcome = new Promise<{ ready: string[] } | { closed: number }>((resolve) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'ready') resolve({ ready: m.topics });
    });
    ws.on('close', (code) => resolve({ closed: code }));
  });
  ws.send(JSON.stringify({ type: 'auth', token: headers.authorization!.slice('Bearer '.length) }));
  return outcome;
}

describe('a staff member whose role waits for two-step sign-in', () => {
  it('reaches no staff answer until she sets it up, then reaches each', async () => {
    expect((await send('GET', '/api/get-user', staff.headers)).json().two_factor.setup_required).toBe(true);
    // The route-level gate, as before.
    const counts = await send('GET', '/api/application?type=counts', staff.headers);
    expect(counts.statusCode).toBe(403);
    expect(counts.json().message).toBe(TWO_FACTOR_MSG.setupRequired);
    const answered: string[] = [];
    for (const { name, call } of CALLS) {
      const res = await call();
      if (res.statusCode !== 403) answered.push(`${name}: ${res.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect(await liveAs(staff.headers)).toEqual({ closed: 4403 });

    await setUp(staff);
    for (const { name, call, ok } of CALLS) {
      const res = await call();
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(ok);
    }
    const cr12 = await CALLS[0]!.call();
    expect(cr12.headers['content-type']).toBe('application/pdf');
    expect((await send('GET', '/api/group?type=formData', staff.headers)).json().judges).not.toEqual([]);
    expect(await liveAs(staff.headers)).toEqual({ ready: ['contact', 'application'] });
  });

  it('is never answered where an account without any permission is not (every GET of the API)', async () => {
    const everything = await t.persona([...ALL_PERMISSIONS], 'Everything, not set up');
    const nobody = await t.persona([], 'Nothing');
    const doc = (app as unknown as { swagger(): Parameters<typeof variantsOf>[0] }).swagger();
    const ids: Record<string, number> = { id: venture.id, group_id: group.id, venture_id: venture.id };
    const leaks: string[] = [];
    let checked = 0;
    for (const v of variantsOf(doc)) {
      if (v.method !== 'GET' || v.path === '/api/live') continue;
      let url = v.path;
      for (const [name, value] of Object.entries(v.params)) {
        url = url.replace(`{${name}}`, encodeURIComponent(String(ids[name] ?? value)));
      }
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(v.query)) {
        if (value !== undefined) search.append(name, String(ids[name] ?? value));
      }
      if (search.size) url += `?${search}`;
      const [mine, theirs] = [await send('GET', url, everything.headers), await send('GET', url, nobody.headers)];
      checked += 1;
      if (mine.statusCode < 300 && theirs.statusCode >= 300) {
        leaks.push(`${v.key} (${url}): ${mine.statusCode}, without permissions ${theirs.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});
