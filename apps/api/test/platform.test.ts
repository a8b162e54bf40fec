import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, contactUs, countries, pastCohorts, programs } from '../src/db/schema';
import { createTestApp, multipart } from '../testing/helpers';

const t = await createTestApp();
const { app } = t;
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
});

/** One file under `field`, with the body and headers spread into `app.inject`. */
const filePart = (field: string, name: string, content: Buffer, type = 'application/octet-stream') => {
  const { payload, 'content-type': contentType } = multipart({}, { field, name, content, type });
  return { payload, headers: { 'content-type': contentType } };
};

describe('server basics', () => {
  it('reports health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('serves the OpenAPI document with the spec calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/program',
        '/api/program/{id}',
        '/api/log',
        '/api/contact-us',
      ]),
    );
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses a body nested too deeply with 400 and its message, and strips NUL from the rest', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: deep, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.inputTooDeep);
    const nul = await app.inject({ method: 'GET', url: '/api/program?type=programDetails&x=%00' });
    expect(nul.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user?type=formData',
      headers: { ...admin, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('seeded data', () => {
  it('has Kenya as country 114 and the form data lists', async () => {
    const [kenya] = await t.db.select().from(countries).where(eq(countries.id, 114));
    expect(kenya!.name).toBe('Kenya');
    const res = await app.inject({ method: 'GET', url: '/api/user?type=formData', headers: admin });
    const body = res.json();
    for (const key of [
      'genders',
      'countries',
      'steps',
      'sectors',
      'clientLocations',
      'organisationTypes',
      'marketingSources',
    ]) {
      expect(body[key].length, key).toBeGreaterThan(0);
    }
    expect((await app.inject({ method: 'GET', url: '/api/user?type=formData' })).statusCode).toBe(401);
  });

  it('gives the System Admin every permission of the spec', async () => {
    const me = (await app.inject({ method: 'GET', url: '/api/get-user', headers: admin })).json();
    const names = me.roles[0].permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'dashboard_view',
        'program_create',
        'Question_view',
        'group_assign_venture',
        'contact_us_mark_unread',
      ]),
    );
    expect(me.roles[0].default_page).toBe('/dashboard');
  });
});

