import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, localeOfCookies } from '@portal/contract/locale';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** Where the browser keeps the visitor's language (signed in or not). */
export const LOCALE_STORAGE_KEY = 'locale';

/** A year: the cookie lasts as long as a choice is worth remembering. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language this browser last chose, if any (kept in `localStorage`, else in the cookie). */
export function storedLocale(): Locale | null {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(v)) return v;
  } catch {
    // Private mode: the cookie may still say it.
  }
  return cookieLocale();
}

/** The `locale` cookie's language, if it names one. */
const cookieLocale = (): Locale | null => (typeof document === 'undefined' ? null : localeOfCookies(document.cookie));

/**
 * Remembers the choice in `localStorage` and in the `locale` cookie, which the server reads to
 * render public pages in it (apps/api/src/lib/page-locale.ts). Not HttpOnly, since it is set here.
 */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, read by the server; no library needed.
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  }
}

// Each language's catalogue but the bundled English one, as a chunk of its own.
const LOADERS: Partial<Record<Locale, () => Promise<{ default: Record<string, unknown> }>>> = {
  sw: () => import('./sw.json'),
};

/** Loads the language's catalogue into the app's i18n instance if need be. */
async function loadCatalogue(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (load && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', (await load()).default, true, true);
  }
}

/** Loads the language's catalogue if need be, switches to it, and sets `<html lang>`. */
export async function applyLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language on screen now. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/**
 * The language new things should be made in (a registration), outside React: the app's global
 * instance, so never during a render (the server renders each page with an instance of its own;
 * read `useLocale` there).
 */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
