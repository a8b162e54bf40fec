import { z } from 'zod';
import { dateNotAfter, flag, id, imageUrls, isoTimestamp, requiredText } from './common';
import { MSG } from './messages';

// The wording lives in galleries-text.ts, without zod, for the public gallery.
export { ALBUM_TEXT, GALLERY_TEXT, IMAGE_TEXT } from './galleries-text';

/** Images per page of the public gallery (3 columns of 4). */
export const GALLERY_IMAGES_PER_PAGE = 12;

export const gallery = z.object({
  id: z.number().int(),
  name: z.string(),
  active: flag,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  albums_count: z.number().int(),
});
export type Gallery = z.infer<typeof gallery>;

export const galleryInput = z.object({ name: requiredText(150) });
export type GalleryInput = z.input<typeof galleryInput>;

export const album = z.object({
  id: z.number().int(),
  gallery_id: z.number().int(),
  name: z.string(),
  date: z.string(),
  active: flag,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  images_count: z.number().int(),
});
export type Album = z.infer<typeof album>;

/** Album dates cannot be after `today` (the programme's calendar day). */
export const albumInput = (today: string) =>
  z.object({
    gallery_id: id,
    name: requiredText(150),
    date: dateNotAfter(today, MSG.albumDateFuture),
  });
export type AlbumInput = z.input<ReturnType<typeof albumInput>>;

/** Most images one `POST /api/image` takes. */
export const MAX_IMAGES_PER_UPLOAD = 20;

/**
 * A gallery image or a video image: the stored file name, its URLs and its pixel size (of the
 * stored picture, so that a grid can lay it out before it loads).
 */
export const image = z
  .object({
    id: z.number().int(),
    album_id: z.number().int().nullable(),
    video_id: z.number().int().nullable(),
    name: z.string(),
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
    created_at: isoTimestamp,
  })
  .extend(imageUrls.shape);
export type Image = z.infer<typeof image>;

/** Which images: those of an album or those of a video (exactly one). */
export type ImageScope = { album_id: number } | { video_id: number };

/** An album or video id sent as a form field: blank is none. */
const parentId = z.preprocess((v) => (v === '' ? undefined : v), id.optional());

/**
 * The parent of `POST /api/image`'s pictures, as multipart fields beside `files` (or in the
 * query): `album_id` or `video_id`, exactly one (the server checks that).
 */
export const imageParent = z.object({ album_id: parentId, video_id: parentId });

/** `GET /api/gallery?type=public`: active galleries with their active albums, newest album first. */
export const publicGallery = z.object({
  id: z.number().int(),
  name: z.string(),
  albums: z.array(z.object({ id: z.number().int(), name: z.string(), date: z.string() })),
});
export type PublicGallery = z.infer<typeof publicGallery>;
export const publicGalleries = z.object({ data: z.array(publicGallery) });

/** `GET /api/gallery?type=adminFormData`: every gallery by name, for the pickers. */
export const galleryFormData = z.object({ galleries: z.array(gallery.pick({ id: true, name: true })) });
