import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's authenticator (issue 19 part 4). The secret must be readable to check a code, so it is
 * kept as it is (like the database's other secrets, protected by the database's own access); a row
 * without `enabled_at` is a set-up not yet confirmed with a code. `last_step` is the 30-second
 * step of the last accepted code: a code is never accepted twice.
 */
export const twoFactor = pgTable('two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled_at: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  last_step: integer('last_step').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Ten single-use recovery codes per person, only their SHA-256 kept, like tokens. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.user_id)],
);
