import { PROGRAM_TIME_ZONE } from './constants';

/**
 * The programme's calendar day (`YYYY-MM-DD` in Africa/Nairobi) at `now`: deadlines and the
 * "not before today" rules are whole days there, for the server and the browser alike.
 */
export function todayInNairobi(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PROGRAM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
