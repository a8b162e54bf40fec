import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';
import { videos } from './stories';

export const galleries = pgTable(
  'galleries',
  { id: serial('id').primaryKey(), name: text('name').notNull(), active: activeFlag(1), ...timestamps },
  (t) => [uniqueIndex('galleries_name_unique').on(sql`lower(${t.name})`)],
);

export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    gallery_id: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('albums_gallery_name_unique').on(t.gallery_id, sql`lower(${t.name})`),
    index('albums_gallery_date_idx').on(t.gallery_id, t.date),
  ],
);

/** Pictures of a gallery album or of a story video: exactly one parent. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    album_id: integer('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    video_id: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Pixel size of the stored picture: the public gallery balances its columns with it. */
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('images_one_parent', sql`(${t.album_id} is null) <> (${t.video_id} is null)`),
    index('images_album_idx').on(t.album_id, t.id),
    index('images_video_idx').on(t.video_id, t.id),
  ],
);
