import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';
import { users } from './users';

export const newsFeeds = pgTable(
  'news_feeds',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    author: text('author').notNull(),
    source: text('source'),
    publish_date: date('publish_date', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    image: text('image'),
    /** Who posted it; kept as null if that account is deleted. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [index('news_feeds_public_idx').on(t.active, t.publish_date, t.id)],
);
