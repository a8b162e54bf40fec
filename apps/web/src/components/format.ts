import { nairobiClock } from '@portal/contract/dates';
import { toDate } from '../lib/format';

/*
 * Display formatters used by the shared blocks. Spec 3 §1: dates read DD/MM/YYYY - hh:mm a, and
 * calendar dates (deadlines, dates of birth) DD/MM/YYYY. They live here until `lib/` offers the
 * same; move callers over then.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');
const dmyOf = (c: { day: number; month: number; year: number }) => `${two(c.day)}/${two(c.month)}/${c.year}`;

/** `2025-06-16` (or an ISO timestamp) -> `16/06/2025`. Calendar dates are not shifted by time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = CALENDAR_DATE.exec(value);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = toDate(toIsoTimestamp(value));
  return Number.isNaN(d.getTime()) ? value : dmyOf(nairobiClock(d));
}

// PostgreSQL's text form `2026-11-22 02:19:25.968+00` -> ISO `2026-11-22T02:19:25.968+00:00`
// (some browsers' Date parsers refuse the former).
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2})(?::?(\d{2}))?$/;
export function toIsoTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : value;
}

/** An ISO timestamp -> `16/06/2025 - 02:30 pm`, Nairobi's time wherever the viewer is. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = toDate(toIsoTimestamp(value));
  if (Number.isNaN(d.getTime())) return value;
  const c = nairobiClock(d);
  return `${dmyOf(c)} - ${two(c.hours % 12 || 12)}:${two(c.minutes)} ${c.hours < 12 ? 'am' : 'pm'}`;
}

/** Totals with thousands separators: 12345 -> `12,345`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1` -> 'Yes', `0` -> 'No'. */
export const yesNo = (flag: number | boolean | null | undefined) => (flag ? 'Yes' : 'No');
