import { visibleText } from '@portal/contract/answer-rules';
import { nairobiClock } from '@portal/contract/dates';

// No dayjs here: these run on every public page, and dayjs belongs with the date pickers of the
// signed-in forms (bench:web checks that public pages never download it).
/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** A calendar date (`YYYY-MM-DD`, local midnight, as dayjs read it), a timestamp or a Date. */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = CALENDAR_DATE.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
}

/** The day, month and time to show: a calendar date as written, a timestamp in Nairobi's time. */
function shown(value: string | Date) {
  const m = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hours: 0, minutes: 0 };
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? null : nairobiClock(d);
}

/**
 * `2025-06-16` -> `16 June 2025`; empty for a missing or unreadable date. `months` names them in
 * another language (`useFormatDate` in lib/i18n reads the catalogue's).
 */
export function formatDate(value: string | Date | null | undefined, months: readonly string[] = MONTHS): string {
  const c = value ? shown(value) : null;
  return c ? `${c.day} ${months[c.month - 1] ?? MONTHS[c.month - 1]} ${c.year}` : '';
}

/** A timestamp with its time, in Nairobi: `16 Jun 2025, 14:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const c = value ? shown(value) : null;
  if (!c) return '';
  return `${c.day} ${MONTHS[c.month - 1]?.slice(0, 3)} ${c.year}, ${two(c.hours)}:${two(c.minutes)}`;
}

/*
 * The numeric forms of the staff screens (spec 3 §1): dates read DD/MM/YYYY - hh:mm a, calendar
 * dates (deadlines, dates of birth) DD/MM/YYYY. An unreadable value is shown as it came.
 */
const dmyOf = (c: { day: number; month: number; year: number }) => `${two(c.day)}/${two(c.month)}/${c.year}`;

// PostgreSQL's text form `2026-11-22 02:19:25.968+00` -> ISO `2026-11-22T02:19:25.968+00:00`
// (some browsers' Date parsers refuse the former).
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2})(?::?(\d{2}))?$/;
export function toIsoTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : value;
}

/** `2025-06-16` (or an ISO timestamp) -> `16/06/2025`. Calendar dates are not shifted by time zone. */
export function formatNumericDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = CALENDAR_DATE.exec(value);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  const d = toDate(toIsoTimestamp(value));
  return Number.isNaN(d.getTime()) ? value : dmyOf(nairobiClock(d));
}

/** An ISO timestamp -> `16/06/2025 - 02:30 pm`, Nairobi's time wherever the viewer is. */
export function formatNumericDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = toDate(toIsoTimestamp(value));
  if (Number.isNaN(d.getTime())) return value;
  const c = nairobiClock(d);
  return `${dmyOf(c)} - ${two(c.hours % 12 || 12)}:${two(c.minutes)} ${c.hours < 12 ? 'am' : 'pm'}`;
}

const numberFormat = new Intl.NumberFormat('en-KE');

/** Totals with thousands separators (spec 1 §9): 12345 -> `12,345`; a missing total reads 0. */
export function formatNumber(n: number | null | undefined): string {
  return numberFormat.format(n ?? 0);
}

// The end of a block or a line break: where a reader sees a new line (or, in a preview, a space).
const BLOCK_END = /<br\b[^>]*>|<\/(p|li|h[1-6]|blockquote|div)\s*>/gi;

/**
 * The text a reader sees in stored HTML: the contract's `visibleText` (tags dropped, entities
 * decoded: the same on the server-rendered page and in the browser), with each block ending in a
 * new line (`lines`, the Logs detail) or a space (previews, spaces collapsed).
 */
export function htmlToText(html: string | null | undefined, lines = false): string {
  if (!html) return '';
  const text = visibleText(html.replace(BLOCK_END, lines ? '\n' : ' '));
  return lines ? text.replace(/\n{3,}/g, '\n\n') : text.replace(/\s+/g, ' ').trim();
}

/** Visible text of stored HTML on one line, for previews. */
export const stripHtml = (html: string | null | undefined) => htmlToText(html);

/** `1` -> 'Yes', `0` -> 'No'. */
export const yesNo = (flag: number | boolean | null | undefined) => (flag ? 'Yes' : 'No');

/** First, middle and last name joined, skipping the blanks. */
export function fullName(p: { first_name?: string | null; middle_name?: string | null; last_name?: string | null }) {
  return [p.first_name, p.middle_name, p.last_name].filter((x) => x?.trim()).join(' ');
}

/** 'Njeri Wambui' -> 'NW': the fallback of an avatar without a picture. */
export const initialsOf = (name: string | null | undefined) =>
  (name ?? '')
    .trim()
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
