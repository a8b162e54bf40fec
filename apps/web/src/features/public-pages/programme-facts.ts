import { ELIGIBLE_AGE } from '@portal/contract/eligibility';
import { useTranslation } from 'react-i18next';
/*
 * The programme facts of spec 1 §1, written once for the home, About, Cohort and FAQ pages. Where
 * the spec gives two readings (support after incubation, the size of the grant), the About, home
 * and Cohort pages use these constants; the FAQ page states its own reading and names the other.
 */

export const LEARNING_WEEKS = 12;
export const SUPPORT_MONTHS = 6;
export const TOP_FINALISTS = 7;
export const GRANT_USD = '$10,000';

/* The cohort's timeline is placed on the active programme's dates: programme-dates.ts. */

/** A titled paragraph: a programme component, a benefit. */
export interface Fact {
  title: string;
  text: string;
}

/**
 * The programme's words in the current language (catalogue `facts.*`), with its figures filled in:
 * the partners, the five components, eligibility, terms of participation and 'What You Get'
 * (spec 1 §2.6), for the home, About and Cohort pages.
 */
export function useProgrammeFacts() {
  const { t } = useTranslation();
  const founder = t('facts.founderEligibility', ELIGIBLE_AGE);
  const values = { weeks: LEARNING_WEEKS, months: SUPPORT_MONTHS, top: TOP_FINALISTS, grant: GRANT_USD, founder };
  const list = <T>(key: string) => t(key, { ...values, returnObjects: true }) as unknown as T[];
  return {
    values,
    partners: t('facts.partners'),
    founder,
    components: list<Fact>('facts.components'),
    eligibility: list<string>('facts.eligibility'),
    participationTerms: list<string>('facts.participationTerms'),
    whatYouGet: list<Fact>('facts.whatYouGet'),
  };
}
