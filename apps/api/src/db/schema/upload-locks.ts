import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who is writing to a resumable upload, across instances (modules/resumable-uploads/shared-locker.ts):
 * one row per upload being written, held by one request on one instance until it ends or its
 * lease runs out (an instance that died mid-request).
 */
export const uploadLocks = pgTable('upload_locks', {
  id: text('id').primaryKey(),
  holder: text('holder').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The resumable uploads under way, one row per upload from its creation until it is finished,
 * cancelled or swept (modules/resumable-uploads/upload-quota.ts): what an account's quota of
 * uploads at once and bytes declared counts, the same on every instance sharing the database.
 */
export const uploadsUnderWay = pgTable(
  'uploads_under_way',
  {
    /** The upload's id in its URL. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its declared size (Upload-Length). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_under_way_user_idx').on(t.user_id)],
);
