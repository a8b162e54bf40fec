import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../storage-url';
import { assertSafeBucket, assertSafeName, isSafeFileName, type Storage } from './storage';
import { s3ResumableStore } from './storage-s3-resumable';

// The SDK takes about a tenth of a second to load: imported where it is used, so a server on local
// files never loads it (a static import would be hoisted to the top of the bundle).
const sdk = () => import('@aws-sdk/client-s3');

/** A client for STORAGE_URL's service; keys come from the SDK's usual chain (AWS_ACCESS_KEY_ID ...). */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
  });
}

export type S3StorageOptions = {
  client: S3Client;
  /**
   * STORAGE_URL's settings: `bucket` is the one S3 bucket, the portal's buckets are key prefixes
   * in it (`<bucket>/<name>`); the resumable uploads' store makes its own client from them.
   */
  settings: S3Settings;
  /** Keys per listing page (S3's own limit is 1000); smaller in tests, to cross pages. */
  pageSize?: number;
};

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph RGW). The bucket stays private:
 * the API serves public media itself, with the same URLs and headers as the local store.
 */
export async function s3Storage({ client, settings, pageSize = 1000 }: S3StorageOptions): Promise<Storage> {
  const { bucket } = settings;
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } =
    await sdk();
  const key = (folder: string, name: string) => {
    assertSafeName(folder, name);
    return `${folder}/${name}`;
  };
  const get = async (folder: string, name: string, range?: { start: number; end: number }) => {
    const res = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key(folder, name),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(res.Body instanceof Readable)) throw new Error('S3 answered an object without a body');
    if (range && !answersRange(res.ContentRange, range)) {
      // The route has promised these bytes in its Content-Length and Content-Range: other bytes
      // would corrupt the reply.
      res.Body.destroy();
      throw new Error(`S3 answered ${res.ContentRange ?? 'the whole object'} for bytes ${range.start}-${range.end}`);
    }
    return res.Body;
  };
  return {
    async put(folder, name, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(folder, name), Body: data }));
    },
    async putStream(folder, name, body, size) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(folder, name), Body: body, ContentLength: size }),
      );
    },
    async read(folder, name) {
      const body = await get(folder, name);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: get,
    async stat(folder, name) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(folder, name) }));
        return { size: res.ContentLength ?? 0, mtime: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(folder, name) {
      // S3 answers a delete of a missing key with success, as the local store's `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(folder, name) }));
    },
    async list(folder) {
      assertSafeBucket(folder);
      const prefix = `${folder}/`;
      const files: { name: string; mtime: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: pageSize, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (isSafeFileName(name)) files.push({ name, mtime: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    resumable: (expiryMs) => s3ResumableStore(settings, expiryMs),
  };
}

/** One cheap request at start, so a wrong bucket, endpoint or key stops the server with a clear message. */
export async function checkS3Bucket(client: S3Client, bucket: string, timeoutMs = 10_000) {
  const { HeadBucketCommand } = await sdk();
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'the bucket does not exist'
        : status === 403 || status === 401
          ? 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
          : (err as Error).message || (err as Error).name;
    throw new Error(`Storage: the S3 bucket "${bucket}" is not reachable: ${reason}`);
  }
}

/** Whether a 206's Content-Range is the range asked for, its end cut at the object's last byte. */
function answersRange(contentRange: string | undefined, range: { start: number; end: number }) {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '');
  if (!m) return false;
  const [start, end, size] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return start === range.start && end === Math.min(range.end, size - 1);
}

/** HeadObject answers a bare 404 (`NotFound`), GetObject `NoSuchKey`. */
function isNotFound(err: unknown) {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
