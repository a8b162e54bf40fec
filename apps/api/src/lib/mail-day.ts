import type { Locale } from '@portal/contract/locale';

// Built once each: an Intl formatter costs far more to build than to use.
const DAY_NAMES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  sw: new Intl.DateTimeFormat('sw', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A day (`YYYY-MM-DD`) as a mail in that language says it: "16 June 2026", "16 Juni 2026". */
export const mailDay = (isoDate: string, locale: Locale) => DAY_NAMES[locale].format(new Date(`${isoDate}T00:00:00Z`));
