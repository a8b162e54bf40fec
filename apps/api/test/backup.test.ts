import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { seed } from '../src/db/seed';
import { localStorage } from '../src/lib/storage';
import { backup, restore } from '../src/ops/backup';
import { ADMIN } from '../testing/helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const dataDir = path.join(work, 'data');
const archive = path.join(work, 'nightly.tar.gz');

/** Every table's rows, as one fingerprint per table: a restore must give back exactly these. */
async function databaseContents(dir: string) {
  const database = await openPglite(dir);
  try {
    // Both drivers answer `{ rows }`; db.execute is typed for every driver at once.
    const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const tables = (await rowsOf(
      sql.raw(`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`),
    )) as { name: string }[];
    const contents: Record<string, string> = {};
    for (const { name } of tables) {
      const rows = await rowsOf(sql.raw(`select * from "${name}" order by 1`));
      contents[name] = `${rows.length}:${hash(JSON.stringify(rows))}`;
    }
    return contents;
  } finally {
    await database.close();
  }
}

function storedFiles(dir: string) {
  const root = path.join(dir, 'storage');
  if (!fs.existsSync(root)) return {};
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = hash(fs.readFileSync(file));
  }
  return files;
}

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The commands as an operator types them, from the repository's root. */
function npmRun(command: 'backup' | 'restore', file: string) {
  return spawnSync('npm', ['run', '-s', command, '--', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
    encoding: 'utf8',
  });
}

let before: { database: Record<string, string>; files: Record<string, string> };

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  const database = await openPglite(dataDir);
  await database.migrate();
  const storage = localStorage(path.join(dataDir, 'storage'));
  await seed(database.db, { admin: ADMIN, demo: true, now: new Date('2026-03-02T09:00:00Z'), storage });
  await storage.put('docs', 'certificate-1.pdf', Buffer.from('%PDF-1.4 a private certificate'));
  await database.close();
  before = { database: await databaseContents(dataDir), files: storedFiles(dataDir) };
}, 180_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// The commands are for the embedded database alone, whatever TEST_DB says: they run in the PGlite
// pass of the suite and are counted as skipped in the PostgreSQL one.
/** A backup of the data folder as it is, made for one test (the first test makes its own with npm). */
async function anArchive(name: string) {
  const file = path.join(work, `${name}.tar.gz`);
  await backup(dataDir, file);
  return file;
}

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'npm run backup / npm run restore (embedded database and stored files)',
  () => {
    it('backs up, and after the data folder is wiped, restores every record and file', async () => {
      expect(Object.keys(before.files).length).toBeGreaterThan(5);
      expect(Number(before.database.users?.split(':')[0])).toBeGreaterThan(1);

      const made = npmRun('backup', archive);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(made.stdout).toContain(`${Object.keys(before.files).length} stored files`);
      expect(fs.existsSync(`${archive}.partial`)).toBe(false);

      fs.rmSync(dataDir, { recursive: true, force: true });
      const back = npmRun('restore', archive);
      expect(back.stderr).toBe('');
      expect(back.status).toBe(0);

      expect(await databaseContents(dataDir)).toEqual(before.database);
      expect(storedFiles(dataDir)).toEqual(before.files);
    }, 120_000);

    it('keeps what a restore replaces, so restoring the wrong file can be undone', async () => {
      const own = await anArchive('undo');
      fs.writeFileSync(path.join(dataDir, 'storage', 'docs', 'newer.pdf'), 'made after the backup');
      const done = await restore(dataDir, own);
      expect(done.previous).toBeDefined();
      expect(fs.existsSync(path.join(done.previous!, 'storage', 'docs', 'newer.pdf'))).toBe(true);
      expect(fs.existsSync(path.join(done.previous!, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(storedFiles(dataDir)).toEqual(before.files);
      fs.rmSync(done.previous!, { recursive: true });
    }, 60_000);

    it('refuses a file that is not a backup, and changes nothing', async () => {
      const junk = path.join(work, 'junk.tar.gz');
      fs.writeFileSync(junk, 'not an archive at all');
      await expect(restore(dataDir, junk)).rejects.toThrow(/is not a backup of this portal/);
      await expect(restore(dataDir, path.join(work, 'missing.tar.gz'))).rejects.toThrow(/No backup at/);
      expect(storedFiles(dataDir)).toEqual(before.files);
      expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('.restore') || f.startsWith('before-'))).toEqual([]);
    });

    it('refuses to run beside a serving process, which holds the database', async () => {
      const own = await anArchive('beside');
      const server = spawn('sleep', ['30']);
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(server.pid));
      try {
        await expect(backup(dataDir, path.join(work, 'other.tar.gz'))).rejects.toThrow(/in use by process/);
        await expect(restore(dataDir, own)).rejects.toThrow(/in use by process/);
      } finally {
        server.kill();
        fs.rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
      }
      expect(fs.existsSync(path.join(work, 'other.tar.gz'))).toBe(false);
    });

    it('says what to use instead with PostgreSQL, and how to call it without a file', () => {
      const postgres = spawnSync('npm', ['run', '-s', 'backup', '--', archive], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
        encoding: 'utf8',
      });
      expect(postgres.status).toBe(1);
      expect(postgres.stderr).toContain('pg_dump');
      const bare = spawnSync('npm', ['run', '-s', 'backup'], { cwd: repoRoot, env: process.env, encoding: 'utf8' });
      expect(bare.status).toBe(1);
      expect(bare.stderr).toContain('Usage: npm run backup -- <file.tar.gz>');
    });
  },
);

