import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../src/lib/open-storage';
import { localStorage, type Storage } from '../src/lib/storage';
import { checkS3Bucket, s3Client, s3Storage } from '../src/lib/storage-s3';
import { startS3 } from '../testing/s3-server';

/** Each implementation, started fresh for its block and stopped after it. */
const implementations: { kind: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    kind: 'local folder',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
      return { storage: localStorage(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    kind: 'S3 (s3rver on loopback)',
    async open() {
      const s3 = await startS3();
      // Two keys a page, so that listing a bucket of a few files crosses pages.
      return { storage: await s3Storage({ client: s3.client, settings: s3.settings, pageSize: 2 }), close: s3.close };
    },
  },
];

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each(implementations)('storage: $kind', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('stores, reads, stats and removes a file', async () => {
    const before = Date.now();
    await storage.put('profile_pics', 'a1.webp', Buffer.from('0123456789'));
    expect((await storage.read('profile_pics', 'a1.webp')).toString()).toBe('0123456789');
    const stat = await storage.stat('profile_pics', 'a1.webp');
    expect(stat?.size).toBe(10);
    // S3 keeps whole seconds.
    expect(Math.abs(stat!.mtime.getTime() - before)).toBeLessThan(5_000);
    await storage.put('profile_pics', 'a1.webp', Buffer.from('new'));
    expect((await storage.read('profile_pics', 'a1.webp')).toString()).toBe('new');
    await storage.remove('profile_pics', 'a1.webp');
    expect(await storage.stat('profile_pics', 'a1.webp')).toBeNull();
  });

  it('streams a whole file and byte ranges of it', async () => {
    await storage.put('videos', 'clip.mp4', Buffer.from('0123456789'));
    expect(await text(await storage.stream('videos', 'clip.mp4'))).toBe('0123456789');
    expect(await text(await storage.stream('videos', 'clip.mp4', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.stream('videos', 'clip.mp4', { start: 0, end: 1 }))).toBe('01');
    expect(await text(await storage.stream('videos', 'clip.mp4', { start: 7, end: 9 }))).toBe('789');
  });

  it('keeps buckets apart and lists one across pages, skipping nothing', async () => {
    const names = ['e1.webp', 'e2.webp', 'e3.webp', 'e4.webp', 'thumb_e1.webp'];
    for (const name of names) await storage.put('editor_images', name, Buffer.from(name));
    await storage.put('editor_imagesx', 'other.webp', Buffer.from('x'));
    await storage.put('docs', 'e1.webp', Buffer.from('private'));
    const listed = await storage.list('editor_images');
    expect(listed.map((f) => f.name).sort()).toEqual(names);
    for (const f of listed) expect(f.mtime).toBeInstanceOf(Date);
    expect((await storage.read('docs', 'e1.webp')).toString()).toBe('private');
    expect(await storage.list('never_used')).toEqual([]);
  });

  it('answers a missing file: stat null, read and stream reject, remove is quiet', async () => {
    expect(await storage.stat('docs', 'missing.pdf')).toBeNull();
    await expect(storage.read('docs', 'missing.pdf')).rejects.toThrow();
    await expect(storage.stream('docs', 'missing.pdf')).rejects.toThrow();
    await expect(storage.stream('docs', 'missing.pdf', { start: 0, end: 3 })).rejects.toThrow();
    await expect(storage.remove('docs', 'missing.pdf')).resolves.toBeUndefined();
  });

  it.each([
    ['docs', '../etc/passwd'],
    ['docs', '..hidden'],
    ['docs', 'a/b.pdf'],
    ['docs', ''],
    ['../docs', 'a.pdf'],
    ['docs/x', 'a.pdf'],
    ['', 'a.pdf'],
  ])('refuses the bad name %s / %s in every call', async (bucket, name) => {
    const bad = /bad storage path/;
    await expect(storage.put(bucket, name, Buffer.from('x'))).rejects.toThrow(bad);
    await expect(storage.read(bucket, name)).rejects.toThrow(bad);
    await expect(storage.stream(bucket, name)).rejects.toThrow(bad);
    await expect(storage.stat(bucket, name)).rejects.toThrow(bad);
    await expect(storage.remove(bucket, name)).rejects.toThrow(bad);
  });

  it.each(['../docs', 'docs/x', ''])('refuses to list the bad bucket %j', async (bucket) => {
    await expect(storage.list(bucket)).rejects.toThrow(/bad storage path/);
  });
});

describe('S3 storage and a server answering other bytes', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('refuses an answer other than the range asked for, rather than pass it on', async () => {
    const storage = await s3Storage({ client: s3.client, settings: s3.settings });
    await storage.put('videos', 'clip.mp4', Buffer.from('0123456789'));
    // s3rver 4.0.4 reads the end of `bytes=0-0` as "no end" and answers the whole object.
    await expect(storage.stream('videos', 'clip.mp4', { start: 0, end: 0 })).rejects.toThrow(
      'S3 answered bytes 0-9/10 for bytes 0-0',
    );
  });
});

describe('opening the store at start', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  const settings = (bucket: string, endpoint = s3.endpoint) => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
  });

  it('opens local files without STORAGE_URL, and the S3 bucket with it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
    const local = await openStorage({ dataDir });
    await local.put('gallery', 'g.webp', Buffer.from('g'));
    expect(fs.existsSync(path.join(dataDir, 'storage', 'gallery', 'g.webp'))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });

    const remote = await openStorage({ dataDir: '/nonexistent', s3: settings(s3.bucket) });
    await remote.put('gallery', 'g.webp', Buffer.from('g'));
    expect((await remote.read('gallery', 'g.webp')).toString()).toBe('g');
  });

  it('stops with a clear message when the bucket does not exist', async () => {
    await expect(openStorage({ dataDir: '/nonexistent', s3: settings('no-such-bucket') })).rejects.toThrow(
      'Storage: the S3 bucket "no-such-bucket" is not reachable: the bucket does not exist',
    );
  });

  it('stops with a clear message when the service does not answer', async () => {
    // A port nothing listens on: refused at once.
    await expect(
      openStorage({ dataDir: '/nonexistent', s3: settings(s3.bucket, 'http://127.0.0.1:1') }),
    ).rejects.toThrow(/^Storage: the S3 bucket "media" is not reachable: .+/);
  });

  it('stops with a clear message when the credentials are refused', async () => {
    const key = process.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_ACCESS_KEY_ID = 'NOT-A-KEY';
    try {
      await expect(openStorage({ dataDir: '/nonexistent', s3: settings(s3.bucket) })).rejects.toThrow(
        'Storage: the S3 bucket "media" is not reachable: access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
      );
    } finally {
      process.env.AWS_ACCESS_KEY_ID = key;
    }
  });

  it('gives up on a service that never answers', async () => {
    // Accepts the connection and says nothing.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const client = await s3Client(settings(s3.bucket, `http://127.0.0.1:${port}`));
    try {
      await expect(checkS3Bucket(client, s3.bucket, 300)).rejects.toThrow(
        /^Storage: the S3 bucket "media" is not reachable/,
      );
    } finally {
      client.destroy();
      silent.close();
    }
  });
});
