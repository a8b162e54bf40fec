import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { SharedChannel } from '../lib/shared-events';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * Either the database or an open transaction: repositories accept both. Inside a transaction,
 * use only its `tx`: PGlite has a single connection, so a query on the database would wait for
 * the transaction that waits for it.
 */
export type Executor = Db | Tx;

/** The rows of `db.execute`: its answer is typed for every driver at once, and both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * What autovacuum does on a PostgreSQL server, for the embedded database, which has none:
   * `VACUUM (ANALYZE)` gives the planner statistics (without them it cannot tell that a trigram
   * index beats a scan), sets the visibility map (index-only counts) and reclaims dead rows.
   * A no-op on PostgreSQL. main.ts runs it at start and every hour.
   */
  maintain(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own: instances started
   * together migrate and seed one after the other, so exactly once (a PostgreSQL advisory lock;
   * the embedded database serves one process anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL: the channel every instance on the database hears (lib/shared-events.ts). */
  channel?: SharedChannel;
  close(): Promise<void>;
};

/** The advisory lock's key: any number, the same in every instance of this application. */
const START_LOCK = 7_245_001;

// Source: src/db/migrations; bundled build: dist/migrations (copied there by build.mjs).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails
 * (answered 503, plugins/errors.ts): a database host that does not answer at all would otherwise
 * hold every request, and the health check, until the operating system gives up on it.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A database error must never end the process. node-postgres reports a connection that dies (a
 * server restart or failover: 57P01, a network cut) as an 'error' event on its client, and an
 * 'error' event nobody listens to throws. The pool listens on the clients it holds idle, but not on
 * one it has handed out (a transaction's, the migration lock's) while that one waits between two
 * queries; so every client gets a listener of its own, for its whole life. The query under way,
 * if any, fails with the error as well: that is how the request learns of it. A client whose
 * connection failed is dropped by the pool when released, and the next query opens a new one.
 */
function survive(client: pg.Client, what: string) {
  client.on('error', (err) => {
    console.error(`database connection lost (${what}): ${err.message}`);
  });
}

/** PostgreSQL server (production, CI's second run). */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('connect', (client) => survive(client, 'pool'));
  // The pool re-emits an idle client's error; it removes that client and opens another on demand.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    maintain: async () => {},
    exclusively: async (work) => {
      // One connection holds the lock (it is the session's); the work may use any other.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    channel: listenNotifyChannel(url, pool),
    close: () => pool.end(),
  };
}

const EVENTS_CHANNEL = 'portal_events';
/** How long a lost listening connection waits before its first try to come back... */
const RELISTEN_FIRST_MS = 250;
/** ...doubling after each failed try, up to this (a database away for minutes is asked less often). */
const RELISTEN_MAX_MS = 8_000;

/**
 * LISTEN/NOTIFY on one channel: NOTIFY through the pool, LISTEN on a connection of its own (a
 * pooled one would be handed to queries). A lost connection (an error or its end) is reopened with
 * backoff; `onGap` runs once it listens again, since what was notified meanwhile was not heard.
 */
function listenNotifyChannel(url: string, pool: pg.Pool): SharedChannel {
  return {
    notify: async (payload) => {
      await pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    listen: async (onMessage, onGap) => {
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      let delay = RELISTEN_FIRST_MS;
      const open = async () => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        survive(client, 'listen');
        client.on('notification', (n) => {
          if (n.channel === EVENTS_CHANNEL && n.payload) onMessage(n.payload);
        });
        const lost = () => {
          if (stopped || current !== client) return;
          current = null;
          client.removeAllListeners('notification');
          void client.end().catch(() => undefined);
          retry = setTimeout(reopen, delay);
        };
        client.on('error', lost);
        client.on('end', lost);
        try {
          await client.connect();
          await client.query(`listen ${EVENTS_CHANNEL}`);
        } catch (err) {
          void client.end().catch(() => undefined);
          throw err;
        }
        // Stopped while this attempt was under way: it must not keep the process alive.
        if (stopped) await client.end().catch(() => undefined);
        else current = client;
      };
      const reopen = () => {
        if (stopped) return;
        open().then(
          () => {
            delay = RELISTEN_FIRST_MS;
            if (!stopped) onGap();
          },
          () => {
            delay = Math.min(delay * 2, RELISTEN_MAX_MS);
            retry = setTimeout(reopen, delay);
          },
        );
      };
      await open();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await current?.end().catch(() => undefined);
      };
    },
  };
}

/**
 * Embedded PGlite. `dataDir` undefined means in memory (tests). PGlite serves one process only,
 * so a lock file refuses a second one with a clear message instead of corrupting the data.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = takeLock(path.join(dataDir, 'pglite.lock'));
  }
  // pg_trgm: the trigram indexes of the review searches (migration 0004).
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    exclusively: (work) => work(),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * The embedded database's files for backups (ops/backup.ts): PGlite's own dump of its data
 * directory, and a load that builds the directory from such a dump. The caller holds `lock`,
 * the server's lock file, so neither runs beside a serving process.
 */
export const embeddedDatabaseFiles = {
  lock: (dataDir: string) => takeLock(path.join(dataDir, 'pglite.lock')),
  exists: (dataDir: string) => fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')),
  async dump(dataDir: string): Promise<Blob> {
    const client = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    try {
      await client.waitReady;
      return await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  },
  async load(dataDir: string, dump: Blob): Promise<void> {
    const client = new PGlite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump, extensions: { pg_trgm } });
    try {
      await client.waitReady;
      // A dump that unpacks but does not open as a database fails here, not at the next start.
      await client.query('select count(*) from pg_class');
    } finally {
      await client.close();
    }
  },
};

function takeLock(file: string): () => void {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database in ${path.dirname(file)} is in use by process ${pid}. ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      );
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
