import { albumInput, type PublicGallery, publicGallery } from '@portal/contract/galleries';
import { MSG } from '@portal/contract/messages';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { albums, galleries, images } from '../../db/schema';
import { todayFor } from '../../lib/dates';
import { invalid } from '../../lib/http-error';

type GalleryRow = typeof galleries.$inferSelect;
type AlbumRow = typeof albums.$inferSelect;

/** The album body's shape, declared at the route: any date (its limit is today's). */
export const albumBody = albumInput('9999-12-31');

/** Album dates are not after today (spec 3 §5), today being the programme's calendar day: on the validated body. */
export const albumInputFor = (ctx: AppContext) =>
  z.custom<z.output<typeof albumBody>>().superRefine((v, check) => {
    if (v.date > todayFor(ctx)) check.addIssue({ code: 'custom', path: ['date'], message: MSG.albumDateFuture });
  });

/** `albums_count` of a page of galleries, in one grouped query. */
export async function withAlbumCounts(db: Executor, rows: GalleryRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: albums.gallery_id, n: count() })
        .from(albums)
        .where(inArray(albums.gallery_id, ids))
        .groupBy(albums.gallery_id)
    : [];
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ ...r, albums_count: byId.get(r.id) ?? 0 }));
}

/** `images_count` of a page of albums, in one grouped query. */
export async function withImageCounts(db: Executor, rows: AlbumRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: images.album_id, n: count() })
        .from(images)
        .where(inArray(images.album_id, ids))
        .groupBy(images.album_id)
    : [];
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ ...r, images_count: byId.get(r.id) ?? 0 }));
}

/** An album belongs to an existing gallery: a field error rather than a foreign-key failure. */
export async function assertGalleryExists(tx: Executor, galleryId: number | undefined) {
  if (galleryId === undefined) return;
  const [row] = await tx.select({ id: galleries.id }).from(galleries).where(eq(galleries.id, galleryId));
  if (!row) throw invalid({ gallery_id: 'This gallery does not exist.' });
}

/** Every gallery by name, for pickers: `{ galleries: [{ id, name }] }`. */
export async function galleryFormData(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: galleries.id, name: galleries.name })
    .from(galleries)
    .orderBy(asc(galleries.name), asc(galleries.id));
  return { galleries: rows };
}

/**
 * The public Gallery page (spec 1 §2.10): active galleries, oldest first, each with its active
 * albums, newest first. Two queries, whatever the number of galleries.
 */
export async function publicGalleries(ctx: AppContext): Promise<{ data: PublicGallery[] }> {
  const rows = await ctx.db
    .select({ id: galleries.id, name: galleries.name })
    .from(galleries)
    .where(eq(galleries.active, 1))
    .orderBy(asc(galleries.created_at), asc(galleries.id));
  const ids = rows.map((g) => g.id);
  const albumRows = ids.length
    ? await ctx.db
        .select({ id: albums.id, gallery_id: albums.gallery_id, name: albums.name, date: albums.date })
        .from(albums)
        .where(and(inArray(albums.gallery_id, ids), eq(albums.active, 1)))
        .orderBy(desc(albums.date), desc(albums.id))
    : [];
  const data = rows.map((g) =>
    publicGallery.parse({
      ...g,
      albums: albumRows.filter((a) => a.gallery_id === g.id).map(({ id, name, date }) => ({ id, name, date })),
    }),
  );
  return { data };
}

/** The ids of a gallery's albums (their pictures' files go when the gallery goes). */
export async function albumIdsOf(db: Executor, galleryId: number): Promise<number[]> {
  const rows = await db.select({ id: albums.id }).from(albums).where(eq(albums.gallery_id, galleryId));
  return rows.map((r) => r.id);
}
