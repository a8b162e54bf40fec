import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The audit trail. No foreign keys: history outlives the records and people it names. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    model: text('model').notNull(),
    model_id: text('model_id'),
    action: text('action').notNull(),
    modder_id: integer('modder_id'),
    old: jsonb('old').$type<Record<string, unknown> | null>(),
    new: jsonb('new').$type<Record<string, unknown> | null>(),
    changed: jsonb('changed').$type<Record<string, unknown> | null>(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_record_idx').on(t.model, t.model_id, t.id),
    // The logs screen's filters (user, model, action, dates; newest first by id), alone or
    // combined; the action index also lists the distinct actions of the filter's dropdown.
    index('audit_logs_modder_idx').on(t.modder_id, t.id),
    index('audit_logs_model_action_idx').on(t.model, t.action, t.id),
    index('audit_logs_action_idx').on(t.action, t.id),
    index('audit_logs_created_idx').on(t.created_at),
  ],
);
