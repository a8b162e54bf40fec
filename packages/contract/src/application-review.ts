import { z } from 'zod';
import { direction, stage, trackLevel } from './application-stages';
import { answers } from './applications';
import { id, isoTimestamp } from './common';
import { scoreRanks } from './normalised-scores';
import { namedItem } from './reference';
import { cSuiteMember, teamMember, venture } from './ventures';

/**
 * What staff read of applications (spec 2 §2.1, §3, §7): the stage lists, the counts, the detail
 * with every section, and the tracking of applicants. Field names are the spec's (snake_case,
 * `applicationScore`, `applicationRatings`, `ventureRatings`).
 */

const named = namedItem.nullable();

/** One judge's rating of the application's venture (filled by the judging issue). */
export const applicationRating = z.object({
  judge: z.object({
    id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
  }),
  /** 0 to 100 (DESIGN.md). */
  individualScore: z.number(),
  /** Criterion id to the value: stars (0.5 to 5) for radio criteria, sanitised HTML for the others. */
  ventureRatings: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type ApplicationRating = z.infer<typeof applicationRating>;

/** A row of a stage list (`GET /api/application?type=<stage>`). */
export const applicationRow = z.object({
  id: z.number().int(),
  stage,
  /** When the application was first submitted ("Date Added"). */
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  /** 0 means Pending (DESIGN.md); the Rating column shows it on every tab but Submitted. */
  applicationScore: z.number(),
  /** The judges' scores normalised per judge and group (`normalised-scores.ts`), 0 = Pending. */
  normalisedScore: z.number(),
  /** The application's rank in this list (its stage and search) by each score; null while unrated. */
  ranks: scoreRanks.nullable(),
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    prof_pic_url: z.string().nullable(),
    /** The small picture for lists. */
    prof_pic_thumb_url: z.string().nullable(),
  }),
  venture: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      image_url: z.string().nullable(),
      thumb_url: z.string().nullable(),
    })
    .nullable(),
  marketing_source: named,
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** `GET /api/application?type=counts`: the number of applications in each stage (the tab counts). */
export const stageCounts = z.object({
  submitted: z.number().int(),
  review: z.number().int(),
  rejected: z.number().int(),
  selected_for_rating: z.number().int(),
  shortlisted: z.number().int(),
});
export type StageCounts = z.infer<typeof stageCounts>;

/** The founder as the detail shows them (Principal Founder sub-tab). */
export const applicationFounder = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  dob: z.string().nullable(),
  bio: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  prof_pic_url: z.string().nullable(),
  gender: named,
  country: named,
});
export type ApplicationFounder = z.infer<typeof applicationFounder>;

/** The venture as the detail shows it: the stored venture with the names of what it refers to. */
export const applicationVenture = venture.extend({
  created_at: isoTimestamp,
  organisation_type: named,
  step: named,
  venture_sectors: z.array(z.object({ sector_id: z.number().int(), sector: namedItem })),
  venture_client_locations: z.array(z.object({ client_location_id: z.number().int(), client_location: namedItem })),
  venture_countries: z.array(z.object({ country_id: z.number().int(), country: namedItem })),
  venture_c_suite_members: z.array(cSuiteMember.extend({ country: named, gender: named })),
  venture_team_members: z.array(teamMember.extend({ gender: named })),
});
export type ApplicationVenture = z.infer<typeof applicationVenture>;

/** `GET /api/application/{id}`: everything the detail's sub-tabs and the PDF show. */
export const applicationDetail = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  stage,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  marketing_source: named,
  user: applicationFounder,
  venture: applicationVenture.nullable(),
  /** The five answer groups and `other`, as the applicant saved them. */
  answers,
  applicationScore: z.number(),
  /** The normalised score (`normalised-scores.ts`), 0 = Pending. */
  normalisedScore: z.number(),
  applicationRatings: z.array(applicationRating),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/**
 * The body of a stage move (`POST /api/application?type=review&level=`). `direction`, when sent,
 * must be the move's own (STAGE_MOVES); `from`, when sent, must be the stage the application is in
 * now: the list the reviewer clicked in. Send it: without it, two reviewers who both saw an
 * application in Review could both succeed (one rejects it, the other then advances it from
 * Rejected, which the table allows); with it the second is refused with 409.
 */
export const stageMoveBody = z.object({
  id,
  direction: direction.optional(),
  from: stage.optional(),
});
export type StageMoveBody = z.infer<typeof stageMoveBody>;

/** `POST /api/application?type=review&level=` answers the move's message and the moved row. */
export const stageMoveAnswer = z.object({
  message: z.string(),
  application: applicationRow,
  /** Whether the move mailed the founder (issue 19: staff choose which stages are announced). */
  mailed: z.boolean().optional(),
});

/** A row of `/track-applications` (`GET /api/application?type=track&level=`). */
export const trackRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  prof_pic_thumb_url: z.string().nullable(),
  /** When the account was registered. */
  created_at: isoTimestamp,
  venture: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  level: trackLevel,
});
export type TrackRow = z.infer<typeof trackRow>;

/** `GET /api/application?type=trackCounts`: applicants at each level. */
export const trackCounts = z.object(
  Object.fromEntries(trackLevel.options.map((l) => [l, z.number().int()])) as Record<
    z.infer<typeof trackLevel>,
    z.ZodNumber
  >,
);
export type TrackCounts = z.infer<typeof trackCounts>;
