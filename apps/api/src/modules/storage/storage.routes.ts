import path from 'node:path';
import { errorBody } from '@portal/contract/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rangeParser from 'range-parser';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  COMPETITOR_BUCKET,
  EDITOR_IMAGES_BUCKET,
  GALLERY_BUCKET,
  NEWS_FEED_BUCKET,
  PROFILE_PICS_BUCKET,
  TEAM_BUCKET,
  VENTURE_LOGOS_BUCKET,
  VIDEO_COVER_BUCKET,
  VIDEO_IMAGES_BUCKET,
  VIDEOS_BUCKET,
} from '../../lib/buckets';
import { fileAnswer } from '../../lib/openapi';
import { isSafeStorageName } from '../../lib/storage';

/**
 * Public media buckets. Private documents (`docs`: certificates) are never served here: they
 * go through an authorised route of the applications module.
 */
export const PUBLIC_BUCKETS = new Set([
  PROFILE_PICS_BUCKET,
  TEAM_BUCKET,
  VENTURE_LOGOS_BUCKET,
  COMPETITOR_BUCKET,
  NEWS_FEED_BUCKET,
  VIDEO_COVER_BUCKET,
  VIDEOS_BUCKET,
  GALLERY_BUCKET,
  VIDEO_IMAGES_BUCKET,
  EDITOR_IMAGES_BUCKET,
]);

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** What a stored file is served as: by its extension, else as bytes. */
const MEDIA_TYPES = [...new Set(Object.values(MIME)), 'application/octet-stream'];

export const storageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/storage/:bucket/:name', {
    schema: {
      tags: ['storage'],
      summary: 'Uploaded public media, with HTTP range requests for video',
      description: 'A `Range` header answers 206 with that part (the first range of several), 416 when none fits.',
      params: z.object({ bucket: z.string().max(50), name: z.string().max(200) }),
      response: {
        200: fileAnswer('The file', MEDIA_TYPES),
        206: fileAnswer('The asked range of the file', MEDIA_TYPES),
        404: errorBody,
      },
    },
    handler: async (request, typedReply) => {
      // The answers are a stream or nothing at all, which the JSON-typed reply does not describe.
      const reply = typedReply as FastifyReply;
      const { bucket, name } = request.params;
      if (!PUBLIC_BUCKETS.has(bucket) || !isSafeStorageName(bucket, name)) {
        return reply.status(404).send({ message: 'Not found.' });
      }
      const stat = await ctx.storage.stat(bucket, name);
      if (!stat) return reply.status(404).send({ message: 'Not found.' });
      const type = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
      const range = parseRange(request.headers.range, stat.size);
      // Opened before any header is set: a store failing now answers a plain error, not one
      // marked cacheable for a year.
      const body = range === 'invalid' ? null : await ctx.storage.stream(bucket, name, range ?? undefined);
      reply
        .header('Content-Type', type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes')
        // Server-made names never change content: cache for a year.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Last-Modified', stat.mtime.toUTCString());
      if (range === 'invalid' || !body) {
        return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send();
      }
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', stat.size);
      }
      return reply.send(body);
    },
  });
};

/**
 * One byte range of a `Range` header (range-parser), or null without one. Several ranges would
 * need a multipart answer: the first is served, as browsers ask for one at a time.
 */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes' || ranges.length === 0) return 'invalid';
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
