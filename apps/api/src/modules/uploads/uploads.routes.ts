import { MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { errorBody } from '@portal/contract/errors';
import { MSG } from '@portal/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requirePermission } from '../../lib/access';
import { EDITOR_IMAGES_BUCKET } from '../../lib/buckets';
import { multipartBody, uploadedFile } from '../../lib/multipart-body';
import { reserveAttempt } from '../../lib/rate-limit';
import { storageUrl } from '../../lib/session';
import { storeImage } from '../../lib/uploads';
import { EDITOR_IMAGE_PERMISSIONS } from './editor-images';

/** The rich-text editor's image upload (spec 3 §7 "Other"): multipart field `upload`. */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/image-upload', {
    config: { keepsPublicCache: true },
    // The permission, then the hourly count, before the body is read: a refused upload stores nothing.
    preValidation: [
      requirePermission(EDITOR_IMAGE_PERMISSIONS),
      async (request) => {
        const key = String(currentUser(request).id);
        await reserveAttempt({ limiter: ctx.limits.editorImagesPerUser, key, message: MSG.tooManyImageUploads });
      },
      multipartBody({ field: 'upload', maxBytes: MAX_IMAGE_BYTES }),
    ],
    schema: {
      tags: ['uploads'],
      summary: 'Upload an image for rich text (multipart field `upload`); answers its URL',
      description:
        `Needs one of ${EDITOR_IMAGE_PERMISSIONS.join(', ')}; 429 after 60 uploads in an hour. ` +
        'Images no stored text references are deleted after 24 hours.',
      consumes: ['multipart/form-data'],
      body: z.object({ upload: uploadedFile }),
      response: { 200: z.object({ url: z.string() }), 403: errorBody, 413: errorBody, 422: errorBody, 429: errorBody },
    },
    handler: async (request) => {
      const name = await storeImage(ctx.storage, EDITOR_IMAGES_BUCKET, request.body.upload, { field: 'upload' });
      return { url: storageUrl(EDITOR_IMAGES_BUCKET, name)! };
    },
  });
};
