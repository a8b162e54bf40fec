import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/contract/locale';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** Where the browser keeps the visitor's language (signed in or not). */
export const LOCALE_STORAGE_KEY = 'locale';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The language this browser last chose, if any. */
export function storedLocale(): Locale | null {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

// Each language's catalogue but the bundled English one, as a chunk of its own.
const LOADERS: Partial<Record<Locale, () => Promise<{ default: Record<string, unknown> }>>> = {
  sw: () => import('./sw.json'),
};

/** Loads the language's catalogue if need be, switches to it, and sets `<html lang>`. */
export async function applyLocale(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (load && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', (await load()).default, true, true);
  }
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language on screen now. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** The language new things should be made in (a registration), outside React. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
