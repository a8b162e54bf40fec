import { MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { errorBody } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readFiles, storeImage } from '../../lib/uploads';
import { requirePermission } from '../../plugins/access';
import { storageUrl } from '../auth/session';

/** The rich-text editor's image upload (spec 3 §7 "Other"): multipart field `upload`. */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/image-upload', {
    preHandler: requirePermission('signedIn'),
    schema: {
      tags: ['uploads'],
      summary: 'Upload an image for rich text (multipart field `upload`); answers its URL',
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ url: z.string() }), 413: errorBody, 422: errorBody },
    },
    handler: async (request) => {
      const { files } = await readFiles(request, { field: 'upload', maxBytes: MAX_IMAGE_BYTES });
      const name = await storeImage(ctx.storage, 'editor_images', files[0]!, { field: 'upload' });
      return { url: storageUrl('editor_images', name)! };
    },
  });
};
