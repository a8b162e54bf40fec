import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { withoutControlChars } from '@portal/contract/common';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { badRequest, HttpError, invalid } from './http-error';
import { loadSharp } from './sharp';
import type { Storage } from './storage';

/** Reads the uploaded files of a multipart field (default `files`), refusing oversize ones. */
export async function readFiles(
  request: FastifyRequest,
  opts: { field?: string; maxBytes: number; maxFiles?: number },
): Promise<{ files: { buffer: Buffer; filename: string }[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid({ [opts.field ?? 'files']: MSG.fileRequired }, MSG.fileRequired);
  const field = opts.field ?? 'files';
  const files: { buffer: Buffer; filename: string }[] = [];
  const fields: Record<string, string> = {};
  const maxFiles = opts.maxFiles ?? 1;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: maxFiles } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const buffer = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(field, opts.maxBytes);
          throw err;
        });
        if (file.file.truncated) throw tooLarge(field, opts.maxBytes);
        if (file.fieldname.replace(/\[\]$/, '') === field && buffer.length > 0) {
          files.push({ buffer, filename: file.filename });
        }
      } else {
        fields[withoutControlChars(part.fieldname)] = withoutControlChars(String(part.value));
      }
    }
  } catch (err) {
    throw multipartLimit(err, field, maxFiles) ?? unreadableBody(err);
  }
  if (files.length === 0) throw invalid({ [field]: MSG.fileRequired }, MSG.fileRequired);
  return { files, fields };
}

/** The multipart limits other than a file's size, each in its own words (413, on the field). */
function multipartLimit(err: unknown, field: string, maxFiles: number): HttpError | null {
  const code = (err as { code?: string }).code;
  const message =
    code === 'FST_FILES_LIMIT'
      ? maxFiles === 1
        ? MSG.oneFileOnly
        : MSG.tooManyFiles.replace('{n}', String(maxFiles))
      : code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT'
        ? MSG.tooManyFormFields
        : null;
  return message ? new HttpError(413, message, { [field]: message }) : null;
}

/**
 * Anything else that stops the parts short is the body's fault: busboy's plain errors for a body
 * cut off or malformed ("Unexpected end of form", "Malformed part header", no boundary), a client
 * gone mid-upload. They carry no status and would answer 500; they answer 400 with words. Our own
 * refusals and @fastify/multipart's 4xx (a prototype field name) keep theirs.
 */
function unreadableBody(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return err;
  return badRequest(MSG.multipartIncomplete);
}

export const tooLarge = (field: string, max: number) => {
  const message = `The file is too large: the limit is ${Math.round(max / 1024 / 1024)} MB.`;
  return new HttpError(413, message, { [field]: message });
};

const IMAGE_MIMES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/bmp',
]);

/**
 * An image decided from its bytes (not its name or header), decoded and re-encoded by sharp so
 * nothing but pixels survives; stored as WebP with a thumbnail beside it (`thumb_<name>`).
 */
export async function storeImage(
  storage: Storage,
  bucket: string,
  upload: { buffer: Buffer; filename: string },
  opts: { field?: string; maxWidth?: number; thumbWidth?: number; maxBytes?: number } = {},
): Promise<string> {
  return (await storeSizedImage(storage, bucket, upload, opts)).name;
}

