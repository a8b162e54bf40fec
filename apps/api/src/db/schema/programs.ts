import { sql } from 'drizzle-orm';
import { date, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    application_deadline: date('application_deadline', { mode: 'string' }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    active: activeFlag(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('programs_name_unique').on(sql`lower(${t.name})`),
    // At most one active program, enforced by the database as well as by the service.
    uniqueIndex('programs_one_active').on(t.active).where(sql`${t.active} = 1`),
    index('programs_created_idx').on(t.created_at),
  ],
);
