/**
 * Who may apply, in one place: the public pages (About, Cohort, FAQs, Terms), the wizard's
 * notice and the date-of-birth rule all read it, so that they cannot disagree (issue 18). The
 * Terms' reading is the one kept (spec 1 §1 and §2.8): a woman aged 18 to 35, a Kenyan citizen or
 * permanent resident. The spec's picker cap of 17 years is not kept: it admitted 17-year-olds.
 */
export const ELIGIBLE_AGE = { min: 18, max: 35 } as const;

/** Who the principal founder is, as a phrase that fits after "must be" or "is". */
export const FOUNDER_ELIGIBILITY = `a woman aged ${ELIGIBLE_AGE.min} to ${ELIGIBLE_AGE.max}, a Kenyan citizen or permanent resident`;

/** The wizard's notice under the nationality field (the spec's "only Kenyan nationals" notice). */
export const NATIONALITY_NOTICE = 'Only Kenyan citizens and permanent residents may apply.';

/** `today` moved back `years` whole years (YYYY-MM-DD); 29 February falls back to 28 February. */
function yearsBefore(today: string, years: number): Date {
  const [y = 2000, m = 1, d = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date;
}

/** The latest date of birth of an eligible founder: she turned `ELIGIBLE_AGE.min` today or before. */
export function latestDateOfBirth(today: string): string {
  return yearsBefore(today, ELIGIBLE_AGE.min).toISOString().slice(0, 10);
}

/** The earliest date of birth of an eligible founder: she is still `ELIGIBLE_AGE.max`, not a day older. */
export function earliestDateOfBirth(today: string): string {
  const date = yearsBefore(today, ELIGIBLE_AGE.max + 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
