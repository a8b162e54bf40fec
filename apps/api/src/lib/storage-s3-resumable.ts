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

    /**
     * S3Store's sweep finds only multipart uploads still open: one whose last byte arrived was
     * completed into an object, and if the server stopped before storing it (a crash between the
     * last byte and the target's service), nothing would ever remove it. Every upload has its
     * `.info`, written when it began: any older than the expiry goes whole, finished or not; then
     * S3Store's own sweep aborts open multipart uploads whose `.info` is gone. Answers how many
     * uploads went.
     */
    override async deleteExpired(): Promise<number> {
      const expiry = this.getExpiration();
      if (expiry <= 0) return 0;
      const cutoff = Date.now() - expiry;
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await this.client.listObjectsV2({
          Bucket: this.bucket,
          Prefix: `${RESUMABLE_FOLDER}/`,
          ContinuationToken: token,
        });
        for (const object of page.Contents ?? []) {
          if (!object.Key?.endsWith('.info') || !object.LastModified || object.LastModified.getTime() > cutoff)
            continue;
          await this.remove(object.Key.slice(0, -'.info'.length));
          removed += 1;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      await super.deleteExpired();
      return removed;
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
