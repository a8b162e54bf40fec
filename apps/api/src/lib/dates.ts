import { PROGRAM_TIME_ZONE } from '@portal/contract/constants';

/** The programme's calendar day (YYYY-MM-DD in Africa/Nairobi) at `now`. */
export function nairobiDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PROGRAM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
