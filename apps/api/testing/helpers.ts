import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Permission } from '@portal/contract/permissions';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { memoryMailer } from '../src/lib/mail';
import { hashPassword } from '../src/lib/passwords';
import { localStorage, type Storage } from '../src/lib/storage';

export const ADMIN = { email: 'admin@test.local', password: 'Admin@2025', first_name: 'Rehema', last_name: 'Achola' };

/** A clock the test can move. */
export function fakeClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d: Date | string) => {
      now = new Date(d).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DB=postgres a new database
 * on TEST_DATABASE_URL's server, dropped afterwards.
 */
async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') return openPglite();
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `portal_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString());
  const close = database.close;
  database.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    // Wait for the pool's sockets to be gone: forcing the drop while one is still closing would
    // make that client report a terminated connection after the file's tests are over.
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return database;
}

/**
 * `trustProxy`: what TRUST_PROXY would give (app.inject's default remoteAddress is 127.0.0.1).
 * `log`: a stream that receives the server's log lines (JSON, level info), for tests that read it.
 * `storage`: where uploads go instead of a local folder (the S3 store, testing/s3-server.ts); then
 * `storageDir` stays empty.
 */
export async function createTestApp(
  opts: {
    clock?: ReturnType<typeof fakeClock>;
    trustProxy?: string[];
    log?: Writable;
    webDist?: string;
    /** The server renders' share of the event loop (ms a second; the app's default without it). */
    renderBudgetMs?: number;
    storage?: Storage;
  } = {},
) {
  const database = await freshDatabase();
  await database.migrate();
  const clock = opts.clock ?? fakeClock();
  await seed(database.db, { admin: ADMIN, demo: false, now: clock.now() });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
  const mailer = memoryMailer();
  const app = await buildApp({
    database,
    storage: opts.storage ?? localStorage(storageDir),
    mailer,
    // Mail is delivered before the request answers, so a test reads it at once; nothing polls, so
    // only the test's fake clock decides when a retry is due.
    mailOptions: { pollMs: 0, awaitDelivery: true },
    // Tests run the reminder rounds themselves, at the fake clock's time.
    jobs: { reminderPollMs: 0 },
    clock,
    ...(opts.log ? { logger: { level: 'info', stream: opts.log } } : {}),
    config: {
      appUrl: 'http://portal.test',
      logLevel: 'silent',
      webDist: opts.webDist ?? '/nonexistent',
      serveWeb: opts.webDist !== undefined,
      trustProxy: opts.trustProxy,
      renderBudgetMs: opts.renderBudgetMs,
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
  const db = database.db;

  /** Signs in and answers the bearer header. */
  async function signIn(email: string, password: string) {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().token}` } as Record<string, string>;
  }

  let personas = 0;
  /** An active user holding exactly these permissions (through a role of their own). */
  async function persona(perms: Permission[], roleName?: string) {
    personas += 1;
    const email = `persona${personas}@test.local`;
    const password = 'Persona@2025';
    const [user] = await db
      .insert(users)
      .values({
        first_name: 'Test',
        last_name: `Persona ${personas}`,
        email,
        password_hash: await hashPassword(password),
        active: 1,
      })
      .returning();
    const [role] = await db
      .insert(roles)
      .values({ name: roleName ?? `Role ${personas}`, default_page: '/' })
      .onConflictDoNothing()
      .returning();
    const roleId = role?.id ?? (await db.select().from(roles).where(eq(roles.name, roleName!)))[0]!.id;
    if (perms.length) {
      const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, perms));
      await db
        .insert(rolePermissions)
        .values(ids.map((p) => ({ role_id: roleId, permission_id: p.id })))
        .onConflictDoNothing();
    }
    await db.insert(userRoles).values({ user_id: user!.id, role_id: roleId });
    return { user: user!, email, password, headers: await signIn(email, password) };
  }

  return {
    app,
    db,
    // The database itself, for a test that starts a second instance on it.
    database,
    clock,
    mailer,
    storageDir,
    signIn,
    persona,
    admin: () => signIn(ADMIN.email, ADMIN.password),
  };
}

export type FilePart = { name: string; content: Buffer; type?: string; field?: string };

/**
 * A multipart body for `app.inject`: plain fields first, then each file under its `field`
 * (default `files`, the upload calls' field). The Content-Type of a part is only a claim: the
 * server decides from the bytes.
 */
export function multipart(fields: Record<string, string> = {}, files: FilePart | FilePart[] = []) {
  const boundary = '----portaltest';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const file of Array.isArray(files) ? files : [files]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
}
