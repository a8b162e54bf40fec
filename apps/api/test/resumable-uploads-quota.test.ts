import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '@portal/contract/messages';
import { RESUMABLE_CREATIONS_PER_HOUR, RESUMABLE_QUOTAS } from '@portal/contract/resumable-uploads';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploadPlaces } from '../src/modules/resumable-uploads';
import { createProgram } from '../testing/factories';
import { createTestApp, fakeClock } from '../testing/helpers';
import { paddedPdf, tusMetadata, tusRequests } from '../testing/tus-requests';

// Issue 29 §6: what one account may have under way at once (uploads, declared bytes), and begin in
// an hour, held under concurrent requests; creation-with-upload answers its real result; tus's
// extensions the server does not have, and an id past int4, are refused with words, not 500.
const START = new Date('2026-03-02T09:00:00Z');
const clock = fakeClock(START);
const t = await createTestApp({ clock });
const { app, db } = t;
const tus = await tusRequests(app);
const MB = 1024 * 1024;
const applicantQuota = RESUMABLE_QUOTAS.applicant;

beforeAll(async () => {
  await createProgram(db);
});
afterEach(() => clock.set(START));

const founder = async () => (await t.persona([])).headers;
const cr12 = { target: 'venture:CR12', filename: 'cr12.pdf', filetype: 'application/pdf' };
const staged = () => {
  const dir = path.join(t.storageDir, '.resumable');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('uploads under way, per account', () => {
  it('lets one applicant begin at most her quota at once, even all at once; the rest are told why', async () => {
    const me = await founder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => tus.create(me, 5 * MB, cr12)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(created.length).toBe(applicantQuota.uploads);
    for (const a of refused) {
      expect(a.statusCode).toBe(429);
      expect(a.json().message).toBe(MSG.uploadsUnderWay.replace('{n}', String(applicantQuota.uploads)));
    }
    // Another applicant is not held up by her uploads.
    expect((await tus.create(await founder(), 5 * MB, cr12)).statusCode).toBe(201);

    // She cancels one: she may begin one more, and no more.
    expect((await tus.cancel(me, created[0]!.headers.location!)).statusCode).toBe(204);
    const again = await tus.create(me, 5 * MB, cr12);
    expect(again.statusCode).toBe(201);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(429);

    // She finishes one: the same.
    const file = paddedPdf(5 * MB);
    expect((await tus.patch(me, again.headers.location!, 0, file)).statusCode).toBe(200);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(429);
  });

  it('counts the declared bytes of her uploads under way against her quota', async () => {
    const me = await founder();
    expect((await tus.create(me, 10 * MB, cr12)).statusCode).toBe(201);
    expect((await tus.create(me, 10 * MB, cr12)).statusCode).toBe(201);
    const over = await tus.create(me, 10 * MB, cr12);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MSG.uploadBytesUnderWay.replace('{size}', `${applicantQuota.bytes / MB} MB`));
    // What still fits is taken.
    expect((await tus.create(me, applicantQuota.bytes - 20 * MB, cr12)).statusCode).toBe(201);
  });

  it('frees the quota of an upload refused at the end, and of one refused before it began', async () => {
    const me = await founder();
    for (let i = 0; i < applicantQuota.uploads + 1; i++) {
      const url = (await tus.create(me, 5 * MB, cr12)).headers.location!;
      // Not a PDF: refused once the last byte is in.
      expect((await tus.patch(me, url, 0, Buffer.alloc(5 * MB, 'text '))).statusCode).toBe(422);
    }
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
  });

  it('frees the places of uploads begun longer ago than the expiry, with the sweep', async () => {
    const me = await founder();
    for (let i = 0; i < applicantQuota.uploads; i++) expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
    await sweepUploadPlaces(db, 60_000);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepUploadPlaces(db, 10);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
  });
});

describe('uploads begun in an hour', () => {
  it("refuses one past the hour's cap with Retry-After, and takes one again an hour later", async () => {
    const me = await founder();
    for (let i = 0; i < RESUMABLE_CREATIONS_PER_HOUR; i++) {
      const created = await tus.create(me, 5 * MB, cr12);
      expect(created.statusCode).toBe(201);
      expect((await tus.cancel(me, created.headers.location!)).statusCode).toBe(204);
    }
    const refused = await tus.create(me, 5 * MB, cr12);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.uploadsThisHour);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Someone else is not.
    expect((await tus.create(await founder(), 5 * MB, cr12)).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000 + 1);
    expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
  });
});

describe('creation with upload (the whole file in the creation request)', () => {
  it('answers what the completed upload answers: the venture, stored; nothing left staged', async () => {
    const me = await founder();
    const before = staged().length;
    const file = paddedPdf(5 * MB);
    const res = await tus.createWithUpload(me, file, cr12);
    expect(res.statusCode, res.body).toBe(200);
    const venture = res.json();
    expect(venture.cr12).toMatch(/\.pdf$/);
    const doc = await app.inject({ method: 'GET', url: `/api/venture/${venture.id}/documents/cr12`, headers: me });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(file)).toBe(true);
    expect(staged().length).toBe(before);
    // Its place under way is free again.
    for (let i = 0; i < applicantQuota.uploads; i++) expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
  });

  it('answers a refusal of the file as the endpoint does, and keeps nothing', async () => {
    const me = await founder();
    const before = staged().length;
    const res = await tus.createWithUpload(me, Buffer.alloc(5 * MB, 'text '), cr12);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.notAnImageOrPdf);
    expect(staged().length).toBe(before);
  });
});

describe("tus requests the server doesn't take", () => {
  it('answers Upload-Concat with 400 and words, and keeps nothing', async () => {
    const me = await founder();
    const before = staged().length;
    const base = { 'upload-metadata': tusMetadata(cr12) };
    for (const headers of [
      { ...base, 'upload-length': String(5 * MB), 'upload-concat': 'partial' },
      { ...base, 'upload-length': String(5 * MB), 'upload-concat': 'final;/api/uploads/a /api/uploads/b' },
    ]) {
      const res = await tus.send('POST', '/api/uploads', { ...me, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().message).toBe(MSG.uploadInParts);
    }
    // A deferred length beside a length: tus's own 400.
    const deferred = { ...base, 'upload-length': String(5 * MB), 'upload-defer-length': '1' };
    expect((await tus.send('POST', '/api/uploads', { ...me, ...deferred })).statusCode).toBe(400);
    expect(staged().length).toBe(before);
    // None of them took a place under way.
    for (let i = 0; i < applicantQuota.uploads; i++) expect((await tus.create(me, 5 * MB, cr12)).statusCode).toBe(201);
  });

  it("refuses a video's id past the int4 range as a bad id", async () => {
    const admin = await t.admin();
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5']) {
      const res = await tus.create(admin, 5 * MB, { target: 'video:video', id, filename: 'a.webm' });
      expect(res.statusCode, id).toBe(422);
      expect(Object.keys(res.json().errors), id).toEqual(['id']);
    }
  });
});
