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

/** A stored language, read safely: anything unknown is the default. */
export const asLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