/** storeImage, answering the stored picture's pixel size as well. */
export async function storeSizedImage(
  storage: Storage,
  bucket: string,
  upload: { buffer: Buffer; filename: string },
  opts: { field?: string; maxWidth?: number; thumbWidth?: number; maxBytes?: number } = {},
): Promise<{ name: string; width: number; height: number }> {
  const field = opts.field ?? 'files';
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  if (upload.buffer.length > maxBytes) throw tooLarge(field, maxBytes);
  const type = await fileTypeFromBuffer(upload.buffer);
  if (!type || !IMAGE_MIMES.has(type.mime)) {
    throw invalid({ [field]: 'The file is not an image.' }, 'The file is not an image.');
  }
  let variants: Variants;
  try {
    const sharp = await loadSharp();
    variants = await encodeVariants(
      () => sharp(upload.buffer, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate(),
      opts,
    );
  } catch {
    throw invalid({ [field]: 'The image could not be read.' }, 'The image could not be read.');
  }
  return putVariants(storage, bucket, variants);
}

type Variants = { full: Buffer; thumb: Buffer; width: number; height: number };

/**
 * The WebP to store (at most maxWidth wide) and its thumbnail. `image` makes a pipeline over the
 * same input for each; sharp's clone() would deep-copy the input buffer instead.
 */
async function encodeVariants(
  image: () => Sharp,
  opts: { maxWidth?: number; thumbWidth?: number; effort?: number; width?: number },
): Promise<Variants> {
  const effort = opts.effort ?? 4;
  if (opts.width !== undefined && opts.width <= (opts.thumbWidth ?? 400)) {
    // Already thumbnail-sized (a drawn logo): one encoding serves as both.
    const { data, info } = await image().webp({ quality: 82, effort }).toBuffer({ resolveWithObject: true });
    return { full: data, thumb: data, width: info.width, height: info.height };
  }
  const [full, thumb] = await Promise.all([
    image()
      .resize({ width: opts.maxWidth ?? 1920, withoutEnlargement: true })
      .webp({ quality: 82, effort })
      .toBuffer({ resolveWithObject: true }),
    image()
      .resize({ width: opts.thumbWidth ?? 400, withoutEnlargement: true })
      .webp({ quality: 75, effort })
      .toBuffer(),
  ]);
  return { full: full.data, thumb, width: full.info.width, height: full.info.height };
}

/** Stores a picture and its thumbnail (`thumb_<name>`) under a new name. */
async function putVariants(storage: Storage, bucket: string, v: Variants) {
  const name = `${randomUUID()}.webp`;
  await storage.put(bucket, name, v.full);
  await storage.put(bucket, `thumb_${name}`, v.thumb);
  return { name, width: v.width, height: v.height };
}

/**
 * A picture the server drew itself (the demo seed's SVG scenes, portraits and covers), stored like
 * an upload but without the upload's checks: the SVG is rendered once, and WebP's fastest effort
 * keeps a first start quick (files a little larger; the pixels are flat colour anyway).
 */
export async function storeDrawnImage(
  storage: Storage,
  bucket: string,
  svg: string,
  opts: { maxWidth?: number; thumbWidth?: number } = {},
): Promise<{ name: string; width: number; height: number }> {
  const sharp = await loadSharp();
  // Opaque pictures: without the alpha channel, resizing and encoding take half the time.
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return putVariants(
    storage,
    bucket,
    await encodeVariants(() => sharp(data, { raw }), { ...opts, effort: 0, width: info.width }),
  );
}

/**
 * A private document (certificates): a PDF or an image, decided from its bytes (not its name or
 * header). Images are decoded and re-encoded as in storeImage (WebP, with a thumbnail), kept
 * large enough to read; PDFs are kept as they are, under a server-made `.pdf` name. Anything
 * else is refused (422). Documents go to a private bucket and are served only through an
 * authorised route, as `application/pdf` or `image/webp` with `nosniff` and a sandbox CSP.
 */
export async function storeDocument(
  storage: Storage,
  bucket: string,
  upload: { buffer: Buffer; filename: string },
  field = 'files',
): Promise<string> {
  if (upload.buffer.length > MAX_DOCUMENT_BYTES) throw tooLarge(field, MAX_DOCUMENT_BYTES);
  const type = await fileTypeFromBuffer(upload.buffer);
  if (type?.mime === 'application/pdf') {
    const name = `${randomUUID()}.pdf`;
    await storage.put(bucket, name, upload.buffer);
    return name;
  }
  if (!type || !IMAGE_MIMES.has(type.mime)) throw invalid({ [field]: MSG.notAnImageOrPdf }, MSG.notAnImageOrPdf);
  return storeImage(storage, bucket, upload, { field, maxWidth: 2480, maxBytes: MAX_DOCUMENT_BYTES });
}

export type UploadKind = 'image' | 'video';

export const maxBytesOf = (kind: UploadKind) => (kind === 'video' ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES);

const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** The extension a video's first bytes make it (MP4 or WebM, what every browser plays), or a 422. */
async function videoExtension(head: Buffer, field: string): Promise<string> {
  const type = await fileTypeFromBuffer(head);
  const ext = type ? VIDEO_TYPES[type.mime] : undefined;
  if (!ext) throw invalid({ [field]: MSG.notAVideo }, MSG.notAVideo);
  return ext;
}

/**
 * A video decided from its bytes: MP4 or WebM only, stored under a server-made name. It is not
 * re-encoded: that needs ffmpeg, and the player only ever gets it as a `video/*` response with
 * `nosniff`.
 */
export async function storeVideo(
  storage: Storage,
  bucket: string,
  upload: { buffer: Buffer; filename: string },
  field = 'files',
): Promise<string> {
  if (upload.buffer.length > MAX_VIDEO_BYTES) throw tooLarge(field, MAX_VIDEO_BYTES);
  const name = `${randomUUID()}.${await videoExtension(upload.buffer, field)}`;
  await storage.put(bucket, name, upload.buffer);
  return name;
}

/**
 * A file gathered before it is stored (a finished resumable upload): its size, the name it came
 * with, and its bytes from the start, as often as asked.
 */
export type StagedFile = { size: number; filename: string; open(): Promise<Readable> };

/** Bytes enough for file-type to tell every type the uploads accept. */
const SNIFF_BYTES = 4100;

/** The first `bytes` of a stream (fewer if it is shorter); the stream is then let go. */
async function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** A staged file's whole bytes, for the kinds that are decoded (images, documents: 10 MB at most). */
async function readStaged(file: StagedFile, maxBytes: number, field: string): Promise<Buffer> {
  if (file.size > maxBytes) throw tooLarge(field, maxBytes);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A staged video, sniffed from its first bytes and streamed into the bucket: 200 MB never sit in memory. */
export async function storeStagedVideo(storage: Storage, bucket: string, file: StagedFile, field = 'files') {
  if (file.size > MAX_VIDEO_BYTES) throw tooLarge(field, MAX_VIDEO_BYTES);
  const name = `${randomUUID()}.${await videoExtension(await readHead(await file.open(), SNIFF_BYTES), field)}`;
  await storage.putStream(bucket, name, await file.open(), file.size);
  return name;
}

export type AnyUpload = { buffer: Buffer; filename: string } | StagedFile;

const isStaged = (file: AnyUpload): file is StagedFile => !('buffer' in file);

/** A document from a multipart body or staged: the staged one read whole (10 MB at most), then as `storeDocument`. */
export async function storeAnyDocument(storage: Storage, bucket: string, upload: AnyUpload, field = 'files') {
  if (!isStaged(upload)) return storeDocument(storage, bucket, upload, field);
  const buffer = await readStaged(upload, MAX_DOCUMENT_BYTES, field);
  return storeDocument(storage, bucket, { buffer, filename: upload.filename }, field);
}

/** An upload of a kind, from a multipart body or staged (a resumable upload). */
export async function storeUpload(storage: Storage, bucket: string, kind: UploadKind, upload: AnyUpload) {
  if (!isStaged(upload)) {
    return kind === 'video' ? storeVideo(storage, bucket, upload) : storeImage(storage, bucket, upload);
  }
  if (kind === 'video') return storeStagedVideo(storage, bucket, upload);
  const buffer = await readStaged(upload, MAX_IMAGE_BYTES, 'files');
  return storeImage(storage, bucket, { buffer, filename: upload.filename });
}

/** Removes a stored file and its thumbnail; a file already gone is not an error. */
export async function removeUpload(storage: Storage, bucket: string, name: string): Promise<void> {
  await Promise.all([storage.remove(bucket, name), storage.remove(bucket, `thumb_${name}`)]).catch(() => undefined);
}

/** The public URLs of a stored image and of its thumbnail. */
export const imageUrlsOf = (bucket: string, name: string | null | undefined) => ({
  image_url: name ? `/storage/${bucket}/${encodeURIComponent(name)}` : null,
  thumb_url: name ? `/storage/${bucket}/${encodeURIComponent(`thumb_${name}`)}` : null,
});
