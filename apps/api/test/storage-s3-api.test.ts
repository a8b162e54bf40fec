import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../src/lib/storage';
import { s3Storage } from '../src/lib/storage-s3';
import { createTestApp, type FilePart, multipart } from '../testing/helpers';
import { startS3 } from '../testing/s3-server';

// The whole app on the S3 store (STORAGE_URL), against a real S3-compatible server: uploads land
// in the bucket, public media keep their /storage URLs and headers, certificates stay private.
const s3 = await startS3();
afterAll(() => s3.close());
const bucket = await s3Storage({ client: s3.client, settings: s3.settings });
// The bucket failing between the check of a file and its download (a cut, a throttled request):
// the one failure a real server cannot be made to show on cue.
let downloadsFail = false;
const storage: Storage = {
  ...bucket,
  stream: (folder, name, range) =>
    downloadsFail ? Promise.reject(new Error('S3 unreachable')) : bucket.stream(folder, name, range),
};
const t = await createTestApp({ storage });
const { app } = t;

type Persona = Awaited<ReturnType<typeof t.persona>>;
let owner: Persona;
let stranger: Persona;
let staff: Persona;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const upload = (type: string, headers: Record<string, string>, file: FilePart) => {
  const { payload, 'content-type': contentType } = multipart({}, file);
  return app.inject({
    method: 'POST',
    url: `/api/venture?type=${type}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};

/** The object as the bucket holds it, or null. */
async function inBucket(key: string) {
  try {
    const res = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey') return null;
    throw err;
  }
}

beforeAll(async () => {
  const admin = await t.admin();
  stranger = await t.persona([]);
  staff = await t.persona(['application_view']);
  const program = await app.inject({
    method: 'POST',
    url: '/api/program',
    headers: admin,
    payload: { name: 'Cohort 9', application_deadline: '2026-04-30', start_date: '2026-05-15', end_date: '2026-11-30' },
  });
  const activated = await app.inject({
    method: 'POST',
    url: '/api/program?type=activate',
    headers: admin,
    payload: { id: program.json().id },
  });
  expect(activated.statusCode).toBe(200);
});

// Each test's own applicant, without a venture yet.
beforeEach(async () => {
  owner = await t.persona([]);
});

/** The owner's logo, uploaded: the venture row and the logo's name. */
const withLogo = async () => {
  const res = await upload('image', owner.headers, { name: 'logo.png', content: await png() });
  expect(res.statusCode).toBe(200);
  return { ventureId: res.json().id as number, logo: res.json().image as string };
};
/** The owner's CR12, uploaded: the venture row and the document's name. */
const withCr12 = async () => {
  const res = await upload('CR12', owner.headers, { name: 'cr12.pdf', content: pdf, type: 'application/pdf' });
  expect(res.statusCode).toBe(200);
  return { ventureId: res.json().id as number, cr12: res.json().cr12 as string };
};
/** A ten-byte video in the bucket. */
const clip = () => storage.put('videos', 'clip.mp4', Buffer.from('0123456789'));

describe('public media from the bucket', () => {
  it('stores an uploaded logo and its thumbnail in the bucket', async () => {
    const res = await upload('image', owner.headers, { name: 'logo.png', content: await png() });
    expect(res.statusCode).toBe(200);
    const logo = res.json().image;
    expect(res.json().image_url).toBe(`/storage/venture_logos/${logo}`);
    const stored = await inBucket(`venture_logos/${logo}`);
    expect(stored?.subarray(8, 12).toString()).toBe('WEBP');
    expect(await inBucket(`venture_logos/thumb_${logo}`)).not.toBeNull();
  });

  it('serves it at the same /storage URL with the same headers as the local store', async () => {
    const { logo } = await withLogo();
    const res = await app.inject({ method: 'GET', url: `/storage/venture_logos/${logo}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(await inBucket(`venture_logos/${logo}`));
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(res.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(new Date(res.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
  });

  it('removes the old objects from the bucket when the logo is replaced', async () => {
    const { logo } = await withLogo();
    const res = await upload('image', owner.headers, { name: 'logo2.png', content: await png() });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).not.toBe(logo);
    expect(await inBucket(`venture_logos/${logo}`)).toBeNull();
    expect(await inBucket(`venture_logos/thumb_${logo}`)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/storage/venture_logos/${logo}` })).statusCode).toBe(404);
  });

  it('answers range requests for video from the bucket: 206 with the bytes, 416 outside', async () => {
    await clip();
    const get = (range?: string) =>
      app.inject({ method: 'GET', url: '/storage/videos/clip.mp4', headers: range ? { range } : {} });

    const part = await get('bytes=2-5');
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers).toMatchObject({
      'content-range': 'bytes 2-5/10',
      'content-length': '4',
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await get('bytes=-3')).body).toBe('789');
    expect((await get('bytes=7-')).body).toBe('789');
    // Safari's first probe of a video.
    expect((await get('bytes=0-1')).body).toBe('01');

    const outside = await get('bytes=20-30');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('0123456789');
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    expect((await app.inject({ method: 'GET', url: '/storage/videos/missing.mp4' })).statusCode).toBe(404);
  });
});

describe('private certificates in the bucket', () => {
  it('stores the CR12 under docs/ in the bucket', async () => {
    const { ventureId } = await withLogo();
    const res = await upload('CR12', owner.headers, { name: 'cr12.pdf', content: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ventureId);
    const cr12 = res.json().cr12;
    expect(await inBucket(`docs/${cr12}`)).toEqual(pdf);
  });

  it('never serves it through /storage', async () => {
    const { cr12 } = await withCr12();
    expect((await app.inject({ method: 'GET', url: `/storage/docs/${cr12}` })).statusCode).toBe(404);
    // Still there: refused, not lost.
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `docs/${cr12}` }));
  });

  it('serves it through its authorised route to the owner and staff only', async () => {
    const { ventureId } = await withCr12();
    const doc = (headers?: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/venture/${ventureId}/documents/cr12`, headers });
    const mine = await doc(owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(pdf);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    });
    expect((await doc(staff.headers)).rawPayload).toEqual(pdf);
    expect((await doc(stranger.headers)).statusCode).toBe(403);
    expect((await doc()).statusCode).toBe(401);
  });

  it('answers a plain 500 when the bucket fails at the download, not a cacheable or attached reply', async () => {
    const { ventureId } = await withCr12();
    await clip();
    downloadsFail = true;
    try {
      const doc = await app.inject({
        method: 'GET',
        url: `/api/venture/${ventureId}/documents/cr12`,
        headers: owner.headers,
      });
      expect(doc.statusCode).toBe(500);
      expect(doc.headers['content-disposition']).toBeUndefined();
      expect(doc.body).not.toContain('S3 unreachable');

      const media = await app.inject({
        method: 'GET',
        url: '/storage/videos/clip.mp4',
        headers: { range: 'bytes=2-5' },
      });
      expect(media.statusCode).toBe(500);
      expect(media.headers['cache-control']).toBeUndefined();
      expect(media.headers['content-range']).toBeUndefined();
    } finally {
      downloadsFail = false;
    }
  });

  it('answers 404 on its route once the object has gone from the bucket', async () => {
    const { ventureId, cr12 } = await withCr12();
    await storage.remove('docs', cr12);
    expect(
      (await app.inject({ method: 'GET', url: `/api/venture/${ventureId}/documents/cr12`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });
});
