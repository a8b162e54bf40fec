import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOADS_PATH } from '@portal/contract/resumable-uploads';
import { type PreviousUpload, Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage, RESUMABLE_FOLDER, type Storage } from '../src/lib/storage';
import { s3Storage } from '../src/lib/storage-s3';
import { droppingProxy } from '../testing/dropping-proxy';
import { createTestApp } from '../testing/helpers';
import { startS3 } from '../testing/s3-server';
import { CLIP } from '../testing/stories-fixture';

// Issue 20 §3's check: a 50 MB video whose connection drops at 60% resumes where the server's
// bytes end, not at zero, and the stored file is the source byte for byte, on the local store and
// on the S3-compatible server; a new client (a reloaded page) picks up an upload left half-way.
const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const s3 = await startS3();
afterAll(() => s3.close());

/** The demo WebM's first bytes, then random ones: a video by its bytes, with a hash worth checking. */
const video = (bytes: number) => Buffer.concat([CLIP, randomBytes(bytes - CLIP.length)]);

/** tus-js-client's memory of unfinished uploads, as localStorage keeps it in a browser. */
function memoryUrlStorage() {
  const stored = new Map<string, PreviousUpload & { fingerprint: string }>();
  return {
    findAllUploads: async () => [...stored.values()],
    findUploadsByFingerprint: async (fingerprint: string) =>
      [...stored.values()].filter((u) => u.fingerprint === fingerprint),
    removeUpload: async (key: string) => void stored.delete(key),
    addUpload: async (fingerprint: string, upload: PreviousUpload) => {
      const key = `tus::${fingerprint}::${stored.size}`;
      stored.set(key, { ...upload, fingerprint, urlStorageKey: key });
      return key;
    },
  };
}

/** One world per store: the app listening, the admin, a video to upload the file of. */
async function world(storage?: Storage) {
  const t = await createTestApp(storage ? { storage } : {});
  const admin = await t.admin();
  const story = await t.app.inject({
    method: 'POST',
    url: '/api/story',
    headers: admin,
    payload: { name: 'Founders', year: 2025 },
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/video',
    headers: admin,
    payload: { story_id: story.json().id, name: 'Pitch night', date: '2026-02-20' },
  });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, admin, base, videoId: made.json().id as number, storage: storage ?? localStorage(t.storageDir) };
}

/** Sends `file` with tus-js-client as the browser does; answers the final PATCH's JSON. */
function send(file: Buffer, endpoint: string, options: Partial<UploadOptions>) {
  return new Promise<{ upload: Upload; answer: Record<string, unknown> }>((resolve, reject) => {
    const upload: Upload = new Upload(file, {
      endpoint,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: [0, 100, 300, 1000],
      removeFingerprintOnSuccess: true,
      ...options,
      onSuccess: ({ lastResponse }) => resolve({ upload, answer: JSON.parse(lastResponse.getBody()) }),
      onError: reject,
    });
    upload.start();
  });
}

/** What is left of partial uploads: the local store's folder, or the bucket's `.resumable/` keys. */
const leftovers = {
  local: async (storageDir: string) => {
    const dir = path.join(storageDir, RESUMABLE_FOLDER);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  },
  s3: async () => {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${RESUMABLE_FOLDER}/` }));
    return (page.Contents ?? []).map((o) => o.Key);
  },
};

describe.each([
  ['the local store', async () => undefined, leftovers.local],
  ['the S3-compatible server', async () => s3Storage({ client: s3.client, settings: s3.settings }), leftovers.s3],
])('a 50 MB video on %s', (_name, storageOf, left) => {
  it('resumes after the connection drops at 60% and is stored byte for byte', async () => {
    const { t, storage, admin, base, videoId } = await world(await storageOf());
    const file = video(50 * MB);
    const proxy = await droppingProxy(base, 30 * MB);
    try {
      const { answer } = await send(file, `${proxy.url}${RESUMABLE_UPLOADS_PATH}`, {
        headers: { authorization: admin.authorization! },
        metadata: { target: 'video:video', id: String(videoId), filename: 'pitch.webm', filetype: 'video/webm' },
      });
      expect(proxy.wasCut()).toBe(true);
      // After the cut, the next PATCH starts where the server's bytes end: past the chunks it had
      // whole, not at zero.
      const patches = proxy.seen.filter((r) => r.method === 'PATCH');
      const cutAt = patches.findIndex((r) => r.cut);
      const resumedFrom = patches[cutAt + 1]!.offset!;
      expect(resumedFrom).toBeGreaterThanOrEqual(patches[cutAt]!.offset!);
      expect(resumedFrom).toBeGreaterThan(20 * MB);
      const stored = await storage.read('videos', answer.video as string);
      expect(stored.length).toBe(file.length);
      expect(sha(stored)).toBe(sha(file));
      expect(await left(t.storageDir)).toEqual([]);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  it('is picked up half-way by a new client (a reloaded page) choosing the same file', async () => {
    const { storage, admin, base, videoId } = await world(await storageOf());
    const file = video(20 * MB);
    const urlStorage = memoryUrlStorage();
    const options = {
      headers: { authorization: admin.authorization! },
      metadata: { target: 'video:video', id: String(videoId), filename: 'pitch.webm' },
      urlStorage,
      fingerprint: async () => `pitch.webm-${file.length}-video:video-${videoId}`,
    };
    const endpoint = `${base}${RESUMABLE_UPLOADS_PATH}`;
    // The first page sends two chunks, then is gone (its upload object with it).
    await new Promise<void>((resolve, reject) => {
      const first: Upload = new Upload(file, {
        ...options,
        endpoint,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted >= 2 * RESUMABLE_CHUNK_BYTES) void first.abort(false).then(resolve);
        },
        onError: reject,
      });
      first.start();
    });
    const second = new Upload(file, { ...options, endpoint });
    const [previous] = await second.findPreviousUploads();
    expect(previous?.uploadUrl).toMatch(new RegExp(`${RESUMABLE_UPLOADS_PATH}/[0-9a-f]{32}$`));
    const offsets: number[] = [];
    const { answer } = await send(file, endpoint, {
      ...options,
      uploadUrl: previous!.uploadUrl,
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') offsets.push(Number(req.getHeader('Upload-Offset')));
      },
    });
    expect(offsets[0]).toBe(2 * RESUMABLE_CHUNK_BYTES);
    expect(sha(await storage.read('videos', answer.video as string))).toBe(sha(file));
  }, 120_000);
});
