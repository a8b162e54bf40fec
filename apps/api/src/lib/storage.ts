import { createReadStream, createWriteStream } from 'node:fs';
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

/** Local folder DATA_DIR/storage/<bucket>/<name>; names are server-made, checked again here. */
export function localStorage(root: string): Storage {
  const file = (bucket: string, name: string) => {
    assertSafeName(bucket, name);
    return path.join(root, bucket, name);
  };
  return {
    async put(bucket, name, data) {
      const target = file(bucket, name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
    },
    async putStream(bucket, name, body) {
      const target = file(bucket, name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(body, createWriteStream(target));
      } catch (err) {
        await fs.rm(target, { force: true });
        throw err;
      }
    },
    read: async (bucket, name) => fs.readFile(file(bucket, name)),
    async stream(bucket, name, range) {
      const target = file(bucket, name);
      // Opened before answering, so a missing file rejects here rather than in the middle of a reply.
      const handle = await fs.open(target);
      return createReadStream(target, { ...range, fd: handle });
    },
    async stat(bucket, name) {
      const target = file(bucket, name);
      try {
        const s = await fs.stat(target);
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async remove(bucket, name) {
      await fs.rm(file(bucket, name), { force: true });
    },
    async list(bucket) {
      assertSafeBucket(bucket);
      const entries = await fs.readdir(path.join(root, bucket), { withFileTypes: true }).catch((err) => {
        if ((err as { code?: string }).code === 'ENOENT') return [];
        throw err;
      });
      const files = [];
      for (const entry of entries) {
        if (!entry.isFile() || !isSafeFileName(entry.name)) continue;
        // A file removed between the listing and its stat is simply not listed.
        const s = await fs.stat(path.join(root, bucket, entry.name)).catch(() => null);
        if (s) files.push({ name: entry.name, mtime: s.mtime });
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
      return { datastore: new SweptFileStore({ directory, expirationPeriodInMilliseconds: expiryMs }), idPrefix: '' };
    },
  };
}

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
