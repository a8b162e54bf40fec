import { GALLERY_IMAGES_PER_PAGE, type Image, image as imageSchema } from '@portal/contract/galleries';
import type { LogModel } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import type { Permission } from '@portal/contract/permissions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { albums, galleries, images, videos } from '../../db/schema';
import { type Actor, audited } from '../../lib/audit';
import { GALLERY_BUCKET, VIDEO_IMAGES_BUCKET } from '../../lib/buckets';
import { HttpError, invalid, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/pagination';
import { imageUrlsOf, removeUpload, storeSizedImage } from '../../lib/uploads';

type ImageRow = typeof images.$inferSelect;

/**
 * The two owners of an image (one `images` table): a gallery album or a story video. Each has
 * its bucket, its audit model and the permissions that govern its pictures.
 */
export const PARENTS = {
  album_id: { bucket: GALLERY_BUCKET, model: 'Image', view: 'album_view', edit: 'album_edit', label: 'Album' },
  video_id: {
    bucket: VIDEO_IMAGES_BUCKET,
    model: 'VideoImage',
    view: 'video_view',
    edit: 'video_edit',
    label: 'Video',
  },
} as const satisfies Record<
  string,
  { bucket: string; model: LogModel; view: Permission; edit: Permission; label: string }
>;

export type ParentKey = keyof typeof PARENTS;
export type ImageScope = { key: ParentKey; id: number };

export const scopeOfRow = (row: Pick<ImageRow, 'album_id'>): ParentKey =>
  row.album_id != null ? 'album_id' : 'video_id';

const parentColumn = (key: ParentKey) => (key === 'album_id' ? images.album_id : images.video_id);

/** Whether the album or video exists (and, for `publicOnly`, is shown to the public). */
export async function parentExists(db: Executor, scope: ImageScope, publicOnly = false): Promise<boolean> {
  if (scope.key === 'video_id') {
    const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, scope.id));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: albums.id })
    .from(albums)
    .innerJoin(galleries, eq(galleries.id, albums.gallery_id))
    .where(
      publicOnly
        ? and(eq(albums.id, scope.id), eq(albums.active, 1), eq(galleries.active, 1))
        : eq(albums.id, scope.id),
    );
  return Boolean(row);
}

/** A page of the images of an album or a video, in upload order. */
export async function listImages(
  ctx: AppContext,
  scope: ImageScope,
  list: { page: number; per_page?: number | undefined },
) {
  const where = eq(parentColumn(scope.key), scope.id);
  return paginate(ctx.db, {
    query: ctx.db.select().from(images).$dynamic(),
    table: images,
    where,
    orderBy: [asc(images.id)],
    list: { page: list.page, per_page: list.per_page ?? GALLERY_IMAGES_PER_PAGE },
    map: (rows) => withUrls(rows as ImageRow[]),
  });
}

/** The answer for image rows: their URLs (and the stored pixel sizes). */
export function withUrls(rows: ImageRow[]): Image[] {
  return rows.map((row) => imageSchema.parse({ ...row, ...imageUrlsOf(PARENTS[scopeOfRow(row)].bucket, row.name) }));
}

/**
 * Stores several pictures for an album or a video: each is sniffed and re-encoded; the rows and
 * their audit entries commit together. If any file is refused, nothing is written and the files
 * already stored are removed.
 */
export async function addImages(
  ctx: AppContext,
  actor: Actor,
  scope: ImageScope,
  files: { buffer: Buffer; filename: string }[],
): Promise<Image[]> {
  const parent = PARENTS[scope.key];
  if (!(await parentExists(ctx.db, scope))) throw notFound(`${parent.label} not found.`);
  const stored: { name: string; width: number; height: number }[] = [];
  try {
    for (const file of files) {
      try {
        stored.push(await storeSizedImage(ctx.storage, parent.bucket, file));
      } catch (err) {
        // Say which file was refused: the upload held several.
        if (err instanceof HttpError) {
          const message = `${file.filename || 'A file'}: ${err.message}`;
          throw new HttpError(err.statusCode, message, { files: message });
        }
        throw err;
      }
    }
    const rows = await ctx.db.transaction(async (tx) => {
      const out: ImageRow[] = [];
      for (const image of stored) {
        out.push(await audited.insert(tx, { model: parent.model, actor }, images, { [scope.key]: scope.id, ...image }));
      }
      return out;
    });
    return withUrls(rows);
  } catch (err) {
    await Promise.all(stored.map(({ name }) => removeUpload(ctx.storage, parent.bucket, name)));
    throw err;
  }
}

export async function findImage(db: Executor, id: number): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row ?? null;
}

/** Deletes one image (audited); its files are removed once the delete has committed. */
export async function deleteImage(ctx: AppContext, actor: Actor, row: ImageRow) {
  const parent = PARENTS[scopeOfRow(row)];
  const removed = await ctx.db.transaction((tx) => audited.remove(tx, { model: parent.model, actor }, images, row.id));
  if (!removed) throw notFound('Image not found.');
  await removeUpload(ctx.storage, parent.bucket, row.name);
}

/**
 * The stored files of the images under some albums or videos being deleted (a gallery, an album,
 * a story or a video): the rows go with the database's cascade, and `defineResource` removes
 * these files once the delete has committed (`hooks.cascadedFiles`).
 */
export async function imageFilesOf(
  db: Executor,
  key: ParentKey,
  parentIds: number[],
): Promise<{ bucket: string; name: string }[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select({ name: images.name })
    .from(images)
    .where(inArray(parentColumn(key), parentIds));
  return rows.map((r) => ({ bucket: PARENTS[key].bucket, name: r.name }));
}

/** Reads `album_id` / `video_id`: exactly one of them, a positive integer. */
export function scopeFrom(values: Record<string, unknown>, only?: ParentKey): ImageScope {
  const present = (Object.keys(PARENTS) as ParentKey[]).filter((k) => values[k] !== undefined && values[k] !== '');
  const allowed = only ? present.filter((k) => k === only) : present;
  if (present.length !== 1 || allowed.length !== 1) {
    const message = only ? MSG.required : 'Give either album_id or video_id.';
    throw invalid(only ? { [only]: message } : { album_id: message, video_id: message }, message);
  }
  const key = allowed[0]!;
  const id = Number(values[key]);
  if (!Number.isInteger(id) || id <= 0) throw invalid({ [key]: 'Not a valid id' });
  return { key, id };
}
