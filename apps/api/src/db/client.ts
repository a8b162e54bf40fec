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

/** PostgreSQL server (production, CI's second run). */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => {
    console.error(`database connection lost: ${err.message}`);
  });
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
/** How long a lost listening connection waits before it tries again. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN/NOTIFY on one channel: NOTIFY through the pool, LISTEN on a connection of its own (a
 * pooled one would be handed to queries), reopened a second after it is lost.
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
      const open = async () => {
        const client = new pg.Client({ connectionString: url });
        client.on('notification', (n) => {
          if (n.channel === EVENTS_CHANNEL && n.payload) onMessage(n.payload);
        });
        const lost = () => {
          if (stopped || current !== client) return;
          current = null;
          client.removeAllListeners('notification');
          retry = setTimeout(reopen, RELISTEN_MS);
        };
        client.on('error', lost);
        client.on('end', lost);
        await client.connect();
        await client.query(`listen ${EVENTS_CHANNEL}`);
        current = client;
      };
      const reopen = () => {
        if (stopped) return;
        open().then(onGap, () => {
          retry = setTimeout(reopen, RELISTEN_MS);
        });
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
