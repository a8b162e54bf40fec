import { nairobiClock } from '@portal/contract/dates';

// No dayjs here: these run on every public page, and dayjs belongs with the date pickers of the
// signed-in forms (bench:web checks that public pages never download it).
const MONTHS = [
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

/** `2025-06-16` -> `16 June 2025`; empty for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  const c = value ? shown(value) : null;
  return c ? `${c.day} ${MONTHS[c.month - 1]} ${c.year}` : '';
}

/** A timestamp with its time, in Nairobi: `16 Jun 2025, 14:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const c = value ? shown(value) : null;
  if (!c) return '';
  return `${c.day} ${MONTHS[c.month - 1]?.slice(0, 3)} ${c.year}, ${two(c.hours)}:${two(c.minutes)}`;
}

const numberFormat = new Intl.NumberFormat('en-KE');

/** Totals with thousands separators (spec 1 §9): 12345 -> `12,345`. */
export function formatNumber(n: number | null | undefined): string {
  return numberFormat.format(n ?? 0);
}

/** Visible text of stored HTML, for previews (markup stripped, entities decoded, spaces collapsed). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const withSpaces = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6])[^>]*>/gi, ' ');
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    text = new DOMParser().parseFromString(withSpaces, 'text/html').body.textContent ?? '';
  } else {
    text = withSpaces.replace(/<[^>]*>/g, '');
  }
  return text.replace(/\s+/g, ' ').trim();
}

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
