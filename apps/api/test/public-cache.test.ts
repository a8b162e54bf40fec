import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamRoles } from '../src/db/schema';
import { createTestApp, fakeClock, multipart } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi; the programme's deadline is the end of 2026-03-10 there.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app, db } = t;

let admin: Record<string, string>;
let programId: number;
let newsId: number;
let memberId: number;
let albumId: number;
let galleryId: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, payload });

const NEWS = '/api/news-feed?type=public&page=1';
const TEAM = '/api/team?type=public&page=1&per_page=12';
const PROGRAMME = '/api/program?type=programDetails';
const images = () => `/api/image?type=public&album_id=${albumId}&page=1`;
const GALLERY = '/api/gallery?type=public';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#7b1fa2' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  admin = await t.admin();
  const program = await req('POST', '/api/program', admin, {
    name: 'Cohort 9',
    application_deadline: '2026-03-10',
    start_date: '2026-04-01',
    end_date: '2026-10-30',
  });
  programId = program.json().id;
  await req('POST', '/api/program?type=activate', admin, { id: programId });
  newsId = (
    await req('POST', '/api/news-feed', admin, {
      subject: 'Applications open',
      author: 'The team',
      body: '<p>Apply now.</p>',
      publish_date: '2026-03-01',
    })
  ).json().id;
  const [trainer] = await db.select().from(teamRoles);
  memberId = (
    await req('POST', '/api/team', admin, {
      id: null,
      name: 'Wanjiku Mwangi',
      bio: '<p>Leads the masterclasses.</p>',
      email_address: 'wanjiku@example.com',
      phone_number: '+254 712 345 678',
      roles: [trainer!.id],
    })
  ).json().id;
  galleryId = (await req('POST', '/api/gallery', admin, { name: 'Demo Day' })).json().id;
  albumId = (
    await req('POST', '/api/album', admin, { gallery_id: galleryId, name: 'Pitches', date: '2026-02-20' })
  ).json().id;
  for (const id of [programId, newsId, memberId]) expect(id).toBeTypeOf('number');
});

