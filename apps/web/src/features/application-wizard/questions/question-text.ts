import type { Locale } from '@portal/contract/locale';
import { useCallback } from 'react';
import { useLocale } from '../../../lib/i18n/locale';

/**
 * A question's (or option's) text in the language on screen: its Swahili text when Swahili is on
 * and the text has one, else the English text. Display only: answers keep the option ids, and the
 * English texts still decide what reveals a child question or asks 'Please specify'.
 */
export function textIn<T extends string | null>(locale: Locale, en: T, sw: string | null | undefined): T | string {
  return locale === 'sw' && sw?.trim() ? sw : en;
}

/** `textIn` for the language on screen. */
export function useQuestionText() {
  const locale = useLocale();
  return useCallback(
    <T extends string | null>(en: T, sw: string | null | undefined) => textIn(locale, en, sw),
    [locale],
  );
}
