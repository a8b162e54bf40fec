import path from 'node:path';
import type { Config } from '../config';
import { localStorage, type Storage } from './storage';
import { checkS3Bucket, s3Client, s3Storage } from './storage-s3';

/**
 * The store of the uploads: STORAGE_URL's bucket, checked once so that a wrong bucket or key
 * stops the start rather than the first upload; without it, DATA_DIR/storage.
 */
export async function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return localStorage(path.join(config.dataDir, 'storage'));
  const client = await s3Client(config.s3);
  await checkS3Bucket(client, config.s3.bucket);
  return s3Storage({ client, settings: config.s3 });
}