describe('public past cohorts', () => {
  it('lists only the active ones, oldest first, to anyone', async () => {
    await t.db.insert(pastCohorts).values([
      { name: 'Cohort 1', slug: 'cohort-1', active: 1 },
      { name: 'Cohort 2', slug: 'cohort-2', active: 0 },
      { name: 'Cohort 3', slug: 'cohort-3', active: 1 },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/past-cohort?type=public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(['cohort-1', 'cohort-3']);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['id', 'name', 'slug']);
    // Without a type it is the admin list.
    expect((await app.inject({ method: 'GET', url: '/api/past-cohort' })).statusCode).toBe(401);
  });
});

describe('contact messages', () => {
  it('stores a signed-in applicant message with its HTML sanitised', async () => {
    const applicant = (await t.persona(['contact_us_create'])).headers;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: applicant,
      payload: {
        subject: 'Question about eligibility',
        message:
          '<p onclick="x()">Hello <strong>team</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.contactSent });
    const [row] = await t.db.select().from(contactUs).orderBy(sql`id desc`).limit(1);
    expect(row!.message).toContain('<strong>team</strong>');
    expect(row!.message).not.toMatch(/script|onclick|onerror|javascript:/i);
    const log = await t.db.select().from(auditLogs).where(eq(auditLogs.model, 'ContactUs'));
    expect(log).toHaveLength(1);
  });

  it('refuses empty messages, strangers and users without contact_us_create', async () => {
    const applicant = (await t.persona(['contact_us_create'])).headers;
    const empty = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: applicant,
      payload: { subject: 'Hi', message: '<p> </p>' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: MSG.contactMessageEmpty });
    const noSubject = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: applicant,
      payload: { subject: '', message: '<p>Hi</p>' },
    });
    expect(noSubject.json().errors).toEqual({ subject: MSG.required });
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { subject: 'Hi', message: '<p>x</p>' },
    });
    expect(stranger.statusCode).toBe(401);
    const judge = (await t.persona(['group_view'])).headers;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: judge,
      payload: { subject: 'Hi', message: '<p>x</p>' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('uploads and media', () => {
  it('re-encodes an uploaded image, serves it and its thumbnail', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a1b9a' } })
      .png()
      .toBuffer();
    const res = await app.inject({
      method: 'POST',
      url: '/api/image-upload',
      ...merge(filePart('upload', 'photo.png', png, 'image/png'), admin),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/storage\/editor_images\/[\w-]+\.webp$/);
    const media = await app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cache-control']).toContain('immutable');
    expect((await sharp(media.rawPayload).metadata()).format).toBe('webp');
    const thumb = await app.inject({ method: 'GET', url: url.replace('editor_images/', 'editor_images/thumb_') });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses a file that only pretends to be an image', async () => {
    const fake = Buffer.from('<?php echo "hi"; ?>');
    const res = await app.inject({
      method: 'POST',
      url: '/api/image-upload',
      ...merge(filePart('upload', 'photo.png', fake, 'image/png'), admin),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The file is not an image.',
      errors: { upload: 'The file is not an image.' },
    });
  });

  it('refuses an image over 5 MB with a clear message', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/image-upload',
      ...merge(filePart('upload', 'big.png', big, 'image/png'), admin),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large.*5 MB/);
  });

  it('needs a file, and a sign-in', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/image-upload',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.fileRequired);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/image-upload',
      ...filePart('upload', 'a.png', png),
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('serves byte ranges so videos can be scrubbed, and never the private bucket', async () => {
    fs.mkdirSync(path.join(t.storageDir, 'videos'), { recursive: true });
    fs.writeFileSync(path.join(t.storageDir, 'videos', 'clip.mp4'), Buffer.from('0123456789'));
    const part = await app.inject({ method: 'GET', url: '/storage/videos/clip.mp4', headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.body).toBe('2345');
    const bad = await app.inject({ method: 'GET', url: '/storage/videos/clip.mp4', headers: { range: 'bytes=20-30' } });
    expect(bad.statusCode).toBe(416);
    const range = (r: string) => app.inject({ method: 'GET', url: '/storage/videos/clip.mp4', headers: { range: r } });
    // A suffix, an open end, overlapping ranges merged into one, and what cannot be read.
    expect((await range('bytes=-3')).body).toBe('789');
    expect((await range('bytes=7-')).body).toBe('789');
    const merged = await range('bytes=0-2,1-4');
    expect([merged.statusCode, merged.headers['content-range'], merged.body]).toEqual([206, 'bytes 0-4/10', '01234']);
    expect((await range('items=0-3')).statusCode).toBe(416);
    expect((await range('bytes=5-2')).statusCode).toBe(416);
    fs.mkdirSync(path.join(t.storageDir, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(t.storageDir, 'docs', 'cr12.pdf'), '%PDF-1.4');
    expect((await app.inject({ method: 'GET', url: '/storage/docs/cr12.pdf' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/storage/videos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('audit atomicity', () => {
  it('rolls the change back when its audit entry cannot be written', async () => {
    const before = (await t.db.select().from(programs)).length;
    await t.db.execute(sql`alter table audit_logs rename to audit_logs_gone`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/program',
        headers: admin,
        payload: {
          name: 'Ghost',
          application_deadline: '2026-12-01',
          start_date: '2026-12-02',
          end_date: '2026-12-30',
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.serverError });
    } finally {
      await t.db.execute(sql`alter table audit_logs_gone rename to audit_logs`);
    }
    expect((await t.db.select().from(programs)).length).toBe(before);
  });
});

function merge(a: { payload: Buffer; headers: Record<string, string> }, headers: Record<string, string>) {
  return { payload: a.payload, headers: { ...a.headers, ...headers } };
}
