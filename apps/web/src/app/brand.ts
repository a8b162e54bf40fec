/** The programme's name and strap line, as shown in the header, the footer and the home page. */
export const APP_NAME = 'Women in Tech Accelerator';
export const APP_TAGLINE = 'Accelerating Women-led Startups';

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
