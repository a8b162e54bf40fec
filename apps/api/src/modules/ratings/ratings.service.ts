import { richTextIsEmpty } from '@portal/contract/common';
import { type ConflictInput, isStarValue, type RatingMap, type VentureRatingInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { groups, groupVentures, ratingConflicts, ratings, userGroups } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { sanitizeHtml, UnsafeMarkupError } from '../../lib/html';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import { isJudgeOf, ratingMapOf, readsAllRatings, scoringClosedMessage, scoringOpen, visibleGroup } from '../groups';
import { criteriaList } from '../scoring';

async function groupVentureOf(db: Executor, groupId: number, ventureId: number) {
  const [row] = await db
    .select()
    .from(groupVentures)
    .where(and(eq(groupVentures.group_id, groupId), eq(groupVentures.venture_id, ventureId)));
  if (!row) throw notFound(MSG.groupVentureNotFound);
  return row;
}

async function hasConflict(db: Executor, groupId: number, ventureId: number, userId: number) {
  const [row] = await db
    .select({ id: ratingConflicts.id })
    .from(ratingConflicts)
    .where(
      and(
        eq(ratingConflicts.group_id, groupId),
        eq(ratingConflicts.venture_id, ventureId),
        eq(ratingConflicts.user_id, userId),
      ),
    );
  return Boolean(row);
}

/**
 * `GET /api/venture-rating?venture_id=(&group_id=)(&user_id=)`: a judge's answers as a map from
 * criterion id to stars or HTML. Without `user_id`, the caller's own; another judge's only for
 * staff holding application_view. Without `group_id`, the first group (by id) of that judge that
 * holds the venture. A judge outside the group gets 403.
 */

/** A judge's comment, sanitised as a submission; null when that would lose some of its text. */
function commentOf(html: string): string | null {
  try {
    return sanitizeHtml(html, 'submission');
  } catch (err) {
    if (err instanceof UnsafeMarkupError) return null;
    throw err;
  }
}

export async function readRatings(
  ctx: AppContext,
  user: AuthUser,
  q: { venture_id: number; group_id?: number; user_id?: number },
): Promise<RatingMap> {
  const target = q.user_id ?? user.id;
  const staff = readsAllRatings(user);
  if (target !== user.id && !staff) throw forbidden();
  let groupId = q.group_id;
  if (groupId === undefined) {
    const [first] = await ctx.db
      .select({ group_id: groupVentures.group_id })
      .from(groupVentures)
      .innerJoin(userGroups, and(eq(userGroups.group_id, groupVentures.group_id), eq(userGroups.user_id, target)))
      .where(eq(groupVentures.venture_id, q.venture_id))
      .orderBy(asc(groupVentures.group_id))
      .limit(1);
    if (!first) {
      if (!staff) throw forbidden();
      return {};
    }
    groupId = first.group_id;
  }
  await visibleGroup(ctx.db, user, groupId);
  if (!staff && !(await isJudgeOf(ctx.db, user.id, groupId))) throw forbidden();
  return ratingMapOf(ctx.db, groupId, q.venture_id, target);
}

/**
 * `POST /api/venture-rating`: a judge of the group saves their whole rating of a venture there:
 * every criterion answered (stars 0.5-5 in half steps for radio criteria, non-empty rich text for
 * the others, sanitised), until the group's scoring deadline. The judge's previous answers are
 * replaced; the audit entry (VentureRating `rated`, record id the group venture's) keeps the old
 * and the new map.
 */
export async function saveRating(ctx: AppContext, user: AuthUser, input: VentureRatingInput) {
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, input.group_id));
  if (!group) throw notFound(MSG.groupNotFound);
  if (!(await isJudgeOf(ctx.db, user.id, group.id))) throw forbidden();
  const gv = await groupVentureOf(ctx.db, group.id, input.venture_id);
  if (await hasConflict(ctx.db, group.id, input.venture_id, user.id)) throw conflict(MSG.ratingConflicted);
  if (!scoringOpen(ctx, group)) throw conflict(scoringClosedMessage(group));

  const criteria = await criteriaList(ctx.db);
  const errors: Record<string, string> = {};
  const values: (typeof ratings.$inferInsert)[] = [];
  const known = new Set(criteria.map((c) => String(c.id)));
  for (const key of Object.keys(input.responses)) {
    if (!known.has(key)) errors[`responses.${key}`] = MSG.ratingUnknownCriterion;
  }
  for (const c of criteria) {
    const v = input.responses[String(c.id)];
    const base = { group_id: group.id, venture_id: input.venture_id, user_id: user.id, criterion_id: c.id };
    if (c.type === 'radio') {
      if (v === undefined || v === null || v === '' || v === 0) errors[`responses.${c.id}`] = MSG.requiredLower;
      else if (!isStarValue(v)) errors[`responses.${c.id}`] = MSG.ratingStarsInvalid;
      else values.push({ ...base, half_stars: v * 2, text: null });
    } else {
      const html = typeof v === 'string' ? commentOf(v) : '';
      if (html === null) errors[`responses.${c.id}`] = MSG.unsafeMarkup;
      else if (richTextIsEmpty(html)) errors[`responses.${c.id}`] = MSG.requiredLower;
      else values.push({ ...base, half_stars: null, text: html });
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);

  await ctx.db.transaction(async (tx) => {
    // Serialises two saves of the same judge for the venture (two tabs).
    await tx.select({ id: groupVentures.id }).from(groupVentures).where(eq(groupVentures.id, gv.id)).for('update');
    const old = await ratingMapOf(tx, group.id, input.venture_id, user.id);
    await tx
      .delete(ratings)
      .where(
        and(eq(ratings.group_id, group.id), eq(ratings.venture_id, input.venture_id), eq(ratings.user_id, user.id)),
      );
    await tx.insert(ratings).values(values);
    const now = await ratingMapOf(tx, group.id, input.venture_id, user.id);
    await recordAudit(tx, {
      model: 'VentureRating',
      action: 'rated',
      actor: user,
      recordId: gv.id,
      old: Object.keys(old).length ? { judge_id: user.id, responses: old } : null,
      new: { judge_id: user.id, group_id: group.id, venture_id: input.venture_id, responses: now },
    });
  });
  return { message: MSG.ratingSaved };
}

