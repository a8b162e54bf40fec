import { z } from 'zod';
import { isoTimestamp } from './common';

export const LOG_MODELS = [
  'User',
  'Role',
  'Program',
  'Question',
  'Application',
  'Venture',
  'Group',
  'GroupVenture',
  'UserGroup',
  'VentureRating',
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
