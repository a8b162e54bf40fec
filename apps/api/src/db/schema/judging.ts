import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { activeFlag, timestamps } from './columns';
import { users } from './users';
import { ventures } from './ventures';

/**
 * Judging (spec 2 §1, §3): the rating criteria, the groups (cohorts) with their ventures and
 * judges, the judges' ratings and their declared conflicts of interest.
 */

/**
 * The criteria a judge rates against, seeded at every start (like the permissions) with the eight
 * of spec 2 §1. `type` 'radio' is a 5-star scale in half steps that carries `weight` points;
 * any other type ('text') is a rich-text answer that carries none.
 */
export const ratingCriteria = pgTable(
  'rating_criteria',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull().default(0),
    type: text('type').notNull().default('radio'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rating_criteria_name_unique').on(t.name),
    check('rating_criteria_weight_check', sql`${t.weight} >= 0`),
  ],
);

/**
 * A group (cohort) of ventures and the judges who rate them. Ratings are accepted until the end of
 * `end_date` in Nairobi (the scoring deadline); `active` is shown, never toggled (spec 2 §2.3).
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: activeFlag(1),
    application_deadline: date('application_deadline', { mode: 'string' }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('groups_name_unique').on(sql`lower(${t.name})`), index('groups_created_idx').on(t.created_at)],
);

/**
 * A venture in a group, with the application it was selected from: the application's score is
 * the mean of the judges' scores of its group ventures. Deleting the application removes the
 * venture from its groups (the ratings rows stay, uncounted, as for a removal).
 */
export const groupVentures = pgTable(
  'group_ventures',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('group_ventures_pair_unique').on(t.group_id, t.venture_id),
    index('group_ventures_venture_idx').on(t.venture_id),
    index('group_ventures_application_idx').on(t.application_id),
  ],
);

/** A judge assigned to a group. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_groups_pair_unique').on(t.group_id, t.user_id),
    index('user_groups_user_idx').on(t.user_id),
  ],
);

/**
 * One judge's answer to one criterion for one venture in one group. Radio criteria keep the stars
 * as half steps (1 = half a star ... 10 = five stars: exact arithmetic); other criteria keep
 * sanitised HTML. A save replaces the judge's rows for the venture in the group as a whole.
 * Rows outlive a removed assignment (venture or judge): they only count while both are assigned.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    criterion_id: integer('criterion_id')
      .notNull()
      .references(() => ratingCriteria.id, { onDelete: 'cascade' }),
    half_stars: integer('half_stars'),
    text: text('text'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ratings_answer_unique').on(t.group_id, t.venture_id, t.user_id, t.criterion_id),
    index('ratings_judge_idx').on(t.user_id, t.group_id),
    index('ratings_venture_idx').on(t.venture_id),
    check('ratings_half_stars_check', sql`${t.half_stars} is null or ${t.half_stars} between 1 and 10`),
  ],
);

/** A judge's declared conflict of interest with a venture of a group: off their list and progress. */
export const ratingConflicts = pgTable(
  'rating_conflicts',
  {
    id: serial('id').primaryKey(),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rating_conflicts_unique').on(t.group_id, t.venture_id, t.user_id),
    index('rating_conflicts_judge_idx').on(t.user_id, t.group_id),
  ],
);
