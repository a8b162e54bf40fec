import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, socialColumns, timestamps } from './columns';

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
    // One focus cohort at most, enforced by the database as well as by the service.
    uniqueIndex('past_cohorts_one_current').on(t.current).where(sql`${t.current} = 1`),
  ],
);

/** A venture that took part in a past cohort. */
export const competitors = pgTable(
  'competitors',
  {
    id: serial('id').primaryKey(),
    past_cohort_id: integer('past_cohort_id')
      .notNull()
      .references(() => pastCohorts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    link: text('link'),
    image: text('image'),
    rank: integer('rank'),
    ...socialColumns,
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('competitors_cohort_name_unique').on(t.past_cohort_id, sql`lower(${t.name})`),
    index('competitors_cohort_rank_idx').on(t.past_cohort_id, t.rank, t.id),
  ],
);
