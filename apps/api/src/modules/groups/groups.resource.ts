import { group, groupInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { desc } from 'drizzle-orm';
import { groups } from '../../db/schema';
import { defineResource } from '../../lib/resource';
import { visibleGroups } from './group-access';

/** The group_* resource: its table, search, order and who sees which group (its routes: groups.routes.ts). */
export const groupsResource = defineResource({
  path: 'group',
  model: 'Group',
  label: 'Group',
  permission: 'group',
  table: groups,
  searchable: [groups.name],
  orderBy: [desc(groups.created_at), desc(groups.id)],
  item: group,
  body: groupInput,
  uniqueMessage: MSG.groupNameTaken,
  activatable: false,
  scope: (ctx, user) => visibleGroups(ctx.db, user),
});
