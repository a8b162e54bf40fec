import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { users } from './users';

/**
 * The mail a move to `stage` sends the founder (issue 19 §2), when `enabled`. No row: the move
 * sends nothing and the back office offers the contract's default text. An empty Swahili subject
 * means founders who chose Swahili get the English version.
 */
export const stageAnnouncements = pgTable('stage_announcements', {
  stage: text('stage').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  subject_en: text('subject_en').notNull(),
  body_en: text('body_en').notNull(),
  subject_sw: text('subject_sw').notNull().default(''),
  body_sw: text('body_sw').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One row per deadline reminder queued (`kind`: week, day): the primary key is what makes a
 * reminder go once, whichever instance's job gets there first and however often it runs. The
 * opt-out link's token is stored only as its SHA-256 digest, as every mailed token.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    opt_out_token_hash: text('opt_out_token_hash').notNull(),
    queued_at: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.program_id, t.kind] }),
    index('deadline_reminders_token_idx').on(t.opt_out_token_hash),
  ],
);

/** Founders who asked for no more deadline reminders (from a reminder's link). */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
