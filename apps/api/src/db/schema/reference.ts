import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The fixed choice lists of the forms (spec 1 §3 "Form data lists"). */
const named = (table: string) =>
  pgTable(table, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

export const genders = named('genders');
export const countries = named('countries');
export const steps = named('steps');
export const sectors = named('sectors');
export const clientLocations = named('client_locations');
export const organisationTypes = named('organisation_types');
export const marketingSources = named('marketing_sources');
