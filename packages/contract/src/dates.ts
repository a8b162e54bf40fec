import { PROGRAM_TIME_ZONE } from './constants';

// Built once: an Intl formatter costs far more to build than to use.
const NAIROBI_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The programme's calendar day (`YYYY-MM-DD` in Africa/Nairobi) at `now`: deadlines and the
 * "not before today" rules are whole days there, for the server and the browser alike.
 */
export function todayInNairobi(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return NAIROBI_DAY.format(now);
}

const DAY_MS = 86_400_000;
// Kenya keeps UTC+3 all year (no daylight saving).
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/**
 * Midnight at the start of a Nairobi calendar day (`YYYY-MM-DD`): the first instant of a whole
 * day there, as date filters and deadlines count them.
 */
export const nairobiMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS);

/** The next midnight in Nairobi after `now`: when the programme's "today" changes. */
export function nextNairobiMidnight(now: Date): Date {
  const local = now.getTime() + NAIROBI_OFFSET_MS;
  return new Date((Math.floor(local / DAY_MS) + 1) * DAY_MS - NAIROBI_OFFSET_MS);
}

/**
 * The wall clock in Nairobi at `instant`: every time the product shows is Nairobi's, whatever the
 * viewer's own zone (the CSV, the PDF and the file names already were; lists now agree).
 */
export function nairobiClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
} {
  const shifted = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/**
 * "Today" as a date rule takes it: a day, or how to read it when the rule runs. A server's route
 * schema is built once and lives for days, so it reads its clock at each request.
 */
export type Today = string | (() => string);
export const dayOf = (today: Today) => (typeof today === 'function' ? today() : today);
