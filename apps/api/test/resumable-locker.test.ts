import { ERRORS } from '@tus/utils';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedUploadLocker } from '../src/modules/resumable-uploads/shared-locker';
import { createTestApp } from '../testing/helpers';

// The lock on a resumable upload across instances: two lockers on one database stand for two
// instances; only one request writes to an upload at a time, and a dead instance's claim runs out.
const { db } = await createTestApp();
const never = new AbortController().signal;
const release = () => undefined;

describe('the shared upload lock', () => {
  it('lets one instance write at a time: the other waits until it is let go', async () => {
    const a = sharedUploadLocker(db, { pollMs: 20 }).newLock('.resumable/one');
    const b = sharedUploadLocker(db, { pollMs: 20 }).newLock('.resumable/one');
    await a.lock(never, release);
    let bHolds = false;
    const waiting = b.lock(never, release).then(() => {
      bHolds = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bHolds).toBe(false);
    await a.unlock();
    await waiting;
    expect(bHolds).toBe(true);
    await b.unlock();
  });

  it("gives up after the wait with tus's lock timeout, and an upload of its own is not held up", async () => {
    const a = sharedUploadLocker(db, { pollMs: 20 }).newLock('.resumable/two');
    await a.lock(never, release);
    const b = sharedUploadLocker(db, { pollMs: 20, acquireTimeoutMs: 100 });
    await expect(b.newLock('.resumable/two').lock(never, release)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const other = b.newLock('.resumable/three');
    await other.lock(never, release);
    await other.unlock();
    await a.unlock();
  });

  it("takes over the claim of an instance that died (its lease ran out) but not a live one's (renewed)", async () => {
    const live = sharedUploadLocker(db, { leaseMs: 150, pollMs: 20 }).newLock('.resumable/four');
    await live.lock(never, release);
    const other = sharedUploadLocker(db, { pollMs: 20, acquireTimeoutMs: 400 });
    // Renewed every 50 ms: still held after three leases' time.
    await expect(other.newLock('.resumable/four').lock(never, release)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await live.unlock();

    // A holder that is gone renews nothing: its row simply stays until its lease runs out.
    await db.execute(
      sql`insert into upload_locks (id, holder, expires_at)
        values ('.resumable/five', 'dead-instance', now() + interval '150 milliseconds')`,
    );
    const after = other.newLock('.resumable/five');
    const started = Date.now();
    await after.lock(never, release);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    await after.unlock();
  });
});
