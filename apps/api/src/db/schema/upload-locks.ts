import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
