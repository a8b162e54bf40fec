import { z } from 'zod';

/**
 * The languages of the public site, the applicant journey and the mails founders get (issue 19):
 * English and Swahili. The staff console stays English.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const locale = z.enum(LOCALES);

/**
 * The cookie that carries the browser's language to the server (the web app writes it with its
 * `localStorage` copy), so that public pages are rendered in it. Not HttpOnly: the browser sets it.
 */
export const LOCALE_COOKIE = 'locale';

/** What a language is called in the switch: each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** `PUT /api/locale`: the signed-in user's language (that of her mails), and its answer. */
export const localeBody = z.object({ locale });
export type LocaleBody = z.infer<typeof localeBody>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A stored language, read safely: anything unknown is the default. */
export const asLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The language a `Cookie` header (or `document.cookie`) names in `LOCALE_COOKIE`, or null when it
 * names none of ours: read alike by the server (the page's language) and the browser.
 */
export function localeOfCookies(cookies: string | undefined): Locale | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}
