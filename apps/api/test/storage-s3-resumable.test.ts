import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { Upload } from '@tus/server';
import { afterAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/lib/storage-s3';
import { sweepAbandonedUploads } from '../src/modules/resumable-uploads';
import { startS3 } from '../testing/s3-server';

// Resumable uploads on the S3 store: @tus/s3-store's S3Store driven directly against s3rver, with
// the multipart operations testing/s3rver-multipart.mjs adds to it (ListParts, ListMultipartUploads,
// AbortMultipartUpload).
const s3 = await startS3();
afterAll(() => s3.close());

const MB = 1_000_000;
const MiB = 1024 * 1024;
const partSize = 8 * MiB;
const store = (expirationPeriodInMilliseconds: number) =>
  new S3Store({
    partSize,
    expirationPeriodInMilliseconds,
    s3ClientConfig: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
  });
const tus = store(60 * 60 * 1000);

const source = crypto.randomBytes(20 * MB);
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const newHex = () => crypto.randomBytes(16).toString('hex');
const newId = () => `resumable/${newHex()}`;

/**
 * source[from, to) in 64 KiB chunks, then the end of the stream: what @tus/server hands the store
 * when the client goes away mid-request too (it ends the stream, it does not fail it). With
 * `error`, the stream fails there instead.
 */
function bytes(from: number, to: number, error?: Error) {
  let at = from;
  return new Readable({
    read() {
      if (at < to) {
        const end = Math.min(at + 64 * 1024, to);
        this.push(source.subarray(at, end));
        at = end;
      } else if (error) this.destroy(error);
      else this.push(null);
    },
  });
}

async function create(tusStore: S3Store, size = source.length) {
  const id = newId();
  await tusStore.create(new Upload({ id, size, offset: 0 }));
  return id;
}

async function contents(id: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await tus.read(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bucket's keys that start with `prefix`. */
async function keys(prefix: string) {
  const res = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((object) => object.Key).sort();
}

/** The keys of the multipart uploads in progress. */
async function uploadsInProgress() {
  const res = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
  return (res.Uploads ?? []).map((upload) => upload.Key);
}

describe('S3Store against s3rver', () => {
  it('resumes a 20 MB upload from the offset it reports, and completes it', async () => {
    const id = await create(tus);
    expect((await tus.getUpload(id)).offset).toBe(0);
    expect(await tus.write(bytes(0, 9 * MB), id, 0)).toBe(9 * MB);
    // One 8 MiB part, and the rest as an object of its own until the next write: under S3's
    // 5 MiB minimum for a part that is not the last.
    expect((await tus.getUpload(id)).offset).toBe(9 * MB);
    expect(await keys(id)).toEqual([`${id}.info`, `${id}.part`]);

    const { offset } = await tus.getUpload(id);
    expect(await tus.write(bytes(offset, source.length), id, offset)).toBe(source.length);
    // Completed: ListParts answers NoSuchUpload, which s3-store reads as "all of it".
    const done = await tus.getUpload(id);
    expect(done.offset).toBe(source.length);
    expect(done.size).toBe(source.length);
    expect(sha256(await contents(id))).toBe(sha256(source));
    expect(await keys(id)).toEqual([id, `${id}.info`]);
    expect(await uploadsInProgress()).not.toContain(id);
  });

  it('aborts an upload on remove', async () => {
    const id = await create(tus);
    expect(await tus.write(bytes(0, 9 * MB), id, 0)).toBe(9 * MB);
    expect(await uploadsInProgress()).toContain(id);
    await tus.remove(id);
    expect(await uploadsInProgress()).not.toContain(id);
    // s3-store's remove deletes the object and its .info, not the pending .part.
    expect(await keys(id)).toEqual([`${id}.part`]);
  });

  it('resumes after a stream that ended early, from the bytes received', async () => {
    for (const cut of [6 * MB, 3 * MB]) {
      const id = await create(tus);
      expect(await tus.write(bytes(0, cut), id, 0)).toBe(cut);
      expect((await tus.getUpload(id)).offset).toBe(cut);
      // 6 MB is a part of its own (at least 5 MiB); 3 MB waits as a .part object.
      expect(await keys(id)).toEqual(cut >= 5 * MiB ? [`${id}.info`] : [`${id}.info`, `${id}.part`]);
      expect(await tus.write(bytes(cut, source.length), id, cut)).toBe(source.length);
      expect(sha256(await contents(id))).toBe(sha256(source));
    }
  });

  it('keeps only the whole parts of a stream that failed', async () => {
    const id = await create(tus);
    await expect(tus.write(bytes(0, 9 * MB, new Error('connection reset')), id, 0)).rejects.toThrow('connection reset');
    // The 1 MB after the first part was on its way to a .part object when the stream failed: gone.
    const { offset } = await tus.getUpload(id);
    expect(offset).toBe(partSize);
    expect(await tus.write(bytes(offset, source.length), id, offset)).toBe(source.length);
    expect(sha256(await contents(id))).toBe(sha256(source));
  });

  it('deletes expired uploads and keeps fresh ones', async () => {
    const expiring = store(1500);
    const old = await create(expiring);
    expect(await expiring.write(bytes(0, 3 * MB), old, 0)).toBe(3 * MB);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const fresh = await create(expiring);
    // The old upload's .info and .part objects (the only uploads in progress are these two).
    expect(await expiring.deleteExpired()).toBe(2);
    expect(await keys(old)).toEqual([]);
    expect(await uploadsInProgress()).toEqual([fresh]);
    expect(await keys(fresh)).toEqual([`${fresh}.info`]);
    // A store whose uploads last an hour deletes nothing.
    expect(await tus.deleteExpired()).toBe(0);
    await tus.remove(fresh);
  });
});

describe("the bucket's store of partial uploads (Storage.resumable)", () => {
  it('sweeps an upload whose last byte arrived but that was never stored, as the unfinished ones', async () => {
    const storage = await s3Storage({ client: s3.client, settings: s3.settings });
    const { datastore, idPrefix } = await storage.resumable(60 * 60 * 1000);
    const [done, partial] = [`${idPrefix}${newHex()}`, `${idPrefix}${newHex()}`];
    for (const id of [done, partial]) await datastore.create(new Upload({ id, size: 6 * MB, offset: 0 }));
    expect(await datastore.write(bytes(0, 6 * MB), done, 0)).toBe(6 * MB);
    expect((await datastore.getUpload(done)).offset).toBe(6 * MB);
    // A second past the expiry: the sweep goes by the .info's LastModified, written as the last
    // byte is stored, which a loaded machine may stamp a little after write() answered.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Both removed once older than the expiry, the whole file and its .info too; a younger one stays.
    expect(await sweepAbandonedUploads(storage, 1000)).toBeGreaterThanOrEqual(2);
    expect(await keys(done)).toEqual([]);
    expect(await keys(partial)).toEqual([]);
    const younger = `${idPrefix}${newHex()}`;
    await datastore.create(new Upload({ id: younger, size: 6 * MB, offset: 0 }));
    expect(await sweepAbandonedUploads(storage, 60_000)).toBe(0);
    expect(await keys(younger)).toEqual([`${younger}.info`]);
    await datastore.remove(younger);
  });
});

describe('the multipart operations added to s3rver', () => {
  const send = s3.client.send.bind(s3.client);
  const Bucket = s3.bucket;

  it('lists parts and uploads a page at a time', async () => {
    const [a, b] = [newId(), newId()].sort() as [string, string];
    const started: { Key: string; UploadId: string }[] = [];
    for (const Key of [a, a, b]) {
      const { UploadId } = await send(new CreateMultipartUploadCommand({ Bucket, Key }));
      started.push({ Key, UploadId: UploadId! });
    }
    const first = started[0]!;
    for (const PartNumber of [1, 2, 3]) {
      await send(new UploadPartCommand({ Bucket, ...first, PartNumber, Body: Buffer.alloc(PartNumber, 'x') }));
    }
    const page1 = await send(new ListPartsCommand({ Bucket, ...first, MaxParts: 2 }));
    expect(page1.Parts?.map(({ PartNumber, Size }) => [PartNumber, Size])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(page1.Parts?.[0]?.ETag).toBe(`"${crypto.createHash('md5').update('x').digest('hex')}"`);
    expect(page1).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2' });
    const page2 = await send(new ListPartsCommand({ Bucket, ...first, PartNumberMarker: '2' }));
    expect(page2.Parts?.map((part) => part.PartNumber)).toEqual([3]);
    expect(page2.IsTruncated).toBe(false);

    const listed = [];
    let markers = {};
    for (;;) {
      const page = await send(
        new ListMultipartUploadsCommand({ Bucket, Prefix: 'resumable/', MaxUploads: 2, ...markers }),
      );
      for (const upload of page.Uploads ?? []) {
        expect(Date.now() - upload.Initiated!.getTime()).toBeLessThan(60_000);
        listed.push({ Key: upload.Key, UploadId: upload.UploadId });
      }
      if (!page.IsTruncated) break;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
    const byKeyThenId = (x: { Key?: string; UploadId?: string }, y: { Key?: string; UploadId?: string }) =>
      `${x.Key} ${x.UploadId}` < `${y.Key} ${y.UploadId}` ? -1 : 1;
    expect(listed).toEqual([...started].sort(byKeyThenId));

    for (const upload of started) await send(new AbortMultipartUploadCommand({ Bucket, ...upload }));
    expect(await uploadsInProgress()).toEqual([]);
    await expect(send(new ListPartsCommand({ Bucket, ...first }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await expect(send(new AbortMultipartUploadCommand({ Bucket, ...first }))).rejects.toMatchObject({
      name: 'NoSuchUpload',
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('refuses an unknown access key', async () => {
    const stranger = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' },
    });
    const Key = newId();
    const { UploadId } = await send(new CreateMultipartUploadCommand({ Bucket, Key }));
    for (const request of [
      () => stranger.send(new ListPartsCommand({ Bucket, Key, UploadId })),
      () => stranger.send(new ListMultipartUploadsCommand({ Bucket })),
      () => stranger.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })),
    ]) {
      await expect(request()).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    }
    stranger.destroy();
    expect(await uploadsInProgress()).toEqual([Key]);
    await send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
  });
});
