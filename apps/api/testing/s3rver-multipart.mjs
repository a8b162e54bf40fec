// What @tus/s3-store needs of S3 and s3rver 4.0.4 lacks. The three multipart operations it calls:
// ListParts (the offset of every HEAD and PATCH), ListMultipartUploads (deleteExpired) and
// AbortMultipartUpload (remove). They read and remove what s3rver's own multipart operations leave
// on disk: one folder per upload, <directory>/<bucket>/._S3rver_uploads/<uploadId>/, holding `key`,
// `metadata`, `<partNumber>` and `<partNumber>.md5`. CompleteMultipartUpload removes the folder, so
// a completed upload is as unknown as an aborted one: NoSuchUpload, which s3-store reads as
// "complete". And the bodies the SDK streams (parts, .part objects): see unsignedChunkedBodies.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import bucketCtrl from '@20minutes/s3rver/lib/controllers/bucket.js';
import authentication from '@20minutes/s3rver/lib/middleware/authentication.js';
import { DUMMY_ACCOUNT } from '@20minutes/s3rver/lib/models/account.js';
import S3Error from '@20minutes/s3rver/lib/models/error.js';

const owner = { ID: DUMMY_ACCOUNT.id, DisplayName: DUMMY_ACCOUNT.displayName };
const xmlns = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** Adds all this to an s3rver instance that has not run yet (Koa composes its middleware at run). */
export function addMultipartOperations(server) {
  // Ahead of the router, behind the XML builder and the virtual-host rewrite of the path.
  const router = server.middleware.findIndex((fn) => fn.router);
  server.middleware.splice(router, 0, unsignedChunkedBodies, multipartOperations);
}

/**
 * The SDK streams a body of unknown hash (a Readable: s3-store's parts) in aws-chunked encoding with
 * a checksum trailer, `x-amz-content-sha256: STREAMING-UNSIGNED-PAYLOAD-TRAILER`, which s3rver
 * refuses (it reads only the signed STREAMING-AWS4-HMAC-SHA256-PAYLOAD). Decoded here into the plain
 * body s3rver reads from ctx.req, as UNSIGNED-PAYLOAD; the checksum in the trailer is not checked.
 */
function unsignedChunkedBodies(ctx, next) {
  if (ctx.get('x-amz-content-sha256') === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
    ctx.req = pipeline(ctx.req, new UnsignedChunks(), () => {});
    ctx.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    // S3 keeps the object's other encodings (content-encoding is part of its metadata), not this one.
    const encodings = ctx
      .get('content-encoding')
      .split(',')
      .map((e) => e.trim());
    const kept = encodings.filter((e) => e && e !== 'aws-chunked').join(', ');
    if (kept) ctx.headers['content-encoding'] = kept;
    else delete ctx.headers['content-encoding'];
  }
  return next();
}

/** `<hex size>\r\n<bytes>\r\n`, ..., then `0\r\n<trailers>\r\n\r\n`: to the bytes alone. */
class UnsignedChunks extends Transform {
  line = Buffer.alloc(0); // a chunk's size line, until its \n
  left = 0; // bytes of the current chunk still to pass on
  crlf = 0; // bytes of the \r\n after them still to skip
  done = false; // the last chunk seen: the trailers follow

  _transform(data, _encoding, callback) {
    let at = 0;
    while (at < data.length && !this.done) {
      if (this.left || this.crlf) {
        const n = Math.min(data.length - at, this.left || this.crlf);
        if (this.left) {
          this.push(data.subarray(at, at + n));
          this.left -= n;
        } else this.crlf -= n;
        at += n;
        continue;
      }
      const end = data.indexOf(10, at);
      this.line = Buffer.concat([this.line, data.subarray(at, end === -1 ? data.length : end)]);
      if (end === -1) break;
      at = end + 1;
      const size = Number.parseInt(this.line.toString().split(';')[0], 16);
      this.line = Buffer.alloc(0);
      if (Number.isNaN(size)) return callback(new S3Error('InvalidRequest', 'Malformed aws-chunked body'));
      if (size === 0) this.done = true;
      else [this.left, this.crlf] = [size, 2];
    }
    callback();
  }

  _flush(callback) {
    callback(this.done ? null : new S3Error('IncompleteBody', 'The request body terminated unexpectedly'));
  }
}

async function multipartOperations(ctx, next) {
  const [, bucket = '', ...rest] = ctx.path.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const { query } = ctx;
  let operation;
  if (ctx.method === 'GET' && key && 'uploadId' in query) operation = listParts;
  else if (ctx.method === 'DELETE' && key && 'uploadId' in query) operation = abortUpload;
  // With a delimiter (CommonPrefixes) it stays s3rver's NotImplemented: s3-store never sends one.
  else if (ctx.method === 'GET' && bucket && !key && 'uploads' in query && !('delimiter' in query))
    operation = listUploads;
  if (!operation) return next();
  ctx.params = { bucket: decodeURIComponent(bucket), key: key || undefined };
  // s3rver's own signature check, as its router runs it: an unknown access key id is refused (a
  // mismatched signature passes, allowMismatchedSignatures), then an unknown bucket.
  await authentication()(ctx, () => bucketCtrl.bucketExists(ctx, () => operation(ctx)));
}

