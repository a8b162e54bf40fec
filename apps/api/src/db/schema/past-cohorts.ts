import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';

/** Earlier cohorts of the programme; `current` marks the focus cohort of the top-contestants page. */
export const pastCohorts = pgTable(
  'past_cohorts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    active: activeFlag(1),
    current: integer('current').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('past_cohorts_slug_unique').on(t.slug),
    uniqueIndex('past_cohorts_name_unique').on(sql`lower(${t.name})`),
  ],
);
