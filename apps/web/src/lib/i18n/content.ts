import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { useLocale } from './locale';

/**
 * What staff wrote (a news item's title and body, a story's name, a bio, an album's title) stays
 * in English whatever the visitor's language: spread `{...useContentLang()}` on its container. In
 * Swahili it says `lang="en"` (screen readers pronounce it as English, and tests tell content from
 * interface); in English it adds nothing. It reads the render's language (the server renders each
 * page with an i18n instance of its own), so the server's HTML and hydration agree.
 */
export function useContentLang(): { lang?: 'en' } {
  return useLocale() === 'en' ? {} : { lang: 'en' };
}

/** `formatDate` in the current language: `16 June 2025`, `16 Juni 2025`. */
export function useFormatDate(): (value: string | Date | null | undefined) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the months change with the locale.
  return useCallback(
    (value: string | Date | null | undefined) =>
      formatDate(value, t('months', { returnObjects: true }) as unknown as string[]),
    [t, locale],
  );
}
