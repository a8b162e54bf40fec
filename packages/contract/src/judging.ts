import { z } from 'zod';
import { applicationDetail } from './application-review';
import { stage } from './application-stages';
import { flag, id, idOf, isoDate, isoTimestamp, requiredText } from './common';
import { MSG } from './messages';
import { normalisationBasis, scoreRanks } from './normalised-scores';

/**
 * Judging (spec 2 §1, §2.3, §3, §7): rating criteria, groups, their ventures and judges, the
 * judges' ratings. Field names are the spec's (`individualScore`, `responses`, `ratings`).
 */

export const CRITERION_TYPES = ['radio', 'text'] as const;

/** A rating criterion (spec 2 §3): radio = 5 stars in half steps worth `weight` points; text = rich text, no points. */
export const ratingCriterion = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  weight: z.number().int(),
  type: z.string(),
});
export type RatingCriterion = z.infer<typeof ratingCriterion>;

/** Stars are whole or half: 0.5, 1, ..., 5. */
export const STAR_MAX = 5;
export const isStarValue = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0.5 && v <= STAR_MAX && Number.isInteger(v * 2);

/** "3.5/5", or "-/5" while unrated (spec 2 §2.1, §9). */
export const starsLabel = (v: number | null | undefined) => `${isStarValue(v) ? v : '-'}/${STAR_MAX}`;

/**
 * A judge's score for a venture (DESIGN.md): the sum over radio criteria of weight x stars/5, as a
 * percentage of the total radio weight; text criteria carry no points and an unrated radio
 * criterion counts 0. The server computes the same in SQL (`judging/scores.ts`); this one serves
 * the rating form's live preview and the tests.
 */
export function individualScore(criteria: readonly RatingCriterion[], responses: Record<string, unknown>): number {
  const radio = criteria.filter((c) => c.type === 'radio');
  const total = radio.reduce((s, c) => s + c.weight, 0);
  if (total === 0) return 0;
  const points = radio.reduce((s, c) => {
    const v = responses[String(c.id)];
    return s + (isStarValue(v) ? (c.weight * v) / STAR_MAX : 0);
  }, 0);
  return (points / total) * 100;
}

export { roundScore } from './constants';

/** A group (spec 2 §3). */
export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  active: flag,
  application_deadline: z.string(),
  start_date: z.string(),
  /** The scoring deadline: ratings are accepted until the end of this day in Nairobi. */
  end_date: z.string(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type Group = z.infer<typeof group>;

/**
 * `GET /api/group?type=mine`: a group the caller judges, with their progress there; the next
 * venture is the caller's next unrated one (null once every one is rated).
 */
export const myGroup = z.object({
  group,
  rated: z.number().int(),
  total: z.number().int(),
  conflicts: z.number().int(),
  progress: z.number(),
  average: z.number(),
  open: z.boolean(),
  next_group_venture_id: z.number().int().nullable(),
});
export type MyGroup = z.infer<typeof myGroup>;
export const myGroups = z.array(myGroup);

/**
 * Group dates (spec 2 §5 leaves date rules open; decided here): all three required, the start not
 * after the end, the application deadline not after the end (the end date is the scoring deadline).
 */
export const groupInput = z
  .object({
    name: requiredText(150, MSG.requiredLower),
    application_deadline: isoDate,
    start_date: isoDate,
    end_date: isoDate,
  })
  .superRefine((v, ctx) => {
    if (v.start_date > v.end_date) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: MSG.groupStartAfterEnd });
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MSG.groupEndBeforeStart });
    }
    if (v.application_deadline > v.end_date) {
      ctx.addIssue({ code: 'custom', path: ['application_deadline'], message: MSG.groupDeadlineAfterEnd });
    }
  });
export type GroupInput = z.infer<typeof groupInput>;

const person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
});
export type Person = z.infer<typeof person>;

/** `GET /api/group?type=formData` and `GET /api/application?type=formData`. */
export const groupFormData = z.object({
  /** Users holding the Judge role (empty for a caller without user_group_view). */
  judges: z.array(person),
  /** The rating criteria, in order. */
  ratings: z.array(ratingCriterion),
});
export type GroupFormData = z.infer<typeof groupFormData>;

export const applicationFormData = z.object({ ratings: z.array(ratingCriterion) });

/** One judge's score of a venture in the spread (staff holding application_view). */
export const judgeScore = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** null: not rated yet. */
  score: z.number().nullable(),
  conflict: z.boolean(),
});
export type JudgeScore = z.infer<typeof judgeScore>;

/** A spread of this many points or more between the lowest and highest judge is highlighted. */
export const WIDE_SPREAD = 25;

export const scoreSpread = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** max - min over the judges who rated; 0 with fewer than two. */
  range: z.number(),
  wide: z.boolean(),
  judges: z.array(judgeScore),
});
export type ScoreSpread = z.infer<typeof scoreSpread>;