/**
 * `POST /api/venture-rating?type=conflict`: the judge declares a conflict of interest with a
 * venture of their group. The venture leaves their list, their progress and "next"; a rating they
 * had already saved stops counting. Refused (409) once the group's scoring has closed. Audited as
 * RatingConflict `declared`.
 */
export async function declareConflict(ctx: AppContext, user: AuthUser, input: ConflictInput) {
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, input.group_id));
  if (!group) throw notFound(MSG.groupNotFound);
  if (!(await isJudgeOf(ctx.db, user.id, group.id))) throw forbidden();
  await groupVentureOf(ctx.db, group.id, input.venture_id);
  // A conflict takes a rating out of the results: once scoring has closed, the results stand.
  if (!scoringOpen(ctx, group)) throw conflict(scoringClosedMessage(group));
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ratingConflicts)
      .values({ group_id: group.id, venture_id: input.venture_id, user_id: user.id, reason: input.reason })
      .onConflictDoNothing()
      .returning();
    if (row)
      await recordAudit(tx, { model: 'RatingConflict', action: 'declared', actor: user, recordId: row.id, new: row });
  });
  return { message: MSG.conflictDeclared };
}

/** `POST /api/venture-rating?type=withdrawConflict` (user_group_create): staff lift a judge's conflict. */
export async function withdrawConflict(
  ctx: AppContext,
  actor: AuthUser,
  input: { group_id: number; venture_id: number; user_id: number },
) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ratingConflicts)
      .where(
        and(
          eq(ratingConflicts.group_id, input.group_id),
          eq(ratingConflicts.venture_id, input.venture_id),
          eq(ratingConflicts.user_id, input.user_id),
        ),
      )
      .returning();
    if (!row) throw notFound(MSG.notFound);
    await recordAudit(tx, { model: 'RatingConflict', action: 'deleted', actor, recordId: row.id, old: row });
  });
  return { message: MSG.conflictWithdrawn };
}
