import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const contactUs = pgTable(
  'contact_us',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    read: integer('read').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('contact_us_read_created_idx').on(t.read, t.created_at)],
);
