import {
  galleryFormData as galleryFormDataSchema,
  publicGalleries as publicGalleriesSchema,
} from '@portal/contract/galleries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { albumsResource, galleriesResource } from './galleries.resource';
import { galleryFormData, publicGalleries } from './galleries.service';

/**
 * `/api/gallery` (spec 3 §2.2, §7): galleries (gallery_view, _create, _edit, _archive, _activate,
 * _deactivate) with their number of albums, the admin pickers' list and the public Gallery page.
 */
const galleryResourceRoutes = galleriesResource.routes({
  get: {
    adminFormData: {
      access: 'gallery_view',
      summary: 'Every gallery by name: `{ galleries: [{ id, name }] }`',
      response: galleryFormDataSchema,
      handler: ({ ctx }) => galleryFormData(ctx),
    },
    public: {
      access: 'public',
      cached: true,
      summary:
        'The public Gallery page: `{ data: [{ id, name, albums: [{ id, name, date }] }] }`, active galleries oldest first, their active albums newest first',
      response: publicGalleriesSchema,
      handler: ({ ctx }) => publicGalleries(ctx),
    },
  },
});

/**
 * `/api/album?gallery_id=` (spec 3 §2.2, §7): the albums of a gallery (album_view, _create,
 * _edit, _archive, _activate, _deactivate), newest date first, with their number of images.
 */
const albumRoutes = albumsResource.routes();

/** Galleries and albums, registered together. */
export const galleryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(galleryResourceRoutes, opts);
  await app.register(albumRoutes, opts);
};
