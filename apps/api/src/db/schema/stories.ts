import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('stories_name_unique').on(sql`lower(${t.name})`)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    story_id: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }),
    /** Cover image file (`video_cover` bucket). */
    image: text('image'),
    /** Video file (`videos` bucket). */
    video: text('video'),
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('videos_story_name_unique').on(t.story_id, sql`lower(${t.name})`),
    index('videos_story_idx').on(t.story_id, t.id),
  ],
);