/** Every path under `dir` with what it is and its size and time: "nothing changed" is this, equal. */
function snapshot(dir: string) {
  const seen: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const s = fs.lstatSync(file);
    const kind = s.isSymbolicLink() ? `link ${fs.readlinkSync(file)}` : s.isDirectory() ? 'dir' : `${s.size}`;
    seen[path.relative(dir, file)] = `${kind} ${s.mtimeMs} ${s.ino}`;
  }
  return seen;
}

type CraftedEntry = {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'FIFO' | 'CharacterDevice';
  linkpath?: string;
  body?: Buffer;
};

/** A .tar.gz written header by header, so it can hold what no honest backup does. */
function craftedArchive(name: string, entries: CraftedEntry[]) {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const type = entry.type ?? 'File';
    const header = new tar.Header({
      path: entry.path,
      type,
      linkpath: entry.linkpath,
      size: body.length,
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date('2026-03-01T00:00:00Z'),
      uid: 0,
      gid: 0,
      ...(type === 'CharacterDevice' ? { devmaj: 1, devmin: 3 } : {}),
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const file = path.join(work, `${name}.tar.gz`);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
  return file;
}

/** The entries of an archive with their types, as tar lists them. */
async function archiveEntries(file: string) {
  const entries: Record<string, string> = {};
  await tar.t({
    file,
    onReadEntry: (entry) => {
      entries[entry.path.replace(/\/$/, '')] = entry.type;
    },
  });
  return entries;
}

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'npm run restore: an archive holds only regular files and folders',
  () => {
    // A real backup's manifest and database, so that each crafted archive is otherwise one that restores.
    let honest: CraftedEntry[];
    beforeAll(async () => {
      const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'));
      await tar.x({ file: await anArchive('honest'), cwd: unpacked });
      honest = [
        { path: 'portal-backup.json', body: fs.readFileSync(path.join(unpacked, 'portal-backup.json')) },
        { path: 'database.tar.gz', body: fs.readFileSync(path.join(unpacked, 'database.tar.gz')) },
        { path: 'storage/', type: 'Directory' },
        { path: 'storage/docs/', type: 'Directory' },
        { path: 'storage/docs/certificate-1.pdf', body: Buffer.from('%PDF-1.4 a certificate') },
      ];
    }, 60_000);

    it('restores the honest entries the crafted archives are built on', async () => {
      const done = await restore(dataDir, craftedArchive('plain', honest));
      expect(done.files).toBeGreaterThan(0);
      expect(fs.readFileSync(path.join(dataDir, 'storage', 'docs', 'certificate-1.pdf'), 'utf8')).toContain('%PDF');
      fs.rmSync(done.previous!, { recursive: true });
    }, 60_000);

    const outside = path.join(work, 'outside.txt');
    const crafted: { name: string; entry: CraftedEntry; says: RegExp }[] = [
      {
        name: 'a symbolic link into the database',
        entry: { path: 'storage/venture_logos', type: 'SymbolicLink', linkpath: '../pglite' },
        says: /storage\/venture_logos is a symbolic link/,
      },
      {
        name: 'a symbolic link out of the folder',
        entry: { path: 'storage/docs/passwd.pdf', type: 'SymbolicLink', linkpath: '/etc/passwd' },
        says: /storage\/docs\/passwd\.pdf is a symbolic link/,
      },
      {
        name: 'a hard link',
        entry: { path: 'storage/docs/dump.pdf', type: 'Link', linkpath: 'database.tar.gz' },
        says: /storage\/docs\/dump\.pdf is a hard link/,
      },
      {
        name: 'a FIFO',
        entry: { path: 'storage/docs/pipe.pdf', type: 'FIFO' },
        says: /storage\/docs\/pipe\.pdf is a FIFO/,
      },
      {
        name: 'a device',
        entry: { path: 'storage/docs/null.pdf', type: 'CharacterDevice' },
        says: /storage\/docs\/null\.pdf is a character device/,
      },
      {
        name: 'a path out of the folder',
        entry: { path: 'storage/../../outside.txt', body: Buffer.from('escaped') },
        says: /storage\/\.\.\/\.\.\/outside\.txt is outside the backup/,
      },
      {
        name: 'an absolute path',
        entry: { path: outside, body: Buffer.from('escaped') },
        says: new RegExp(`${outside.replace(/[.]/g, '\\.')} is outside the backup`),
      },
    ];

    it.each(crafted)(
      'refuses $name, naming the entry, and changes nothing',
      async ({ entry, says }) => {
        const before = snapshot(dataDir);
        const file = craftedArchive('crafted', [...honest, entry]);
        const refusal = await restore(dataDir, file).then(
          () => new Error('restored'),
          (err: Error) => err,
        );
        expect(refusal.message).toMatch(says);
        expect(refusal.message).toContain('only regular files and folders');
        expect(refusal.message).toContain('nothing was changed');
        expect(snapshot(dataDir)).toEqual(before);
        expect(fs.existsSync(outside)).toBe(false);
      },
      60_000,
    );

    it('backs up a link planted in storage as nothing, never as the file it points to', async () => {
      const secret = path.join(work, 'secret.txt');
      fs.writeFileSync(secret, 'not for the backup');
      const planted = path.join(dataDir, 'storage', 'docs', 'planted.pdf');
      fs.symlinkSync(secret, planted);
      try {
        const entries = await archiveEntries(await anArchive('with-link'));
        expect(entries).not.toHaveProperty('storage/docs/planted.pdf');
        expect(Object.values(entries).filter((type) => type !== 'File' && type !== 'Directory')).toEqual([]);
      } finally {
        fs.rmSync(planted);
      }
    }, 60_000);

    it('backs up two hard-linked files as two files, so the backup restores', async () => {
      const first = path.join(dataDir, 'storage', 'docs', 'twin-a.pdf');
      const second = path.join(dataDir, 'storage', 'docs', 'twin-b.pdf');
      fs.writeFileSync(first, '%PDF-1.4 twins');
      fs.linkSync(first, second);
      const file = await anArchive('with-hard-link');
      const entries = await archiveEntries(file);
      expect(entries['storage/docs/twin-a.pdf']).toBe('File');
      expect(entries['storage/docs/twin-b.pdf']).toBe('File');
      const done = await restore(dataDir, file);
      expect(fs.readFileSync(second, 'utf8')).toBe('%PDF-1.4 twins');
      fs.rmSync(done.previous!, { recursive: true });
    }, 60_000);
  },
);
