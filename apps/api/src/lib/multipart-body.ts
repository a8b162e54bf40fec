import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readFiles } from './uploads';

/** An uploaded file as `readFiles` holds it: its bytes, not yet trusted, and the name it came with. */
export type Upload = { buffer: Buffer; filename: string };

const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).buffer);

/** A file part of a multipart body, as the route's schema takes it (and the document shows it: binary). */
export const uploadedFile = z.custom<Upload>(isUpload).meta({ type: 'string', format: 'binary' });

/**
 * A preValidation hook that reads a multipart body, so that the route's `schema.body` (a contract
 * schema of its fields, plus `uploadedFile` parts) validates it like a JSON one: its plain fields,
 * and the files of `field` (`readFiles`: the size and count limits, 413 past them, 422 without a
 * file), one file or, with `maxFiles` over 1, a list. Runs after the route's access checks: a
 * refused caller's files are never read.
 */
export function multipartBody(opts: { field?: string; maxBytes: number; maxFiles?: number }) {
  const field = opts.field ?? 'files';
  return async (request: FastifyRequest): Promise<void> => {
    const { files, fields } = await readFiles(request, opts);
    request.body = { ...fields, [field]: (opts.maxFiles ?? 1) > 1 ? files : files[0] };
  };
}
