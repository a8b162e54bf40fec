import { id, idParam, messageOnly } from '@portal/contract/common';
import { MAX_IMAGE_BYTES, MAX_PER_PAGE } from '@portal/contract/constants';
import { errorBody } from '@portal/contract/errors';
import { IMAGE_TEXT, image, imageParent, MAX_IMAGES_PER_UPLOAD } from '@portal/contract/galleries';
import { paged, pageNumber } from '@portal/contract/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/access';
import { assertAccess, currentUser } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { multipartBody, uploadedFile } from '../../lib/multipart-body';
import {
  addImages,
  deleteImage,
  findImage,
  listImages,
  PARENTS,
  parentExists,
  scopeFrom,
  scopeOfRow,
} from './images.service';

const tags = ['image'];

const imageQuery = z.object({
  type: z.enum(['public']).optional(),
  album_id: id.optional(),
  video_id: id.optional(),
  page: pageNumber,
  /** Default GALLERY_IMAGES_PER_PAGE (12: three columns of four). */
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});

/** Allowed to edit albums or videos: the parent is known only once the body is read. */
const assertMayEditSome = (request: FastifyRequest): AuthUser =>
  assertAccess(request, [PARENTS.album_id.edit, PARENTS.video_id.edit])!;

/**
 * `/api/image` (spec 3 §7 "Gallery, album, image" and "video image"): the pictures of gallery
 * albums and of story videos, one table with exactly one parent per row. Written by hand rather
 * than declared: a picture is uploaded in batches, has no active flag and takes its permissions
 * from its parent (album_* or video_*).
 */
export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/image', {
    schema: {
      tags,
      summary: 'The images of an album or a video (paged, upload order)',
      description: [
        '- `album_id` (album_view) or `video_id` (video_view), exactly one: a page of images.',
        '- `type=public&album_id=` (public): the images of an album shown to the public (the album and its gallery active), else 404.',
        'The page size defaults to 12.',
      ].join('\n'),
      querystring: imageQuery,
      response: { 200: paged(image), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      const { type, page, per_page, ...ids } = request.query;
      if (type === 'public') {
        const scope = scopeFrom(ids, 'album_id');
        return ctx.publicCache.serve(
          request,
          reply,
          async () => {
            if (!(await parentExists(ctx.db, scope, true))) throw notFound('Album not found.');
            return listImages(ctx, scope, { page, per_page });
          },
          { open: true },
        );
      }
      assertAccess(request, 'signedIn');
      const scope = scopeFrom(ids);
      assertAccess(request, PARENTS[scope.key].view);
      if (!(await parentExists(ctx.db, scope))) throw notFound(`${PARENTS[scope.key].label} not found.`);
      return listImages(ctx, scope, { page, per_page });
    },
  });

  app.post('/api/image', {
    // Who may edit some parent, before a file is read; which parent is known once the body is.
    preValidation: [
      async (request) => {
        assertMayEditSome(request);
      },
      multipartBody({ maxBytes: MAX_IMAGE_BYTES, maxFiles: MAX_IMAGES_PER_UPLOAD }),
    ],
    schema: {
      tags,
      summary: `Add images to an album (album_edit) or a video (video_edit): multipart \`album_id\` or \`video_id\` and up to ${MAX_IMAGES_PER_UPLOAD} \`files\``,
      description:
        'Each file is decided from its bytes and re-encoded. If one is refused (not an image, too large) nothing is written. Answers the new images with 201. The parent may also be given in the query.',
      consumes: ['multipart/form-data'],
      querystring: imageParent,
      body: imageParent.extend({ files: z.array(uploadedFile).max(MAX_IMAGES_PER_UPLOAD) }),
      response: {
        201: z.object({ data: z.array(image) }),
        401: errorBody,
        403: errorBody,
        404: errorBody,
        413: errorBody,
        422: errorBody,
      },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { files, ...fields } = request.body;
      const scope = scopeFrom({
        album_id: fields.album_id ?? request.query.album_id,
        video_id: fields.video_id ?? request.query.video_id,
      });
      assertAccess(request, PARENTS[scope.key].edit);
      const data = await addImages(ctx, user, scope, files);
      return reply.status(201).send({ data });
    },
  });

  app.delete('/api/image/:id', {
    schema: {
      tags,
      summary: 'Delete an image (album_edit for an album image, video_edit for a video image)',
      params: idParam,
      response: { 200: messageOnly, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const user = assertMayEditSome(request);
      const row = await findImage(ctx.db, request.params.id);
      if (!row) throw notFound('Image not found.');
      assertAccess(request, PARENTS[scopeOfRow(row)].edit);
      await deleteImage(ctx, user, row);
      return { message: IMAGE_TEXT.deleted };
    },
  });
};
