import { RESUMABLE_EXPIRY_MS } from '@portal/contract/resumable-uploads';
import type { Storage } from '../../lib/storage';

/**
 * Removes the partial uploads begun more than `expiryMs` ago (a day: RESUMABLE_EXPIRY_MS) and never
 * stored: a founder who gave up, a phone that never came back, and one whose last byte arrived
 * when the server stopped before storing it (each store's `deleteExpired`, lib/storage.ts and
 * lib/storage-s3-resumable.ts, takes those too). Run by the hourly maintenance (main.ts), with
 * `sweepUploadPlaces` for the quota; every instance may run it, a removal twice is harmless.
 * Answers how many went.
 */
export async function sweepAbandonedUploads(storage: Storage, expiryMs = RESUMABLE_EXPIRY_MS): Promise<number> {
  const { datastore } = await storage.resumable(expiryMs);
  try {
    return await datastore.deleteExpired();
  } catch (err) {
    // No partial upload was ever begun here: the local store's folder does not exist yet.
    if ((err as { code?: string }).code === 'ENOENT') return 0;
    throw err;
  }
}
