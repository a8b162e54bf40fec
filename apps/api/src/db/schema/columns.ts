import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as ISO strings, the way the API answers them. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

/** Active flags are 1/0 on the wire (spec), so they are stored that way too. */
export const activeFlag = (defaultValue: 0 | 1) => integer('active').notNull().default(defaultValue);
