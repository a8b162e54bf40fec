import { MSG } from '@portal/contract/messages';
import type { Permission } from '@portal/contract/permissions';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groups, userGroups } from '../../db/schema';
import { type AuthUser, can } from '../../lib/access';
import { forbidden, notFound } from '../../lib/http-error';

/**
 * Who sees which groups (DESIGN.md: "a judge reaches only the groups they are assigned to and the
 * ventures in them"). Staff who organise judging (any of these permissions) see every group; any
 * other holder of group_view (a judge) sees only the groups they are assigned to.
 */
export const ORGANISER_PERMISSIONS = [
  'application_view',
  'group_create',
  'group_edit',
  'group_archive',
  'group_assign_venture',
  'group_venture_archive',
  'user_group_view',
  'user_group_create',
  'user_group_archive',
] as const satisfies readonly Permission[];

export const seesAllGroups = (user: AuthUser) => can(user, ORGANISER_PERMISSIONS);

/** Reading the application behind a venture and other judges' ratings and scores: application_view. */
export const readsAllRatings = (user: AuthUser) => can(user, 'application_view');

/** The groups the user may see, as a condition on `groups.id` (undefined: all). */
export function visibleGroups(db: Executor, user: AuthUser): SQL | undefined {
  if (seesAllGroups(user)) return undefined;
  return inArray(
    groups.id,
    db.select({ id: userGroups.group_id }).from(userGroups).where(eq(userGroups.user_id, user.id)),
  );
}

export async function isJudgeOf(db: Executor, userId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.user_id, userId), eq(userGroups.group_id, groupId)));
  return Boolean(row);
}

/** The group, when the user may see it: 404 unknown, 403 someone else's. */
export async function visibleGroup(db: Executor, user: AuthUser, groupId: number) {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!row) throw notFound(MSG.groupNotFound);
  if (!seesAllGroups(user) && !(await isJudgeOf(db, user.id, groupId))) throw forbidden();
  return row;
}
