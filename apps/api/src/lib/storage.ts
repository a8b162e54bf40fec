import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataStore } from '@tus/utils';

/** Where uploaded files live. Buckets are the spec's folders: profile_pics, team_pics, docs ... */
export interface Storage {
  put(bucket: string, name: string, data: Buffer): Promise<void>;
  /** Stores `size` bytes from a stream: a large file (a video) is never held in memory whole. */
  putStream(bucket: string, name: string, body: Readable, size: number): Promise<void>;
  read(bucket: string, name: string): Promise<Buffer>;
  /** The file's bytes, or only `start` to `end` inclusive; async because a remote store must ask first. */
  stream(bucket: string, name: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(bucket: string, name: string): Promise<{ size: number; mtime: Date } | null>;
  remove(bucket: string, name: string): Promise<void>;
  /** The files of a bucket with their last change, for clean-ups; an unknown bucket has none. */
  list(bucket: string): Promise<{ name: string; mtime: Date }[]>;
  /** Where resumable uploads gather their bytes until the last one is in (modules/resumable-uploads). */
  resumable(expiryMs: number): Promise<ResumableStore>;
}

/**
 * The tus data store of a Storage, and the prefix of its upload ids: what tells its keys from the
 * buckets' (the ids in URLs go without it). Partial uploads never live in a bucket, so no storage
 * route can reach them.
 */
export type ResumableStore = {
  /** Both stores (file, S3) read a finished upload back; DataStore's type leaves `read` out. */
  datastore: DataStore & { read(id: string): Readable | Promise<Readable> };
  idPrefix: string;
};

/** The local folder (under the storage root) and the S3 key prefix of the partial uploads; not a valid bucket name. */
export const RESUMABLE_FOLDER = '.resumable';

const SAFE = /^[a-z0-9_-]+$/i;
const SAFE_FILE = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Local folder DATA_DIR/storage/<bucket>/<name>; names are server-made, checked again here. It
 * never follows a symbolic link below its root: a bucket's folder must be a real folder (lstat)
 * and a file is opened with O_NOFOLLOW, so a link planted in storage (a crafted backup, a slip on
 * the server) is never served, written through or swept. The root itself may be a link, for an
 * operator who keeps DATA_DIR/storage on another disk.
 */
export function localStorage(root: string): Storage {
  /** The bucket's folder, refused when it is a link or not a folder; ENOENT when there is none. */
  const bucketDir = async (bucket: string) => {
    assertSafeBucket(bucket);
    const dir = path.join(root, bucket);
    if (!(await fs.lstat(dir)).isDirectory()) throw linkRefused(dir);
    return dir;
  };
  const madeBucketDir = async (bucket: string) => {
    assertSafeBucket(bucket);
    await fs.mkdir(path.join(root, bucket), { recursive: true });
    return bucketDir(bucket);
  };
  const file = async (bucket: string, name: string) => {
    assertSafeName(bucket, name);
    return path.join(await bucketDir(bucket), name);
  };
  /**
   * A regular file opened for reading without following a link (ELOOP). O_NONBLOCK, which a
   * regular file ignores, keeps a FIFO from holding the open forever before it is refused.
   */
  const openToRead = async (bucket: string, name: string) => {
    const handle = await fs.open(await file(bucket, name), NO_FOLLOW | constants.O_RDONLY | constants.O_NONBLOCK);
    if ((await handle.stat()).isFile()) return handle;
    await handle.close();
    throw Object.assign(new Error('not a regular file'), { code: 'ENOENT' });
  };
  const openToWrite = async (bucket: string, name: string) => {
    assertSafeName(bucket, name);
    const target = path.join(await madeBucketDir(bucket), name);
    return { target, handle: await fs.open(target, NO_FOLLOW | WRITE) };
  };
  return {
    async put(bucket, name, data) {
      const { handle } = await openToWrite(bucket, name);
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
    },
    async putStream(bucket, name, body) {
      const { target, handle } = await openToWrite(bucket, name).catch((err) => {
        body.destroy();
        throw err;
      });
      try {
        await pipeline(body, handle.createWriteStream());
      } catch (err) {
        await fs.rm(target, { force: true });
        throw err;
      }
    },
    async read(bucket, name) {
      const handle = await openToRead(bucket, name);
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async stream(bucket, name, range) {
      // Opened before answering, so a missing file rejects here rather than in the middle of a reply.
      const handle = await openToRead(bucket, name);
      return handle.createReadStream({ ...range });
    },
    async stat(bucket, name) {
      assertSafeName(bucket, name);
      try {
        const s = await fs.lstat(await file(bucket, name));
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async remove(bucket, name) {
      const target = await file(bucket, name).catch((err) => {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      });
      // rm takes a link itself away, never its target.
      if (target) await fs.rm(target, { force: true });
    },
    async list(bucket) {
      const dir = await bucketDir(bucket).catch((err) => {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      });
      if (!dir) return [];
      const entries = await fs.readdir(dir, { withFileTypes: true });
      const files = [];
      for (const entry of entries) {
        // A link's entry is not a file (readdir does not follow it).
        if (!entry.isFile() || !isSafeFileName(entry.name)) continue;
        // A file removed between the listing and its stat is simply not listed.
        const s = await fs.lstat(path.join(dir, entry.name)).catch(() => null);
        if (s?.isFile()) files.push({ name: entry.name, mtime: s.mtime });
      }
      return files;
    },
    async resumable(expiryMs) {
      const { FileStore } = await import('@tus/file-store');
      /**
       * FileStore's sweep skips an upload whose last byte arrived, and the routes remove every
       * upload once stored: one still here is one the server stopped before storing (a crash in
       * between), and it goes like any other a day after it began. Answers how many went.
       */
      class SweptFileStore extends FileStore {
        override async deleteExpired(): Promise<number> {
          const cutoff = Date.now() - this.getExpiration();
          let removed = 0;
          for (const id of (await this.configstore.list?.()) ?? []) {
            const info = await this.configstore.get(id).catch(() => undefined);
            if (!info?.creation_date || Date.parse(info.creation_date) > cutoff) continue;
            removed += await this.remove(id).then(
              () => 1,
              () => 0,
            );
          }
          return removed;
        }
      }
      const directory = path.join(root, RESUMABLE_FOLDER);
      // The tus file store reads, writes and sweeps this folder by path: it must be a real one.
      const s = await fs.lstat(directory).catch(() => null);
      if (s && !s.isDirectory()) throw linkRefused(directory);
      return { datastore: new SweptFileStore({ directory, expirationPeriodInMilliseconds: expiryMs }), idPrefix: '' };
    },
  };
}

const NO_FOLLOW = constants.O_NOFOLLOW;
const WRITE = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC;

const linkRefused = (dir: string) =>
  Object.assign(new Error(`${dir} is a symbolic link or not a folder: the local store never follows a link.`), {
    code: 'ELOOP',
  });

/** A plain server-made file name: what `list` keeps of a listing, nothing nested or odd. */
export const isSafeFileName = (name: string) => SAFE_FILE.test(name) && !name.includes('..');

export const isSafeStorageName = (bucket: string, name: string) => SAFE.test(bucket) && isSafeFileName(name);

/** Every implementation checks the server-made names again: a slip elsewhere must not reach other files. */
export function assertSafeName(bucket: string, name: string) {
  if (!isSafeStorageName(bucket, name)) throw new Error('bad storage path');
}

export function assertSafeBucket(bucket: string) {
  if (!SAFE.test(bucket)) throw new Error('bad storage path');
}
