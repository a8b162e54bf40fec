import { z } from 'zod';

/**
 * The review pipeline (spec 2 §4). An application enters at `submitted`; staff move it only along
 * the moves of STAGE_MOVES (the server refuses every other move with 409).
 */
export const STAGES = ['submitted', 'review', 'rejected', 'selected_for_rating', 'shortlisted'] as const;
export type Stage = (typeof STAGES)[number];
export const stage = z.enum(STAGES);

/** Tab titles and CSV file names ("Selected for Rating Applications - 2026-06-01.csv"). */
export const STAGE_LABELS: Record<Stage, string> = {
  submitted: 'Submitted',
  review: 'Review',
  rejected: 'Rejected',
  selected_for_rating: 'Selected for Rating',
  shortlisted: 'Shortlisted',
};

/** `GET /api/application?type=<list type>&page=` (spec 2 §7). */
export const STAGE_LIST_TYPES = {
  submitted: 'submitted',
  review: 'review',
  rejected: 'rejected',
  selected_for_rating: 'selected-for-rating',
  shortlisted: 'shortlisted',
} as const satisfies Record<Stage, string>;

/** `GET /api/application?type=<search type>&search=&page=` (spec 2 §7). */
export const STAGE_SEARCH_TYPES = {
  submitted: 'submittedSearch',
  review: 'reviewSearch',
  rejected: 'rejectedSearch',
  selected_for_rating: 'selectedForRatingSearch',
  shortlisted: 'shortlistedSearch',
} as const satisfies Record<Stage, string>;

/** `GET /api/report?type=<report type>`: the stage's CSV (spec 2 §7). */
export const STAGE_REPORT_TYPES = {
  submitted: 'submittedApplications',
  review: 'reviewApplications',
  rejected: 'rejectedApplications',
  selected_for_rating: 'selectedForRatingApplications',
  shortlisted: 'shortlistedApplications',
} as const satisfies Record<Stage, string>;

/** The `level=` of a stage move (`POST /api/application?type=review&level=`) and the stage it names. */
export const LEVELS = {
  reviewStage: 'review',
  rejectedStage: 'rejected',
  selectedForRating: 'selected_for_rating',
  shortlisted: 'shortlisted',
} as const satisfies Record<string, Stage>;
export type Level = keyof typeof LEVELS;
export const level = z.enum(Object.keys(LEVELS) as [Level, ...Level[]]);

export type Direction = 'up' | 'down' | 'downSpec';
export const direction = z.enum(['up', 'down', 'downSpec']);

export type StageMove = {
  from: Stage;
  level: Level;
  to: Stage;
  direction: Direction;
  /** The row action's label (spec 2 §4; the two unlabelled advances named here). */
  label: string;
  /** The snackbar after the move: green for up, orange otherwise (spec 2 §4, §8). */
  message: string;
};

/** Every move the pipeline allows (spec 2 §4), and no other. */
export const STAGE_MOVES: readonly StageMove[] = [
  {
    from: 'submitted',
    level: 'reviewStage',
    to: 'review',
    direction: 'up',
    label: 'Send For Review',
    message: 'Application Sent to Review Stage',
  },
  {
    from: 'review',
    level: 'rejectedStage',
    to: 'rejected',
    direction: 'down',
    label: 'Reject Application',
    message: 'Application Rejected',
  },
  {
    from: 'review',
    level: 'selectedForRating',
    to: 'selected_for_rating',
    direction: 'up',
    label: 'Select For Rating',
    message: 'Application Selected for Rating',
  },
  {
    from: 'rejected',
    level: 'reviewStage',
    to: 'review',
    direction: 'down',
    label: 'Send Back to Review',
    message: 'Application Sent to Review Stage',
  },
  {
    from: 'rejected',
    level: 'selectedForRating',
    to: 'selected_for_rating',
    direction: 'up',
    label: 'Select For Rating',
    message: 'Application Selected for Rating',
  },
  {
    from: 'selected_for_rating',
    level: 'reviewStage',
    to: 'review',
    direction: 'down',
    label: 'Send Back to Review',
    message: 'Application Sent to Review Stage',
  },
  {
    from: 'selected_for_rating',
    level: 'rejectedStage',
    to: 'rejected',
    direction: 'downSpec',
    label: 'Reject Application',
    message: 'Application Rejected',
  },
  {
    from: 'selected_for_rating',
    level: 'shortlisted',
    to: 'shortlisted',
    direction: 'up',
    label: 'Shortlist Application',
    message: 'Application Shortlisted',
  },
  {
    from: 'shortlisted',
    level: 'selectedForRating',
    to: 'selected_for_rating',
    direction: 'down',
    label: 'Send Back to Rating',
    message: 'Application Selected for Rating',
  },
];

/** The moves offered from a stage, in the table's order. */
export const movesFrom = (from: Stage) => STAGE_MOVES.filter((m) => m.from === from);

/** The move from `from` to the stage `level` names, or undefined when the pipeline has none. */
export const findMove = (from: Stage, to: Level) => STAGE_MOVES.find((m) => m.from === from && m.level === to);

/** The confirmation of every stage move (spec 2 §4). */
export const STAGE_MOVE_CONFIRM =
  'Please confirm if you would like to advance the application to the subsequent stage.';

/**
 * How far an applicant got (DESIGN.md, `/track-applications`): each applicant is counted once, at
 * the furthest level their saved records reach for the active programme.
 */
export const TRACK_LEVELS = [
  'registered',
  'personal_details',
  'venture_profile',
  'questions',
  'team',
  'submitted',
] as const;
export type TrackLevel = (typeof TRACK_LEVELS)[number];
export const trackLevel = z.enum(TRACK_LEVELS);

export const TRACK_LEVEL_LABELS: Record<TrackLevel, string> = {
  registered: 'Registered',
  personal_details: 'Personal Details',
  venture_profile: 'Venture Profile',
  questions: 'Questions Answered',
  team: 'Team',
  submitted: 'Submitted',
};
