// The name and strap line live in the contract: the server signs its mails with them too.
export { APP_NAME, APP_TAGLINE } from '@portal/contract/brand';

/** The programme's public mailbox (FAQs and terms). Operators set the real address before going live. */
export const CONTACT_EMAIL = 'info@womenintech.example';

/**
 * The programme's social accounts, linked from the footer. Operators set the real handles here
 * before going live; these follow the programme's naming.
 */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/WomenInTechKE',
  x: 'https://x.com/WomenInTechKE',
  instagram: 'https://www.instagram.com/womenintechke',
  linkedin: 'https://www.linkedin.com/company/womenintechke',
  youtube: 'https://www.youtube.com/@WomenInTechKE',
} as const;

/** Past cohorts linked from the footer (spec 1 §2.2: cohorts 1 to 7). */
export const FOOTER_PAST_COHORTS = Array.from({ length: 7 }, (_, i) => ({
  label: `Cohort ${i + 1}`,
  to: `/past-cohorts/cohort-${i + 1}`,
}));

/** The application wizard's route (Apply Now, sign-in return, mails). */
export const APPLY_PATH = '/cohort-8/apply-now';
