import { album, gallery, galleryInput } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import { desc } from 'drizzle-orm';
import { albums, galleries } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { imageFilesOf } from '../images';
import {
  albumBody,
  albumIdsOf,
  albumInputFor,
  assertGalleryExists,
  withAlbumCounts,
  withImageCounts,
} from './galleries.service';

/** The gallery_* resource: its table, search, order and rules (its routes: galleries.routes.ts). */
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
});

/** The album_* resource, a child of the galleries (`?gallery_id=`): newest date first. */
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
