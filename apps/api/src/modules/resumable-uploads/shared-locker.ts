import { randomUUID } from 'node:crypto';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

export type SharedLockerOptions = {
  /** How long a holder's claim lasts unless renewed: an instance that died lets go after this. */
  leaseMs?: number;
  /** How often a waiting request asks again. */
  pollMs?: number;
  /** How long a request waits before tus answers it 500 (tus-js-client then retries). */
  acquireTimeoutMs?: number;
};

/**
 * tus's lock on an upload, held across instances on one PostgreSQL database (issue 16's several
 * instances): a client that lost its connection comes back to another instance while the first
 * may still be writing what it had received; two writers would interleave parts. In this process
 * tus's MemoryLocker queues requests and asks the holder to let go (a newer request for the same
 * upload wins); between instances a row of `upload_locks` is the lock, a lease the holder renews
 * while it writes, so a dead instance's claim runs out.
 */
export function sharedUploadLocker(db: Db, opts: SharedLockerOptions = {}): Locker {
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 200;
  const acquireTimeoutMs = opts.acquireTimeoutMs ?? 20_000;
  const local = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
  return {
    newLock(id) {
      const localLock = local.newLock(id);
      const holder = randomUUID();
      let renewal: NodeJS.Timeout | undefined;
      const claim = async () =>
        rowsOf<{ holder: string }>(
          await db.execute(sql`
            insert into upload_locks (id, holder, expires_at)
            values (${id}, ${holder}, now() + ${leaseMs} * interval '1 millisecond')
            on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
              where upload_locks.expires_at < now()
            returning holder`),
        ).length > 0;
      const lock: Lock = {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          await localLock.lock(signal, requestRelease);
          try {
            const deadline = Date.now() + acquireTimeoutMs;
            while (!(await claim())) {
              if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await new Promise((resolve) => setTimeout(resolve, pollMs));
            }
          } catch (err) {
            await localLock.unlock();
            throw err;
          }
          renewal = setInterval(() => {
            void db
              .execute(sql`
                update upload_locks set expires_at = now() + ${leaseMs} * interval '1 millisecond'
                where id = ${id} and holder = ${holder}`)
              .catch(() => undefined);
          }, leaseMs / 3);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          try {
            await db.execute(sql`delete from upload_locks where id = ${id} and holder = ${holder}`);
          } finally {
            await localLock.unlock();
          }
        },
      };
      return lock;
    },
  };
}

/** Removes the claims of instances that died while writing (run by the hourly maintenance). */
export async function sweepExpiredUploadLocks(db: Db): Promise<void> {
  await db.execute(sql`delete from upload_locks where expires_at < now()`);
}
