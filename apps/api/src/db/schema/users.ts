import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    middle_name: text('middle_name'),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number'),
    password_hash: text('password_hash').notNull(),
    // 0 until the e-mail is confirmed; staff may also deactivate an account.
    active: activeFlag(0),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
    prof_pic: text('prof_pic'),
    bio: text('bio'),
    gender_id: integer('gender_id'),
    country_id: integer('country_id'),
    dob: date('dob', { mode: 'string' }),
    linkedin_url: text('linkedin_url'),
    twitter_url: text('twitter_url'),
    code: text('code'),
    // The language of her mails (contract locale.ts): the one she last chose on the site.
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.created_at)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  guard_name: text('guard_name').notNull().default('api'),
  default_page: text('default_page'),
  public: boolean('public').notNull().default(false),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  guard_name: text('guard_name').notNull().default('api'),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/** Bearer tokens: only the SHA-256 of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/** One-time links sent by mail (account activation, password reset); hashed like bearer tokens. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'login_challenge': the password step of an account with two-step sign-in, waiting for its code.
    purpose: text('purpose', { enum: ['activation', 'reset', 'login_challenge'] }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.user_id, t.purpose)],
);