describe('public answers are cached, and every write that changes them shows at once', () => {
  it('answers the same bytes again with an ETag, and 304 to a browser that has them', async () => {
    const first = await req('GET', NEWS);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await req('GET', NEWS);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const notModified = await req('GET', NEWS, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await req('GET', NEWS, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers an open answer before any check, but never skips the sign-in of a signed-in one', async () => {
    await req('GET', PROGRAMME);
    // Served from the cache ahead of routing: a stale token does not matter for a public page.
    const stale = await req('GET', PROGRAMME, { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-security-policy']).toContain("default-src 'self'");
    // The wizard's questions are the same for every founder, but only for signed-in ones.
    const questions = '/api/question?type=public';
    expect((await req('GET', questions, admin)).statusCode).toBe(200);
    expect((await req('GET', questions)).statusCode).toBe(401);
    expect((await req('GET', questions, admin)).statusCode).toBe(200);
  });

  it('compresses an answer once and serves it compressed to browsers that accept it', async () => {
    for (let i = 0; i < 12; i++) {
      await req('POST', '/api/news-feed', admin, {
        subject: `Story ${i} of the cohort`,
        author: 'The team',
        body: `<p>${'Founders met investors in Nairobi. '.repeat(10)}</p>`,
        publish_date: '2026-02-01',
      });
    }
    const plain = await req('GET', NEWS);
    const br = await req('GET', NEWS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await req('GET', NEWS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows an edited news item at once', async () => {
    const before = await req('GET', NEWS);
    expect(before.json().data.map((n: { subject: string }) => n.subject)).toContain('Applications open');
    const put = await req('PUT', `/api/news-feed/${newsId}`, admin, {
      subject: 'Applications open until 10 March',
      author: 'The team',
      body: '<p>Apply now.</p>',
      publish_date: '2026-03-01',
    });
    expect(put.statusCode).toBe(200);
    const after = await req('GET', NEWS, { 'if-none-match': before.headers.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((n: { subject: string }) => n.subject)).toContain('Applications open until 10 March');
  });

  it('shows an edited or hidden team member at once', async () => {
    expect((await req('GET', TEAM)).json().data[0].name).toBe('Wanjiku Mwangi');
    const [trainer] = await db.select().from(teamRoles);
    const put = await req('PUT', `/api/team/${memberId}`, admin, {
      id: memberId,
      name: 'Wanjiku Mwangi-Otieno',
      bio: '<p>Leads the masterclasses.</p>',
      email_address: 'wanjiku@example.com',
      phone_number: '+254 712 345 678',
      roles: [trainer!.id],
    });
    expect(put.statusCode).toBe(200);
    expect((await req('GET', TEAM)).json().data[0].name).toBe('Wanjiku Mwangi-Otieno');
    await req('POST', '/api/team?type=deactivate', admin, { id: memberId });
    expect((await req('GET', TEAM)).json().data).toEqual([]);
  });

  it('shows a changed programme at once', async () => {
    expect((await req('GET', PROGRAMME)).json().program.name).toBe('Cohort 9');
    const put = await req('PUT', `/api/program/${programId}`, admin, {
      name: 'Cohort 9 (2026)',
      application_deadline: '2026-03-10',
      start_date: '2026-04-01',
      end_date: '2026-10-30',
    });
    expect(put.statusCode).toBe(200);
    expect((await req('GET', PROGRAMME)).json().program.name).toBe('Cohort 9 (2026)');
  });

  it('shows a gallery image added or deleted at once, and an album renamed', async () => {
    expect((await req('GET', images())).json().data).toEqual([]);
    const body = multipart({ album_id: String(albumId) }, [{ name: 'a.png', content: await png() }]);
    const added = await app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { ...admin, 'content-type': body['content-type'] },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const [image] = (await req('GET', images())).json().data;
    expect(image).toBeDefined();
    expect((await req('DELETE', `/api/image/${image.id}`, admin)).statusCode).toBe(200);
    expect((await req('GET', images())).json().data).toEqual([]);

    const gallery = () => req('GET', GALLERY).then((r) => r.json().data[0].albums[0].name);
    expect(await gallery()).toBe('Pitches');
    const renamed = { gallery_id: galleryId, name: 'Pitch night', date: '2026-02-20' };
    expect((await req('PUT', `/api/album/${albumId}`, admin, renamed)).statusCode).toBe(200);
    expect(await gallery()).toBe('Pitch night');
  });

  it('closes applications at midnight in Nairobi after the deadline day, with no write', async () => {
    clock.set('2026-03-10T20:59:00Z'); // 23:59 on the deadline day in Nairobi
    expect((await req('GET', PROGRAMME)).json().application).toBe(1);
    expect((await req('GET', PROGRAMME)).json().application).toBe(1);
    clock.set('2026-03-10T21:00:00Z'); // midnight: the day after the deadline
    expect((await req('GET', PROGRAMME)).json().application).toBe(0);
    clock.set('2026-03-02T09:00:00Z');
  });

  it('keeps the cache through writes that never change a public page, and through refused writes', async () => {
    await req('GET', PROGRAMME);
    await req('GET', NEWS);
    const cache = app.publicCache;
    const held = cache.size;
    expect(held).toBeGreaterThanOrEqual(2);
    // A sign-in (a write of the session) and a refused content write leave it alone.
    await t.signIn('admin@test.local', 'Admin@2025');
    expect((await req('POST', '/api/news-feed', admin, {})).statusCode).toBe(422);
    expect(cache.size).toBe(held);
    // A content write empties it.
    await req('PUT', `/api/news-feed/${newsId}`, admin, {
      subject: 'Applications open until 10 March!',
      author: 'The team',
      body: '<p>Apply now.</p>',
      publish_date: '2026-03-01',
    });
    expect(cache.size).toBe(0);
  });
});
