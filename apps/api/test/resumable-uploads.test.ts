import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MSG } from '@portal/contract/messages';
import { RESUMABLE_EXPIRY_MS, RESUMABLE_UPLOADS_PATH } from '@portal/contract/resumable-uploads';
import { Upload } from '@tus/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/lib/storage';
import { sweepAbandonedUploads } from '../src/modules/resumable-uploads';
import { createProgram } from '../testing/factories';
import { createTestApp } from '../testing/helpers';
import { CLIP } from '../testing/stories-fixture';
import { paddedPdf, tusRequests } from '../testing/tus-requests';

// Issue 20 §3 through the API: a certificate and a video sent by tus in pieces are stored as the
// multipart upload stores them, and every refusal (signed out, permission, limit, type, someone
// else's upload, a closed programme) comes before a byte is kept.
const t = await createTestApp();
const { app, db } = t;
const tus = await tusRequests(app);
const storage = localStorage(t.storageDir);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const MB = 1024 * 1024;
const staged = () => {
  const dir = path.join(t.storageDir, '.resumable');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const storedDocs = () => {
  const dir = path.join(t.storageDir, 'docs');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await t.admin();
  await createProgram(db);
});
const founder = async () => (await t.persona([])).headers;
const cr12 = (filename = 'cr12.pdf', filetype = 'application/pdf') => ({ target: 'venture:CR12', filename, filetype });

