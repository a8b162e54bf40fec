import { z } from 'zod';
import { id, isoDate, isoTimestamp } from './common';
import { dayOf, type Today } from './dates';
import { MSG } from './messages';

export const LOG_MODELS = [
  'User',
  'Role',
  'Program',
  'Question',
  'Application',
  'Answer',
  'Venture',
  'Group',
  'GroupVenture',
  'UserGroup',
  'VentureRating',
  'RatingConflict',
  'TeamMember',
  'Gallery',
  'Album',
  'Image',
  'Story',
  'Video',
  'VideoImage',
  'NewsFeed',
  'PastCohort',
  'Competitor',
  'ContactUs',
  // A mail the outbox gave up on (action `failed`, by System): SMTP refused it at every retry.
  'Mail',
  // A stage-move mail's template changed (issue 19), keyed by the stage it announces.
  'Announcement',
  // A System Admin's setting (two-step sign-in required for staff).
  'Setting',
] as const;
export type LogModel = (typeof LOG_MODELS)[number];

/** `POST /api/log?type=record`: `message` is the record id, as the spec names it. */
export const recordLogBody = z.object({
  model: z.enum(LOG_MODELS),
  message: z.coerce.string().min(1).max(50),
});

export const logEntry = z.object({
  id: z.number().int(),
  model: z.string(),
  model_id: z.string().nullable(),
  action: z.string(),
  created_at: isoTimestamp,
  modder: z
    .object({ id: z.number().int(), first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() })
    .nullable(),
  old: z.record(z.string(), z.unknown()).nullable(),
  new: z.record(z.string(), z.unknown()).nullable(),
  changed: z.record(z.string(), z.unknown()).nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The filters of the logs screen (`POST /api/log` body `{ searchData }`, spec 3 §3): they combine
 * (user AND model AND action AND the date range). Dates are calendar days in Nairobi, both capped
 * at `today`, Date To not before Date From, and at least one filter is needed. `userName` is only
 * what the screen shows for the picked user; the server filters on `userId`.
 */
export const logSearchData = (today: Today) =>
  z
    .object({
      userId: z.preprocess(blankToNull, id.nullish()),
      userName: z.preprocess(blankToNull, z.string().max(200).nullish()),
      model: z.preprocess(blankToNull, z.enum(LOG_MODELS, { error: 'Pick a model from the list' }).nullish()),
      action: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(50, 'Maximum 50 characters')
          .regex(/^[A-Za-z_]+$/, 'Pick an action from the list')
          .nullish(),
      ),
      date_from: z.preprocess(blankToNull, isoDate.refine((d) => d <= dayOf(today), MSG.logDateFuture).nullish()),
      date_to: z.preprocess(blankToNull, isoDate.refine((d) => d <= dayOf(today), MSG.logDateFuture).nullish()),
    })
    .superRefine((v, ctx) => {
      if (!v.userId && !v.model && !v.action && !v.date_from && !v.date_to) {
        ctx.addIssue({ code: 'custom', path: ['_'], message: MSG.logFilterRequired });
      }
      if (v.date_from && v.date_to && v.date_to < v.date_from) {
        ctx.addIssue({ code: 'custom', path: ['date_to'], message: MSG.logDateToBeforeFrom });
      }
    });
export type LogSearchData = z.infer<ReturnType<typeof logSearchData>>;
export type LogSearchInput = z.input<ReturnType<typeof logSearchData>>;

/** `POST /api/log?page=`: the spec's body `{ searchData }`. */
export const logSearchBody = (today: Today) => z.object({ searchData: logSearchData(today) });

/** `GET /api/log?type=formData`: the models and actions of the filter's dropdowns. */
export const logFormData = z.object({ models: z.array(z.string()), actions: z.array(z.string()) });
export type LogFormData = z.infer<typeof logFormData>;

/** A row of the Find User dialog (`GET /api/log?type=users&search=&page=`). */
export const logUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
});
export type LogUser = z.infer<typeof logUser>;