/** A venture of a group (spec 2 §3 "Group venture"), as the Ventures tab lists it. */
export const groupVentureRow = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  venture_id: z.number().int(),
  application_id: z.number().int(),
  /** Date added to the group. */
  created_at: isoTimestamp,
  venture: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    image_url: z.string().nullable(),
    thumb_url: z.string().nullable(),
  }),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    prof_pic_thumb_url: z.string().nullable(),
  }),
  /**
   * The rating column: for a judge, their own score (0 = not rated); for staff holding
   * application_view, the mean of the group's judges (0 = Pending); null for anyone else.
   */
  individualScore: z.number().nullable(),
  /**
   * Beside individualScore for staff holding application_view: the normalised score of the group
   * (0 = Pending; `normalised-scores.ts`); null for anyone else.
   */
  normalisedScore: z.number().nullable(),
  /** The venture's rank in the group by raw and by normalised score (staff; null while unrated or for anyone else). */
  ranks: scoreRanks.nullable(),
  /** Whether the caller has rated it (judges). */
  rated: z.boolean(),
  /** Each judge's score, for staff holding application_view; null for anyone else. */
  spread: scoreSpread.nullable(),
});
export type GroupVentureRow = z.infer<typeof groupVentureRow>;

export const groupVentureInput = z.object({
  group_id: id,
  venture_id: idOf(MSG.requiredLower),
});
export type GroupVentureInput = z.infer<typeof groupVentureInput>;

/** `GET /api/group-venture?type=candidates`: a venture that may be added to the group. */
export const ventureCandidate = z.object({
  venture_id: z.number().int(),
  application_id: z.number().int(),
  name: z.string().nullable(),
  founder: z.string(),
  stage,
});
export type VentureCandidate = z.infer<typeof ventureCandidate>;

/** A map from criterion id to stars (0.5-5) or HTML. */
export const ratingMap = z.record(z.string(), z.union([z.number(), z.string()]));
export type RatingMap = z.infer<typeof ratingMap>;

/** `GET /api/group-venture/{id}`: a venture inside a group, as its detail view needs it. */
export const groupVentureDetail = z.object({
  group_venture: groupVentureRow,
  group,
  /** The application the venture was selected from; a judge's copy carries no other judge's ratings. */
  application: applicationDetail,
  /** The caller's own saved rating (empty when none). */
  ratings: ratingMap,
  /** The caller judges this group. */
  is_judge: z.boolean(),
  /** Ratings are accepted today (Nairobi) ... */
  open: z.boolean(),
  /** ... until the end of this day. */
  deadline: z.string(),
  conflict: z.boolean(),
});
export type GroupVentureDetail = z.infer<typeof groupVentureDetail>;

/** `GET /api/group-venture?type=next`: the caller's next unrated venture of the group (null when none is left). */
export const nextVenture = z.object({ group_venture: groupVentureRow.nullable() });

/** A judge of a group (spec 2 §3 "User-group"), as the Judges tab lists it. */
export const userGroupRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  group_id: z.number().int(),
  created_at: isoTimestamp,
  user: person.extend({
    email: z.string(),
    prof_pic_url: z.string().nullable(),
    prof_pic_thumb_url: z.string().nullable(),
  }),
  /** Ventures rated / ventures in the group (less the judge's conflicts), 0-100. */
  progress: z.number(),
  /** Mean of the judge's scores in the group, 0-100 (0 before the first rating). */
  average: z.number(),
  rated: z.number().int(),
  total: z.number().int(),
  conflicts: z.number().int(),
  /** How the judge's scores enter the group's normalised scores (too few ratings: raw; all alike: neutral). */
  normalisation: normalisationBasis,
});
export type UserGroupRow = z.infer<typeof userGroupRow>;

export const userGroupInput = z.object({
  group_id: id,
  user_id: idOf(MSG.requiredLower),
});
export type UserGroupInput = z.infer<typeof userGroupInput>;

/** `POST /api/venture-rating` (spec 2 §3 "Venture rating submission"). */
export const ventureRatingInput = z.object({
  responses: ratingMap,
  group_id: id,
  venture_id: id,
});
export type VentureRatingInput = z.infer<typeof ventureRatingInput>;

/** `POST /api/venture-rating?type=conflict`. */
export const conflictInput = z.object({
  group_id: id,
  venture_id: id,
  reason: z
    .string()
    .trim()
    .max(500, 'Maximum 500 characters')
    .nullish()
    .transform((v) => v || null),
});
export type ConflictInput = z.infer<typeof conflictInput>;

/** `POST /api/venture-rating?type=withdrawConflict`: the judge whose conflict is lifted. */
export const withdrawConflictInput = z.object({ group_id: id, venture_id: id, user_id: id });
export type WithdrawConflictInput = z.infer<typeof withdrawConflictInput>;

export const ratingQuery = z.object({ venture_id: id, group_id: id.optional(), user_id: id.optional() });
