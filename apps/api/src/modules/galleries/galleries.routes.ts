import { album, gallery, galleryInput } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { albums, galleries } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { imageFilesOf } from '../images';
import {
  albumBody,
  albumIdsOf,
  albumInputFor,
  assertGalleryExists,
  galleryFormData,
  publicGalleries,
  withAlbumCounts,
  withImageCounts,
} from './galleries.service';

/**
 * `/api/gallery` (spec 3 §2.2, §7): galleries (gallery_view, _create, _edit, _archive, _activate,
 * _deactivate) with their number of albums, the admin pickers' list and the public Gallery page.
 */
export const galleriesResource = defineResource({
  path: 'gallery',
  model: 'Gallery',
  label: 'Gallery',
  permission: 'gallery',
  table: galleries,
  searchable: [galleries.name],
  orderBy: [desc(galleries.created_at), desc(galleries.id)],
  item: gallery,
  body: galleryInput,
  uniqueMessage: MSG.galleryNameTaken,
  hooks: {
    expand: withAlbumCounts,
    // The albums' images go with the gallery (database cascade); their files once it has committed.
    cascadedFiles: async (tx, row) => imageFilesOf(tx, 'album_id', await albumIdsOf(tx, row.id)),
  },
  get: {
    adminFormData: {
      access: 'gallery_view',
      summary: 'Every gallery by name: `{ galleries: [{ id, name }] }`',
      handler: ({ ctx }) => galleryFormData(ctx),
    },
    public: {
      access: 'public',
      cached: true,
      summary:
        'The public Gallery page: `{ data: [{ id, name, albums: [{ id, name, date }] }] }`, active galleries oldest first, their active albums newest first',
      handler: ({ ctx }) => publicGalleries(ctx),
    },
  },
});

/**
 * `/api/album?gallery_id=` (spec 3 §2.2, §7): the albums of a gallery (album_view, _create,
 * _edit, _archive, _activate, _deactivate), newest date first, with their number of images.
 */
export const albumsResource = defineResource({
  path: 'album',
  model: 'Album',
  label: 'Album',
  permission: 'album',
  table: albums,
  searchable: [albums.name],
  orderBy: [desc(albums.date), desc(albums.id)],
  item: album,
  body: albumBody,
  input: albumInputFor,
  uniqueMessage: MSG.albumNameTaken,
  parent: { param: 'gallery_id', column: albums.gallery_id },
  hooks: {
    beforeCreate: (tx, values) => assertGalleryExists(tx, values.gallery_id),
    beforeUpdate: (tx, _id, values) => assertGalleryExists(tx, values.gallery_id),
    expand: withImageCounts,
    cascadedFiles: (tx, row) => imageFilesOf(tx, 'album_id', [row.id]),
  },
});

/** Galleries and albums, registered together. */
export const galleryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(galleriesResource.plugin, opts);
  await app.register(albumsResource.plugin, opts);
};
