import { RESUMABLE_CHUNK_BYTES } from '@portal/contract/resumable-uploads';
import type { S3Settings } from '../storage-url';
import { RESUMABLE_FOLDER, type ResumableStore } from './storage';

/**
 * The resumable uploads' store on S3 (@tus/s3-store): an S3 multipart upload per tus upload, under
 * `.resumable/` in the bucket. Loaded only where it is used, like the SDK (storage-s3.ts).
 */
export async function s3ResumableStore(settings: S3Settings, expiryMs: number): Promise<ResumableStore> {
  const { S3Store } = await import('@tus/s3-store');

  /**
   * S3Store's `remove` leaves objects behind: the incomplete part (`<id>.part`) of a cancelled
   * upload, and everything of a completed one (aborting a completed multipart upload fails before
   * its objects are deleted). Every upload is removed once stored or cancelled, so all of it goes.
   */
  class WholeRemovalS3Store extends S3Store {
    override async remove(id: string): Promise<void> {
      await super.remove(id).catch(() => undefined);
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true },
      });
    }
  }

  const datastore = new WholeRemovalS3Store({
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
    },
    // One part per PATCH of the browser's chunks (RESUMABLE_CHUNK_BYTES); S3's minimum is 5 MiB.
    partSize: RESUMABLE_CHUNK_BYTES,
    expirationPeriodInMilliseconds: expiryMs,
  });
  return { datastore, idPrefix: `${RESUMABLE_FOLDER}/` };
}
