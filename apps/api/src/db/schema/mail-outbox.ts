import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent (lib/mail-outbox.ts): written in the transaction of the change that
 * causes it, so a mail exists exactly when its change committed, whatever the SMTP server does.
 * `text` and `html` hold one-time links, whose tokens are stored elsewhere only as digests: they
 * are emptied once the mail is sent or given up, and only the address, subject and outcome stay.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    // A sender's claim: until then no other sender (here or on another instance) takes the mail.
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    failed_at: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
  },
  (t) => [
    // The senders' one question, "what is due?", reads only the mails still waiting.
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`${t.sent_at} is null and ${t.failed_at} is null`),
    // The hourly sweep of old sent mails.
    index('mail_outbox_sent_at_idx').on(t.sent_at),
  ],
);
