import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { S3Settings } from '../storage-url';
import { localStorage, type Storage } from './storage';
import { checkS3Bucket, s3Storage } from './storage-s3';

/** A client for STORAGE_URL's service; keys come from the SDK's usual chain (AWS_ACCESS_KEY_ID ...). */
export function s3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
  });
}

/**
 * The store of the uploads: STORAGE_URL's bucket, checked once so that a wrong bucket or key
 * stops the start rather than the first upload; without it, DATA_DIR/storage.
 */
export async function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return localStorage(path.join(config.dataDir, 'storage'));
  const client = s3Client(config.s3);
  await checkS3Bucket(client, config.s3.bucket);
  return s3Storage({ client, bucket: config.s3.bucket });
}
