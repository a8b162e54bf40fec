/** Limits and bands shared by client and server (spec §9 of each document, DESIGN.md). */
export const SNACKBAR_MS = 4000;
export const HEADER_SCROLL_PX = 100;
export const PAGE_BUTTONS = 10;
export const FINDER_PAGE_BUTTONS = 5;
export const DEFAULT_PER_PAGE = 10;
/** The largest value of a PostgreSQL `integer` column: ids and counts never go past it. */
export const INT4_MAX = 2_147_483_647;
export const MAX_PER_PAGE = 100;

export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 8;
export const GENERATED_PASSWORD_LENGTH = 10;
export const PASSWORD_SPECIALS = '!@#$%.';

export const TEAM_MAX = 5;
export const C_SUITE_MAX = 5;
export const SHORT_ANSWER_MAX = 25;
export const DEFAULT_COUNTRY_ID = 114;
export const YEAR_RANGE = 100;

export const DIALOG_WIDTH = 600;
export const SIGN_IN_DIALOG_WIDTH = 700;
export const CONTACT_DIALOG_WIDTH = 1150;
export const LOG_DIALOG_WIDTH = 1000;

/** Uploads (DESIGN.md security baseline). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;

/** The programme's time zone: deadlines are whole days in Nairobi. */
export const PROGRAM_TIME_ZONE = 'Africa/Nairobi';

/** Browser storage key of the bearer token (spec 1 §9). */
export const TOKEN_STORAGE_KEY = 'user-token';

/** Score bands (spec 2 §9). */
/** Scores travel rounded to two decimals. */
export const roundScore = (n: number) => Math.round(n * 100) / 100;

export const SCORE_BANDS = { red: 33.33, orange: 66.66 } as const;
export type ScoreBand = 'pending' | 'red' | 'orange' | 'green';
export const scoreBand = (score: number): ScoreBand =>
  score <= 0 ? 'pending' : score <= SCORE_BANDS.red ? 'red' : score <= SCORE_BANDS.orange ? 'orange' : 'green';
