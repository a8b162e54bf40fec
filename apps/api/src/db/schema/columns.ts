import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as ISO strings, the way the API answers them. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

/** Active flags are 1/0 on the wire (spec), so they are stored that way too. */
export const activeFlag = (defaultValue: 0 | 1) => integer('active').notNull().default(defaultValue);

/** website_url, x_url, ... tiktok_url (team members, competitors). */
export const socialColumns = {
  website_url: text('website_url'),
  x_url: text('x_url'),
  linkedin_url: text('linkedin_url'),
  facebook_url: text('facebook_url'),
  youtube_url: text('youtube_url'),
  instagram_url: text('instagram_url'),
  tiktok_url: text('tiktok_url'),
};
