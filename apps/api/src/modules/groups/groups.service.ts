import type { GroupFormData } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { ROLE_JUDGE } from '@portal/contract/permissions';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { groups, ratings, roles, userRoles, users } from '../../db/schema';
import { type AuthUser, can } from '../../lib/access';
import { todayFor } from '../../lib/dates';
import { conflict, invalid, isUniqueViolation } from '../../lib/http-error';
import { formatDeadline } from '../programs';
import { criteriaList } from '../scoring';

// What the group ventures, the group judges and the judge's queue share, and the scoring window the ratings read.

export type PageQuery = { page: number; per_page: number; search?: string };

/** The stages whose applications may be added to a group. */
export const RATABLE_STAGES = ['selected_for_rating', 'shortlisted'] as const;

/** Scoring is open while today (Nairobi) is on or before the group's end date (the scoring deadline). */
export const scoringOpen = (ctx: AppContext, group: { end_date: string }) => todayFor(ctx) <= group.end_date;

export const scoringClosedMessage = (group: { end_date: string }) =>
  MSG.ratingClosed.replace('{date}', formatDeadline(group.end_date));

export const paged = <T>(data: T[], q: PageQuery, total: number): Paged<T> => ({
  data,
  current_page: q.page,
  per_page: q.per_page,
  total,
  last_page: lastPage(total, q.per_page),
});

// "first middle last", "first last" and the e-mail of a person, as the review search reads them.
export const personHaystack = sql`(${users.first_name} || ' ' || coalesce(${users.middle_name} || ' ', '') || ${users.last_name} || chr(1) || ${users.first_name} || ' ' || ${users.last_name} || chr(1) || ${users.email})`;

/** Users holding the Judge role (the Add Judge dropdown), by name. */
export function judgeUsers(db: Executor, where?: SQL) {
  return db
    .select({ id: users.id, first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        where,
        eq(users.active, 1),
        inArray(
          users.id,
          db
            .select({ id: userRoles.user_id })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.role_id))
            .where(eq(roles.name, ROLE_JUDGE)),
        ),
      ),
    )
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/** `GET /api/group?type=formData`: the judges (only for user_group_view) and the criteria. */
export async function groupFormData(ctx: AppContext, user: AuthUser): Promise<GroupFormData> {
  const judges = can(user, 'user_group_view') ? await judgeUsers(ctx.db) : [];
  return { judges, ratings: await criteriaList(ctx.db) };
}

/** The caller's own answers for a venture in a group, as the rating map. */
export async function ratingMapOf(db: Executor, groupId: number, ventureId: number, userId: number) {
  const rows = await db
    .select({ criterion_id: ratings.criterion_id, half_stars: ratings.half_stars, text: ratings.text })
    .from(ratings)
    .where(and(eq(ratings.group_id, groupId), eq(ratings.venture_id, ventureId), eq(ratings.user_id, userId)));
  return Object.fromEntries(
    rows.map((r) => [String(r.criterion_id), r.half_stars !== null ? r.half_stars / 2 : (r.text ?? '')]),
  );
}

export async function groupExists(db: Executor, groupId: number) {
  const [g] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!g) throw invalid({ group_id: MSG.groupNotFound });
}

export const uniquePair = async <R>(message: string, write: () => Promise<R>) => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
};
