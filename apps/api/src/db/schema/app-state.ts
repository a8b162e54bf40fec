import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Small facts about the database itself, by key: `seed` holds the fingerprint of what the last
 * completed seed wrote, so that a restart with the same release skips it (db/seed/index.ts).
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
