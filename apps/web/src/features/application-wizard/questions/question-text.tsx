import type { Locale } from '@portal/contract/locale';
import { type ReactNode, useCallback } from 'react';
import { useLocale } from '../../../lib/i18n/locale';

/**
 * A question's (or option's) text in the language on screen: its Swahili text when Swahili is on
 * and the text has one, else the English text. Display only: answers keep the option ids, and the
 * English texts still decide what reveals a child question or asks 'Please specify'.
 */
export function textIn<T extends string | null>(locale: Locale, en: T, sw: string | null | undefined): T | string {
  return locale === 'sw' && sw?.trim() ? sw : en;
}

/**
 * `textIn` for the language on screen, as something to show: an English text shown on a Swahili
 * page for want of a translation says so (`lang="en"`), so that a screen reader reads it in
 * English rather than with Swahili sounds.
 */
export function useQuestionText() {
  const locale = useLocale();
  return useCallback(
    <T extends string | null>(en: T, sw: string | null | undefined): T | ReactNode => {
      const shown = textIn(locale, en, sw);
      return locale !== 'en' && shown === en && en !== null ? <span lang="en">{en}</span> : shown;
    },
    [locale],
  );
}
