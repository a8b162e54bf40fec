import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { localStorage, RESUMABLE_FOLDER } from '../src/lib/storage';
import { sweepAbandonedUploads } from '../src/modules/resumable-uploads';
import { sweepEditorImages } from '../src/modules/uploads/editor-images';
import { createTestApp } from '../testing/helpers';

// A link planted in the storage folder (by a crafted backup, a slip on the server) must never
// lead the local store to its target: not to serve it, not to write through it, not to sweep it.

const t = await createTestApp();
const { app, storageDir } = t;
const storage = localStorage(storageDir);

/** A folder outside storage standing for the database's: what a planted link points to. */
const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-elsewhere-'));
afterAll(() => fs.rmSync(elsewhere, { recursive: true, force: true }));

const DAY = 24 * 3600_000;
const longAgo = () => new Date(t.clock.now().getTime() - 30 * DAY);

/** A file outside storage, last changed a month ago (so any sweep would take it). */
function target(name: string, content = 'secret') {
  const file = path.join(elsewhere, name);
  fs.writeFileSync(file, content);
  fs.utimesSync(file, longAgo(), longAgo());
  return file;
}

/** `storage/<bucket>` as a link to the folder elsewhere, in place of the bucket's own folder. */
function linkedBucket(bucket: string) {
  const dir = path.join(storageDir, bucket);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.symlinkSync(elsewhere, dir, 'dir');
  return dir;
}

/** `storage/<bucket>/<name>` as a link to a file elsewhere, in the bucket's real folder. */
function linkedFile(bucket: string, name: string, to: string) {
  const dir = path.join(storageDir, bucket);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(to, path.join(dir, name));
}

const get = (url: string) => app.inject({ method: 'GET', url });

beforeEach(() => {
  fs.rmSync(elsewhere, { recursive: true, force: true });
  fs.mkdirSync(elsewhere);
});

describe('GET /storage/:bucket/:name and a planted link', () => {
  it('answers 404 for a file under a bucket that is a link (venture_logos → the database)', async () => {
    target('pg_hba.conf', 'host all all trust');
    linkedBucket('venture_logos');
    const res = await get('/storage/venture_logos/pg_hba.conf');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('trust');
  });

  it('answers 404 for a file that is a link, also for a byte range', async () => {
    linkedFile('profile_pics', 'planted.webp', target('secret.webp', 'the target'));
    for (const range of [undefined, 'bytes=0-3']) {
      const res = await app.inject({
        method: 'GET',
        url: '/storage/profile_pics/planted.webp',
        headers: range ? { range } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('target');
    }
  });

  it('still serves a regular file beside a link', async () => {
    linkedFile('profile_pics', 'planted.webp', target('secret.webp'));
    fs.writeFileSync(path.join(storageDir, 'profile_pics', 'real.webp'), 'real bytes');
    const res = await get('/storage/profile_pics/real.webp');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('real bytes');
  });
});

describe('the local store never follows a link', () => {
  it('in place of a file: stat says none, read and stream reject, list leaves it out', async () => {
    linkedFile('docs', 'cert.pdf', target('secret.pdf'));
    fs.writeFileSync(path.join(storageDir, 'docs', 'real.pdf'), 'real');
    expect(await storage.stat('docs', 'cert.pdf')).toBeNull();
    await expect(storage.read('docs', 'cert.pdf')).rejects.toThrow();
    await expect(storage.stream('docs', 'cert.pdf')).rejects.toThrow();
    expect((await storage.list('docs')).map((f) => f.name)).toEqual(['real.pdf']);
  });

  it('in place of a file: a write does not go through it to the target', async () => {
    const secret = target('secret.pdf', 'untouched');
    linkedFile('docs', 'cert.pdf', secret);
    await expect(storage.put('docs', 'cert.pdf', Buffer.from('overwritten'))).rejects.toThrow();
    await expect(
      storage.putStream('docs', 'cert.pdf', Readable.from([Buffer.from('overwritten')]), 11),
    ).rejects.toThrow();
    expect(fs.readFileSync(secret, 'utf8')).toBe('untouched');
  });

  it('in place of a bucket: nothing is read, listed, written or removed in the folder it points to', async () => {
    const secret = target('old-backup.tar.gz', 'untouched');
    linkedBucket('docs');
    expect(await storage.stat('docs', 'old-backup.tar.gz')).toBeNull();
    await expect(storage.read('docs', 'old-backup.tar.gz')).rejects.toThrow();
    await expect(storage.stream('docs', 'old-backup.tar.gz')).rejects.toThrow();
    await expect(storage.list('docs')).rejects.toThrow(/link/);
    await expect(storage.put('docs', 'new.pdf', Buffer.from('x'))).rejects.toThrow(/link/);
    await expect(storage.remove('docs', 'old-backup.tar.gz')).rejects.toThrow(/link/);
    expect(fs.readFileSync(secret, 'utf8')).toBe('untouched');
    expect(fs.readdirSync(elsewhere)).toEqual(['old-backup.tar.gz']);
  });
});

describe('the sweeps leave what a link points to', () => {
  it('the editor-image sweep: a bucket that is a link is not swept, its target survives', async () => {
    const secret = target('old-backup.tar.gz');
    linkedBucket('editor_images');
    await sweepEditorImages({ db: t.db, storage, clock: t.clock }).catch(() => undefined);
    expect(fs.existsSync(secret)).toBe(true);
  });

  it('the editor-image sweep: an old link in the bucket is not followed, its target survives', async () => {
    const secret = target('old-image.webp');
    linkedFile('editor_images', 'orphan.webp', secret);
    const removed = await sweepEditorImages({ db: t.db, storage, clock: t.clock });
    expect(removed).toEqual([]);
    expect(fs.readFileSync(secret, 'utf8')).toBe('secret');
  });

  it("the partial-upload sweep: a link in place of its folder is not swept, the expired upload's files survive", async () => {
    // What tus's file store would take for an upload begun a month ago and never finished.
    const upload = target('abandoned', 'half');
    const info = target(
      'abandoned.json',
      JSON.stringify({ id: 'abandoned', size: 10, offset: 4, creation_date: longAgo().toISOString() }),
    );
    const folder = path.join(storageDir, RESUMABLE_FOLDER);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.symlinkSync(elsewhere, folder, 'dir');
    try {
      await sweepAbandonedUploads(storage, DAY).catch(() => undefined);
      expect(fs.existsSync(upload)).toBe(true);
      expect(fs.existsSync(info)).toBe(true);
    } finally {
      fs.rmSync(folder);
    }
  });
});
