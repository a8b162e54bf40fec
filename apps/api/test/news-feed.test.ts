import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { NEWS_FEED_TEXT } from '@portal/contract/news-feed';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsFeeds } from '../src/db/schema';
import { ADMIN, createTestApp, fakeClock, multipart } from '../testing/helpers';

// 2026-03-02 12:00 in Nairobi (UTC+3): today is 2026-03-02.
const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
const t = await createTestApp({ clock });
const { app } = t;

const ALL = [
  'news_feed_view',
  'news_feed_create',
  'news_feed_edit',
  'news_feed_archive',
  'news_feed_activate',
  'news_feed_deactivate',
] as const;

let admin: Record<string, string>;
let viewer: Record<string, string>;
let editor: { headers: Record<string, string>; user: { id: number; first_name: string; last_name: string } };
beforeAll(async () => {
  admin = await t.admin();
  viewer = (await t.persona(['news_feed_view'])).headers;
  editor = await t.persona([...ALL]);
});

const valid = {
  subject: 'Cohort 8 bootcamp opens in Nairobi',
  author: 'Programme Team',
  source: 'https://example.org/news/bootcamp',
  publish_date: '2026-02-20',
  body: '<p>Forty founders met for the first day of the bootcamp.</p>',
};

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

const count = async () => (await t.db.select({ id: newsFeeds.id }).from(newsFeeds)).length;

const logOf = async (id: number) =>
  (await req('POST', '/api/log?type=record', admin, { model: 'NewsFeed', message: String(id) })).json();

const upload = (headers: Record<string, string> | undefined, body: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/news-feed?type=image',
    headers: { ...headers, 'content-type': body['content-type'] },
    payload: body.payload,
  });

const png = (w = 1200, h = 800) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#6a1b9a' } })
    .png()
    .toBuffer();

