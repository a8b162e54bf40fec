import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { embeddedDatabaseFiles } from '../db/client';

/**
 * Backups of the embedded set-up: one .tar.gz holding PGlite's dump of its data directory and
 * every stored file (DATA_DIR/storage). With PostgreSQL and object storage, their own tools do
 * this (docs/operations.md). Both commands hold the server's lock file, so they refuse to run
 * beside a serving process: PGlite serves one process, and a copy taken under a writer is torn.
 */

const MANIFEST = 'portal-backup.json';
const DUMP = 'database.tar.gz';
const STORAGE = 'storage';
const FORMAT = 1;

type Manifest = { format: number; createdAt: string; database: 'pglite'; files: number; bytes: number };
export type BackupSummary = { file: string; files: number; bytes: number; databaseBytes: number };

export async function backup(dataDir: string, file: string): Promise<BackupSummary> {
  if (!embeddedDatabaseFiles.exists(dataDir)) {
    throw new Error(`There is no embedded database in ${dataDir} to back up (check DATA_DIR).`);
  }
  const release = embeddedDatabaseFiles.lock(dataDir);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  // Written beside the target and renamed at the end: a failed backup never leaves a file that
  // looks complete.
  const partial = `${file}.partial`;
  try {
    const dump = await embeddedDatabaseFiles.dump(dataDir);
    fs.writeFileSync(path.join(staging, DUMP), Buffer.from(await dump.arrayBuffer()));
    const storageDir = path.join(dataDir, STORAGE);
    const files = listFiles(storageDir);
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      files: files.length,
      bytes: files.reduce((sum, f) => sum + fs.statSync(path.join(storageDir, f)).size, 0),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // The stored files are packed in place through a link (videos are not copied first), each by
    // name: only the regular files listed, never what a link planted in storage points to.
    if (files.length) fs.symlinkSync(storageDir, path.join(staging, STORAGE), 'dir');
    const entries = [MANIFEST, DUMP, ...files.map((f) => path.join(STORAGE, f))];
    await tar.c(
      { gzip: true, file: partial, cwd: staging, portable: true, follow: true, linkCache: new NoHardLinks() },
      entries,
    );
    fs.renameSync(partial, file);
    return { file, files: manifest.files, bytes: manifest.bytes, databaseBytes: dump.size };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

export type RestoreSummary = { files: number; createdAt: string; previous?: string };

/**
 * Replaces the embedded database and the stored files with the backup's. What was there is
 * moved aside to DATA_DIR/before-restore-<time>, never deleted: a restore of the wrong file is
 * undone by moving it back.
 */
export async function restore(dataDir: string, file: string): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = embeddedDatabaseFiles.lock(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // Inside DATA_DIR, so the moves below are renames on one file system.
  const staging = path.join(dataDir, `.restore-${stamp}`);
  const aside = path.join(dataDir, `before-restore-${stamp}`);
  const moved: string[] = [];
  try {
    fs.mkdirSync(staging);
    // Checked entry by entry as it unpacks into the staging folder, before anything is moved: the
    // first entry that is not a plain file or folder stops the restore, and the staging goes.
    let refused: string | undefined;
    try {
      await tar.x({
        file,
        cwd: staging,
        strict: true,
        filter: (entryPath, entry) => {
          refused ??= refusal(entryPath, 'type' in entry ? entry.type : 'File');
          return refused === undefined;
        },
      });
    } catch (err) {
      throw new Error(`${file} is not a backup of this portal (${(err as Error).message}).`);
    }
    if (refused) {
      throw new Error(
        `${file} cannot be restored: ${refused}. A backup holds only regular files and folders; nothing was changed.`,
      );
    }
    const manifest = readManifest(staging, file);
    const dump = await fs.openAsBlob(path.join(staging, DUMP));
    for (const name of ['pglite', STORAGE]) {
      if (!fs.existsSync(path.join(dataDir, name))) continue;
      fs.mkdirSync(aside, { recursive: true });
      fs.renameSync(path.join(dataDir, name), path.join(aside, name));
      moved.push(name);
    }
    try {
      await embeddedDatabaseFiles.load(dataDir, dump);
      const restoredStorage = path.join(staging, STORAGE);
      if (fs.existsSync(restoredStorage)) fs.renameSync(restoredStorage, path.join(dataDir, STORAGE));
    } catch (err) {
      // Put back what was there: a failed restore changes nothing.
      for (const name of ['pglite', STORAGE]) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of moved) fs.renameSync(path.join(aside, name), path.join(dataDir, name));
      fs.rmSync(aside, { recursive: true, force: true });
      moved.length = 0;
      throw new Error(`The backup's database did not load (${(err as Error).message}); nothing was changed.`);
    }
    return { files: manifest.files, createdAt: manifest.createdAt, previous: moved.length ? aside : undefined };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

const PLAIN_ENTRIES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);
const ENTRY_KINDS: Record<string, string> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  FIFO: 'a FIFO',
  CharacterDevice: 'a character device',
  BlockDevice: 'a block device',
};

/**
 * Why an archive's entry may not be restored, or undefined when it may: only regular files and
 * folders, at relative paths that stay inside the backup. A link would have the server serve, or
 * its sweeps delete, whatever it points to once it is moved into DATA_DIR.
 */
function refusal(entryPath: string, type: string): string | undefined {
  if (!PLAIN_ENTRIES.has(type)) return `${entryPath} is ${ENTRY_KINDS[type] ?? `an entry of type ${type}`}`;
  const parts = entryPath.split(/[\\/]/);
  if (path.isAbsolute(entryPath) || /^[a-z]:/i.test(entryPath) || parts.includes('..')) {
    return `${entryPath} is outside the backup's folder`;
  }
  return undefined;
}

/**
 * tar writes a file's second name (a hard link) as a link entry, which a restore refuses: a cache
 * that never remembers a file makes it pack every name as the file itself.
 */
class NoHardLinks extends Map<`${number}:${number}`, string> {
  override set() {
    return this;
  }
}

function readManifest(staging: string, file: string): Manifest {
  const text = fs.existsSync(path.join(staging, MANIFEST)) ? fs.readFileSync(path.join(staging, MANIFEST), 'utf8') : '';
  let manifest: Partial<Manifest> = {};
  try {
    manifest = JSON.parse(text);
  } catch {}
  if (manifest.format !== FORMAT || !fs.existsSync(path.join(staging, DUMP))) {
    throw new Error(`${file} is not a backup of this portal (no ${MANIFEST} of format ${FORMAT}, or no database).`);
  }
  return manifest as Manifest;
}

/** Every file under `dir`, as paths relative to it (bucket/name). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
