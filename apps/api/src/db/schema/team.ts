import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, socialColumns, timestamps } from './columns';

/** Roles a team member holds on the public Team page (Trainer, Coach, Programme Lead ...). */
export const teamRoles = pgTable('team_roles', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('team_roles_name_unique').on(sql`lower(${t.name})`),
]);

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    bio: text('bio').notNull(),
    image: text('image'),
    email_address: text('email_address'),
    phone_number: text('phone_number'),
    ...socialColumns,
    active: activeFlag(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_members_name_unique').on(sql`lower(${t.name})`),
    index('team_members_created_idx').on(t.created_at),
  ],
);

export const teamMemberRoles = pgTable(
  'team_member_roles',
  {
    team_member_id: integer('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    team_role_id: integer('team_role_id')
      .notNull()
      .references(() => teamRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.team_member_id, t.team_role_id] }),
    index('team_member_roles_role_idx').on(t.team_role_id),
  ],
);
