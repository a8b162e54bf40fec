import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { socialColumns, timestamps } from './columns';
import { clientLocations, countries, genders, organisationTypes, sectors, steps } from './reference';
import { users } from './users';

/**
 * A founder's venture: one per applicant, kept across programmes. Every field but the owner is
 * nullable because an upload (logo, certificate) may come before the first save of the form;
 * the save itself requires the fields (contract `ventureInput`).
 */
export const ventures = pgTable(
  'ventures',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    image: text('image'),
    slogan: text('slogan'),
    year_established: integer('year_established'),
    description: text('description'),
    video_pitch_url: text('video_pitch_url'),
    physical_address: text('physical_address'),
    email_address: text('email_address'),
    phone_number: text('phone_number'),
    ...socialColumns,
    stage_id: integer('stage_id').references(() => steps.id),
    organisation_type_id: integer('organisation_type_id').references(() => organisationTypes.id),
    funding: integer('funding'),
    cr12: text('cr12'),
    registration_cetificate: text('registration_cetificate'),
    c_suite_women: integer('c_suite_women'),
    full_time_employee_count: integer('full_time_employee_count'),
    part_time_employee_count: integer('part_time_employee_count'),
    ...timestamps,
  },
  (t) => [uniqueIndex('ventures_user_unique').on(t.user_id), index('ventures_name_idx').on(t.name)],
);

export const ventureSectors = pgTable(
  'venture_sectors',
  {
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.venture_id, t.sector_id] })],
);

export const ventureClientLocations = pgTable(
  'venture_client_locations',
  {
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    client_location_id: integer('client_location_id')
      .notNull()
      .references(() => clientLocations.id),
  },
  (t) => [primaryKey({ columns: [t.venture_id, t.client_location_id] })],
);

export const ventureCountries = pgTable(
  'venture_countries',
  {
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.venture_id, t.country_id] })],
);

export const ventureTeamMembers = pgTable(
  'venture_team_members',
  {
    id: serial('id').primaryKey(),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    middle_name: text('middle_name'),
    last_name: text('last_name').notNull(),
    founder: boolean('founder').notNull().default(false),
    shares: numeric('shares', { mode: 'number' }),
    gender_id: integer('gender_id').references(() => genders.id),
    role: text('role').notNull(),
    years_experience: integer('years_experience'),
    ...timestamps,
  },
  (t) => [index('venture_team_members_venture_idx').on(t.venture_id)],
);

export const ventureCSuiteMembers = pgTable(
  'venture_c_suite_members',
  {
    id: serial('id').primaryKey(),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    first_name: text('first_name').notNull(),
    middle_name: text('middle_name'),
    last_name: text('last_name').notNull(),
    country_id: integer('country_id').references(() => countries.id),
    state_id: integer('state_id'),
    city: text('city'),
    linkedin_url: text('linkedin_url'),
    gender_id: integer('gender_id').references(() => genders.id),
    ...timestamps,
  },
  (t) => [index('venture_c_suite_members_venture_idx').on(t.venture_id)],
);