describe('a certificate sent resumably', () => {
  it('arrives in pieces, resumes from the offset the server reports, and is stored byte for byte', async () => {
    const me = await founder();
    const file = paddedPdf(9 * MB);
    const created = await tus.create(me, file.length, cr12());
    expect(created.statusCode, created.body).toBe(201);
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^${RESUMABLE_UPLOADS_PATH}/[0-9a-f]{32}$`));

    const first = await tus.patch(me, url, 0, file.subarray(0, 3 * MB));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(3 * MB));
    const head = await tus.head(me, url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(3 * MB));
    expect(head.headers['upload-length']).toBe(String(file.length));
    // A piece from the wrong offset is refused (409) and changes nothing.
    expect((await tus.patch(me, url, 0, file.subarray(0, MB))).statusCode).toBe(409);

    const last = await tus.patch(me, url, 3 * MB, file.subarray(3 * MB));
    expect(last.statusCode).toBe(200);
    const venture = last.json();
    expect(venture.cr12).toMatch(/\.pdf$/);
    const doc = await app.inject({ method: 'GET', url: `/api/venture/${venture.id}/documents/cr12`, headers: me });
    expect(doc.statusCode).toBe(200);
    expect(sha(doc.rawPayload)).toBe(sha(file));
    // The partial upload is gone once stored.
    expect((await tus.head(me, url)).statusCode).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('refuses bytes that are not a PDF or an image at the end: nothing stored, nothing changed', async () => {
    const me = await founder();
    const before = storedDocs().length;
    const file = Buffer.alloc(5 * MB, 'plain text, not a document ');
    const url = (await tus.create(me, file.length, cr12('cr12.pdf'))).headers.location as string;
    const res = await tus.patch(me, url, 0, file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.notAnImageOrPdf, errors: { files: MSG.notAnImageOrPdf } });
    expect(storedDocs().length).toBe(before);
    expect(staged()).toEqual([]);
    const owner = await app.inject({ method: 'GET', url: '/api/venture?type=owner', headers: me });
    expect(owner.json().venture).toBeNull();
  });

  it('is cancelled by its owner: the partial bytes go, and the upload is no longer there', async () => {
    const me = await founder();
    const url = (await tus.create(me, 6 * MB, cr12())).headers.location as string;
    expect((await tus.patch(me, url, 0, paddedPdf(6 * MB).subarray(0, 2 * MB))).statusCode).toBe(204);
    expect(staged().length).toBeGreaterThan(0);
    expect((await tus.cancel(me, url)).statusCode).toBe(204);
    expect(staged()).toEqual([]);
    expect((await tus.head(me, url)).statusCode).toBe(404);
  });
});

describe('partial uploads abandoned', () => {
  it('are removed by the sweep once older than the expiry; younger ones are kept', async () => {
    const me = await founder();
    const url = (await tus.create(me, 6 * MB, cr12())).headers.location as string;
    expect((await tus.patch(me, url, 0, paddedPdf(6 * MB).subarray(0, MB))).statusCode).toBe(204);
    expect(await sweepAbandonedUploads(storage)).toBe(0);
    expect((await tus.head(me, url)).headers['upload-offset']).toBe(String(MB));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sweepAbandonedUploads(storage, 10)).toBe(1);
    expect((await tus.head(me, url)).statusCode).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('include one whose last byte arrived but that was never stored (the server stopped in between)', async () => {
    const { datastore } = await storage.resumable(RESUMABLE_EXPIRY_MS);
    const id = randomBytes(16).toString('hex');
    const file = paddedPdf(5 * MB);
    await datastore.create(new Upload({ id, size: file.length, offset: 0, creation_date: new Date().toISOString() }));
    expect(await datastore.write(Readable.from([file]), id, 0)).toBe(file.length);
    expect(await sweepAbandonedUploads(storage)).toBe(0);
    expect(staged().length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sweepAbandonedUploads(storage, 10)).toBe(1);
    expect(staged()).toEqual([]);
  });
});

describe('refusals before a byte is kept', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await tus.create({}, 5 * MB, cr12());
    expect(res.statusCode).toBe(401);
    expect(staged()).toEqual([]);
  });

  it("does not let an applicant see, resume or cancel another applicant's upload", async () => {
    const owner = await founder();
    const other = await founder();
    const file = paddedPdf(5 * MB);
    const url = (await tus.create(owner, file.length, cr12())).headers.location as string;
    expect((await tus.patch(owner, url, 0, file.subarray(0, MB))).statusCode).toBe(204);
    for (const res of [
      await tus.head(other, url),
      await tus.patch(other, url, MB, file.subarray(MB)),
      await tus.cancel(other, url),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await tus.head(owner, url)).headers['upload-offset']).toBe(String(MB));
    expect((await tus.patch(owner, url, MB, file.subarray(MB))).statusCode).toBe(200);
  });

  it('refuses a file over the limit of what it stands for, and says the limit', async () => {
    const res = await tus.create(await founder(), 10 * MB + 1, cr12());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: the limit is 10 MB.');
    const video = await tus.create(admin, 200 * MB + 1, { target: 'video:video', id: 1, filename: 'a.mp4' });
    expect(video.statusCode).toBe(413);
    expect(staged()).toEqual([]);
  });

  it('refuses a declared type the upload does not take, bad metadata and an empty file', async () => {
    const me = await founder();
    const text = await tus.create(me, 5 * MB, cr12('notes.txt', 'text/plain'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe(MSG.notAnImageOrPdf);
    const unknown = await tus.create(me, 5 * MB, { target: 'user:prof_pic', filename: 'me.png' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['target']);
    expect((await tus.create(me, 0, cr12())).statusCode).toBe(422);
  });

  it("refuses a video upload without video_edit, and one for a video that isn't there", async () => {
    const viewer = (await t.persona(['video_view'])).headers;
    const meta = { target: 'video:video', id: 1, filename: 'clip.webm', filetype: 'video/webm' };
    expect((await tus.create(viewer, 5 * MB, meta)).statusCode).toBe(403);
    expect((await tus.create(admin, 5 * MB, { ...meta, id: 999_999 })).statusCode).toBe(404);
    const { id: _, ...noId } = meta;
    expect((await tus.create(admin, 5 * MB, noId)).statusCode).toBe(422);
    expect(staged()).toEqual([]);
  });
});

describe('a video sent resumably', () => {
  it("is sniffed from its first bytes and streamed into the videos bucket as the video's file", async () => {
    const story = await app.inject({
      method: 'POST',
      url: '/api/story',
      headers: admin,
      payload: { name: 'Founders', year: 2025 },
    });
    expect(story.statusCode, story.body).toBe(201);
    const created = await app.inject({
      method: 'POST',
      url: '/api/video',
      headers: admin,
      payload: { story_id: story.json().id, name: 'Demo day', date: '2026-02-20' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    // The demo clip, padded past the resumable threshold: still a WebM from its first bytes.
    const file = Buffer.concat([CLIP, Buffer.alloc(6 * MB - CLIP.length, 0)]);
    const url = (await tus.create(admin, file.length, { target: 'video:video', id, filename: 'demo.webm' })).headers
      .location as string;
    // A public answer is cached meanwhile; the stored video changes what the public sees.
    await app.inject({ method: 'GET', url: '/api/story?type=public' });
    expect(app.publicCache.size).toBeGreaterThan(0);
    const res = await tus.patch(admin, url, 0, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, video: expect.stringMatching(/\.webm$/) });
    expect(app.publicCache.size).toBe(0);
    const stored = fs.readFileSync(path.join(t.storageDir, 'videos', res.json().video));
    expect(sha(stored)).toBe(sha(file));
  });
});