/** A news item posted by the admin, for a test of its own. */
const createItem = async (over: Partial<typeof valid> = {}): Promise<number> => {
  const res = await req('POST', '/api/news-feed', admin, { ...valid, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};

describe('news feed resource', () => {
  it('creates an item, records the poster and writes the audit entry', async () => {
    const res = await req('POST', '/api/news-feed', admin, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...valid,
      active: 1,
      image: null,
      image_url: null,
      thumb_url: null,
      user: { first_name: ADMIN.first_name, middle_name: null, last_name: ADMIN.last_name },
    });
    expect(res.json()).not.toHaveProperty('user_id');
    const id = res.json().id;
    const log = await logOf(id);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      action: 'created',
      model: 'NewsFeed',
      modder: { first_name: ADMIN.first_name, last_name: ADMIN.last_name },
      new: expect.objectContaining({ subject: valid.subject }),
    });
  });

  it('records whoever posts, and keeps the original poster through an edit by someone else', async () => {
    const res = await req('POST', '/api/news-feed', editor.headers, { ...valid, subject: 'Posted by an editor' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toEqual({ first_name: 'Test', middle_name: null, last_name: editor.user.last_name });
    const edited = await req('PUT', `/api/news-feed/${res.json().id}`, admin, {
      ...valid,
      subject: 'Posted by an editor (edited)',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.last_name).toBe(editor.user.last_name);
    // the poster cannot be chosen through the payload
    const forged = await req('POST', '/api/news-feed', editor.headers, { ...valid, user_id: 1, active: 0 });
    expect(forged.json()).toMatchObject({ active: 1, user: { last_name: editor.user.last_name } });
    await req('DELETE', `/api/news-feed/${forged.json().id}`, admin);
  });

  it('validates with field errors and writes nothing', async () => {
    const id = await createItem();
    const before = await count();
    const missing = await req('POST', '/api/news-feed', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      subject: MSG.required,
      author: MSG.required,
      body: MSG.bodyRequired,
    });
    expect(missing.json().errors).toHaveProperty('publish_date');

    const emptyBody = await req('POST', '/api/news-feed', admin, { ...valid, body: '<p>  &nbsp; </p>' });
    expect(emptyBody.statusCode).toBe(422);
    expect(emptyBody.json().errors).toEqual({ body: MSG.bodyRequired });

    const future = await req('POST', '/api/news-feed', admin, { ...valid, publish_date: '2026-03-03' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ publish_date: MSG.publishDateFuture });

    const badLink = await req('POST', '/api/news-feed', admin, { ...valid, source: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(422);
    expect(Object.keys(badLink.json().errors)).toEqual(['source']);

    // a body that is nothing but what the sanitiser removes is empty too
    const onlyScript = await req('POST', '/api/news-feed', admin, { ...valid, body: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().errors).toEqual({ body: MSG.bodyRequired });

    const badEdit = await req('PUT', `/api/news-feed/${id}`, admin, { ...valid, publish_date: '2027-01-01' });
    expect(badEdit.json().errors).toEqual({ publish_date: MSG.publishDateFuture });

    expect(await count()).toBe(before);
    const [row] = await t.db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
    expect(row!.publish_date).toBe(valid.publish_date);
  });

  it('accepts today (Nairobi) as publish date, and a blank source as none', async () => {
    const res = await req('POST', '/api/news-feed', admin, {
      ...valid,
      subject: 'Today',
      source: '',
      publish_date: '2026-03-02',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: null, publish_date: '2026-03-02' });
    await req('DELETE', `/api/news-feed/${res.json().id}`, admin);
  });

  it('sanitises the body on write', async () => {
    const id = await createItem();
    const res = await req('PUT', `/api/news-feed/${id}`, admin, {
      ...valid,
      body: '<p>Safe <strong>text</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="https://example.org" onclick="x()">link</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const body: string = res.json().body;
    expect(body).toContain('<strong>text</strong>');
    expect(body).not.toMatch(/script|onerror|onclick|alert/i);
    const [row] = await t.db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
    expect(row!.body).toBe(body);
    const log = await logOf(id);
    expect(log.data[0]).toMatchObject({ action: 'updated', changed: { body } });
  });

  it('shows one item', async () => {
    const id = await createItem();
    const res = await req('GET', `/api/news-feed/${id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, subject: valid.subject, user: { first_name: ADMIN.first_name } });
    expect((await req('GET', '/api/news-feed/999999', viewer)).statusCode).toBe(404);
  });

  it('lists, searches subject and author, and pages in SQL', async () => {
    // The totals count every item: start from none, then two items and eleven masterclasses.
    await t.db.delete(newsFeeds);
    await createItem();
    await createItem({ subject: 'Posted by an editor', publish_date: '2026-02-19' });
    for (let i = 1; i <= 11; i++) {
      const day = String(i).padStart(2, '0');
      await req('POST', '/api/news-feed', admin, {
        ...valid,
        subject: `Masterclass ${day}`,
        author: i % 2 ? 'Wambui Njoroge' : 'Programme Team',
        publish_date: `2026-01-${day}`,
      });
    }
    const page1 = await req('GET', '/api/news-feed?page=1', viewer);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10, total: 13, last_page: 2 });
    expect(page1.json().data).toHaveLength(10);
    // newest publish date first
    expect(page1.json().data[0].publish_date).toBe('2026-02-20');
    const bySubject = await req('GET', '/api/news-feed?type=search&search=masterclass&page=2', viewer);
    expect(bySubject.json()).toMatchObject({ current_page: 2, total: 11, last_page: 2 });
    expect(bySubject.json().data).toHaveLength(1);
    const byAuthor = await req('GET', '/api/news-feed?type=search&search=wambui', viewer);
    expect(byAuthor.json().total).toBe(6);
    expect((await req('GET', '/api/news-feed?type=search&search=%25', viewer)).json().total).toBe(0);
  });

  it('deactivates and activates with audit entries', async () => {
    const id = await createItem();
    const off = await req('POST', '/api/news-feed?type=deactivate', admin, { id });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(0);
    expect((await logOf(id)).data[0]).toMatchObject({ action: 'deactivated', changed: { active: 0 } });
    const on = await req('POST', '/api/news-feed?type=activate', admin, { id });
    expect(on.json().active).toBe(1);
    expect((await logOf(id)).data[0]).toMatchObject({ action: 'activated', changed: { active: 1 } });
    expect((await req('POST', '/api/news-feed?type=activate', admin, { id: 999999 })).statusCode).toBe(404);
  });
});

describe('news feed cover upload', () => {
  let id: number;
  beforeEach(async () => {
    id = await createItem({ subject: 'With a cover' });
  });

  it('stores a real image as WebP with a thumbnail, answers the item, and replaces the old file', async () => {
    const res = await upload(admin, multipart({ id: String(id) }, { name: 'cover.png', content: await png() }));
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({ id, subject: 'With a cover', user: { first_name: ADMIN.first_name } });
    expect(item.image_url).toMatch(/^\/storage\/news_feed_pics\/[\w-]+\.webp$/);
    expect(item.thumb_url).toBe(item.image_url.replace('news_feed_pics/', 'news_feed_pics/thumb_'));
    const media = await app.inject({ method: 'GET', url: item.image_url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    const thumb = await app.inject({ method: 'GET', url: item.thumb_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    expect((await logOf(id)).data[0]).toMatchObject({ action: 'updated', changed: { image: item.image } });

    const again = await upload(admin, multipart({ id: String(id) }, { name: 'c2.png', content: await png(600, 400) }));
    expect(again.statusCode).toBe(200);
    expect(again.json().image).not.toBe(item.image);
    expect(fs.existsSync(path.join(t.storageDir, 'news_feed_pics', item.image))).toBe(false);
    expect(fs.existsSync(path.join(t.storageDir, 'news_feed_pics', `thumb_${item.image}`))).toBe(false);
    expect(fs.existsSync(path.join(t.storageDir, 'news_feed_pics', again.json().image))).toBe(true);
  });

  it('refuses a text file named .png, a missing file, an unknown id and an oversize file', async () => {
    const fake = await upload(
      admin,
      multipart({ id: String(id) }, { name: 'cover.png', content: Buffer.from('not an image'), type: 'image/png' }),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('The file is not an image.');

    const none = await upload(admin, multipart({ id: String(id) }));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);

    const unknown = await upload(admin, multipart({ id: '999999' }, { name: 'c.png', content: await png(20, 20) }));
    expect(unknown.statusCode).toBe(404);

    const noId = await upload(admin, multipart({}, { name: 'c.png', content: await png(20, 20) }));
    expect(noId.statusCode).toBe(422);

    const big = await upload(
      admin,
      multipart({ id: String(id) }, { name: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }),
    );
    expect(big.statusCode).toBe(413);
  });

  it('needs news_feed_edit', async () => {
    const body = multipart({ id: String(id) }, { name: 'c.png', content: await png(20, 20) });
    expect((await upload(undefined, body)).statusCode).toBe(401);
    expect((await upload(viewer, body)).statusCode).toBe(403);
  });
});

describe('public news feed', () => {
  it('lists active items only, newest publish date first, without signing in', async () => {
    await t.db.delete(newsFeeds);
    const make = async (subject: string, publish_date: string) =>
      (await req('POST', '/api/news-feed', admin, { ...valid, subject, publish_date })).json().id as number;
    const older = await make('Older', '2025-11-10');
    const sameDayFirst = await make('Same day, first', '2026-02-01');
    const sameDaySecond = await make('Same day, second', '2026-02-01');
    const newest = await make('Newest', '2026-03-01');
    const hidden = await make('Hidden draft', '2026-03-02');
    await req('POST', '/api/news-feed?type=deactivate', admin, { id: hidden });

    const res = await req('GET', '/api/news-feed?type=public&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, per_page: 10, total: 4, last_page: 1 });
    expect(res.json().data.map((n: { id: number }) => n.id)).toEqual([newest, sameDaySecond, sameDayFirst, older]);
    const first = res.json().data[0];
    expect(first).toMatchObject({ subject: 'Newest', author: valid.author, source: valid.source, body: valid.body });
    expect(first).toHaveProperty('image_url');
    expect(first).toHaveProperty('thumb_url');
    for (const hiddenField of ['active', 'user', 'user_id', 'updated_at'])
      expect(first).not.toHaveProperty(hiddenField);
  });

  it('pages with per_page up to 100', async () => {
    await t.db.delete(newsFeeds);
    for (const [subject, publish_date] of [
      ['Older', '2025-11-10'],
      ['Same day', '2026-02-01'],
      ['Newest', '2026-03-01'],
      ['Today', '2026-03-02'],
    ]) {
      await createItem({ subject, publish_date });
    }
    const res = await req('GET', '/api/news-feed?type=public&page=2&per_page=3');
    expect(res.json()).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(res.json().data).toHaveLength(1);
    expect((await req('GET', '/api/news-feed?type=public&per_page=100')).json().data).toHaveLength(4);
    expect((await req('GET', '/api/news-feed?type=public&per_page=101')).statusCode).toBe(422);
  });
});

describe('news feed permissions and delete', () => {
  it('needs a sign-in (401) and the matching permission (403) for each action', async () => {
    const id = await createItem();
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/news-feed'],
      ['GET', '/api/news-feed?type=search&search=x'],
      ['GET', `/api/news-feed/${id}`],
      ['POST', '/api/news-feed', valid],
      ['PUT', `/api/news-feed/${id}`, valid],
      ['DELETE', `/api/news-feed/${id}`],
      ['POST', '/api/news-feed?type=activate', { id }],
      ['POST', '/api/news-feed?type=deactivate', { id }],
    ];
    const stranger = (await t.persona(['program_view'])).headers;
    for (const [method, url, payload] of calls) {
      expect((await req(method, url, undefined, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await req(method, url, stranger, payload)).statusCode, `${method} ${url} stranger`).toBe(403);
    }
    // a viewer may read, nothing else
    expect((await req('GET', '/api/news-feed', viewer)).statusCode).toBe(200);
    for (const [method, url, payload] of calls.slice(3)) {
      expect((await req(method, url, viewer, payload)).statusCode, `${method} ${url} viewer`).toBe(403);
    }
    // each write needs its own permission
    const only = async (perm: (typeof ALL)[number]) => (await t.persona([perm])).headers;
    expect((await req('POST', '/api/news-feed', await only('news_feed_create'), valid)).statusCode).toBe(201);
    expect((await req('PUT', `/api/news-feed/${id}`, await only('news_feed_edit'), valid)).statusCode).toBe(200);
    expect(
      (await req('POST', '/api/news-feed?type=deactivate', await only('news_feed_deactivate'), { id })).statusCode,
    ).toBe(200);
    expect(
      (await req('POST', '/api/news-feed?type=activate', await only('news_feed_activate'), { id })).statusCode,
    ).toBe(200);
    expect((await req('DELETE', `/api/news-feed/${id}`, await only('news_feed_activate'))).statusCode).toBe(403);
  });

  it('deletes and keeps the history', async () => {
    const id = (await req('POST', '/api/news-feed', admin, { ...valid, subject: 'To delete' })).json().id;
    const res = await req('DELETE', `/api/news-feed/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWS_FEED_TEXT.deleted });
    expect((await req('GET', `/api/news-feed/${id}`, admin)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/news-feed/${id}`, admin)).statusCode).toBe(404);
    const log = await logOf(id);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['deleted', 'created']);
  });

  it('does not offer a formData view', async () => {
    expect((await req('GET', '/api/news-feed?type=formData', admin)).statusCode).toBe(422);
  });
});
