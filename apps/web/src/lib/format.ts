import dayjs from 'dayjs';

/** `2025-06-16` -> `16 June 2025`; empty for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined, format = 'D MMMM YYYY'): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

/** A timestamp with its time: `16 Jun 2025, 14:05`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, 'D MMM YYYY, HH:mm');
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