const uploadsFolder = (ctx) => ctx.app.store.getResourcePath(ctx.params.bucket, undefined, 'uploads');

/** The upload's folder, if the upload is in progress for this key; else S3's NoSuchUpload. */
async function uploadFolder(ctx) {
  const { uploadId } = ctx.query;
  // s3rver's ids are hex; anything else must not reach path.join (`..`).
  const folder = /^[0-9a-f]+$/.test(uploadId) ? path.join(uploadsFolder(ctx), uploadId) : null;
  const key = folder && (await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => null));
  if (key !== ctx.params.key) {
    throw new S3Error(
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
      { UploadId: uploadId },
    );
  }
  return folder;
}

/** A count from the query, as S3 takes it: at most 1000, 1000 when absent. */
function limit(ctx, name) {
  const value = ctx.query[name];
  if (value === undefined) return 1000;
  if (!/^\d+$/.test(value)) {
    throw new S3Error('InvalidArgument', `Provided ${name} not an integer or within integer range`, {
      ArgumentName: name,
      ArgumentValue: value,
    });
  }
  return Math.min(1000, Number(value));
}

/** ListParts: the finished parts after part-number-marker, in order, with ETag and Size. */
async function listParts(ctx) {
  const folder = await uploadFolder(ctx);
  const marker = Number(ctx.query['part-number-marker'] || 0);
  const maxParts = limit(ctx, 'max-parts');
  const numbers = (await fs.readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b);
  const parts = [];
  let truncated = false;
  for (const number of numbers) {
    const file = path.join(folder, String(number));
    // s3rver writes a part's .md5 once the part is whole: a part without one is still arriving.
    const md5 = await fs.readFile(`${file}.md5`, 'utf8').catch(() => null);
    if (md5 === null) continue;
    if (parts.length === maxParts) {
      truncated = true;
      break;
    }
    const { size, mtime } = await fs.stat(file);
    parts.push({ PartNumber: number, LastModified: mtime.toISOString(), ETag: JSON.stringify(md5), Size: size });
  }
  ctx.body = {
    ListPartsResult: {
      '@': { xmlns },
      Bucket: ctx.params.bucket,
      Key: ctx.params.key,
      UploadId: ctx.query.uploadId,
      PartNumberMarker: marker,
      NextPartNumberMarker: parts.length ? parts.at(-1).PartNumber : undefined,
      MaxParts: maxParts,
      IsTruncated: truncated,
      Part: parts,
      Initiator: owner,
      Owner: owner,
      StorageClass: 'STANDARD',
    },
  };
}

/** AbortMultipartUpload: the upload's parts go, and the upload with them. */
async function abortUpload(ctx) {
  await fs.rm(await uploadFolder(ctx), { recursive: true, force: true });
  ctx.status = 204;
}

/**
 * ListMultipartUploads: the uploads in progress, ordered by key then upload id, after key-marker
 * (and, for that same key, after upload-id-marker), as S3 pages them. Initiated is when s3rver
 * wrote the upload's `key` file, at CreateMultipartUpload.
 */
async function listUploads(ctx) {
  const folder = uploadsFolder(ctx);
  const prefix = ctx.query.prefix || '';
  const keyMarker = ctx.query['key-marker'] || '';
  // S3 ignores upload-id-marker without key-marker.
  const idMarker = (keyMarker && ctx.query['upload-id-marker']) || '';
  const maxUploads = limit(ctx, 'max-uploads');
  const ids = await fs.readdir(folder).catch((err) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  const uploads = [];
  for (const id of ids) {
    const file = path.join(folder, id, 'key');
    // Gone meanwhile (completed, aborted): not in progress any more.
    const found = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]).catch(() => null);
    if (!found) continue;
    const [key, { mtime }] = found;
    if (!key.startsWith(prefix)) continue;
    if (key < keyMarker || (key === keyMarker && !(idMarker && id > idMarker))) continue;
    uploads.push({ Key: key, UploadId: id, Initiated: mtime.toISOString() });
  }
  uploads.sort((a, b) => (a.Key === b.Key ? cmp(a.UploadId, b.UploadId) : cmp(a.Key, b.Key)));
  const page = uploads.slice(0, maxUploads);
  const truncated = page.length > 0 && uploads.length > page.length;
  ctx.body = {
    ListMultipartUploadsResult: {
      '@': { xmlns },
      Bucket: ctx.params.bucket,
      KeyMarker: keyMarker,
      UploadIdMarker: idMarker,
      NextKeyMarker: truncated ? page.at(-1).Key : undefined,
      NextUploadIdMarker: truncated ? page.at(-1).UploadId : undefined,
      MaxUploads: maxUploads,
      IsTruncated: truncated,
      Prefix: prefix,
      Upload: page.map((upload) => ({ ...upload, Initiator: owner, Owner: owner, StorageClass: 'STANDARD' })),
    },
  };
}

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
