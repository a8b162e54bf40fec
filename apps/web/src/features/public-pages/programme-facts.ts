import { FOUNDER_ELIGIBILITY } from '@portal/contract/eligibility';
/*
 * The programme facts of spec 1 §1, written once for the home, About, Cohort and FAQ pages. Where
 * the spec gives two readings (support after incubation, the size of the grant), the About, home
 * and Cohort pages use these constants; the FAQ page states its own reading and names the other.
 */

export const PROGRAMME_PARTNERS = 'a bank, a venture-capital partner and a university innovation hub';
export const LEARNING_WEEKS = 12;
export const SUPPORT_MONTHS = 6;
export const TOP_FINALISTS = 7;
export const GRANT_USD = '$10,000';

/** The five components of the programme. */
export const COMPONENTS = [
  { title: 'Acceleration', text: 'Hands-on support to grow your venture during the programme.' },
  {
    title: 'Immersive learning',
    text: `${LEARNING_WEEKS} weeks of learning, with masterclasses and bootcamp sessions.`,
  },
  {
    title: 'Mentorship and coaching',
    text: 'Mentoring and coaching sessions with the programme’s mentors and coaches.',
  },
  {
    title: 'Seed financing',
    text: `The top ${TOP_FINALISTS} startups can secure an equity-free seed grant of ${GRANT_USD}.`,
  },
  { title: 'Networking', text: 'Meet fellow founders, investors and the programme’s partners.' },
] as const;

/** Eligibility, as displayed to visitors. */
export const ELIGIBILITY = [
  `The principal founder is ${FOUNDER_ELIGIBILITY}.`,
  'The venture is headquartered in Kenya.',
  'It is legally registered, for profit, with 1 to 10 employees.',
  'It holds a tax compliance certificate.',
  'Its annual revenue is between KES 500,000 and KES 1,000,000.',
  'At least one founder is a woman and at least one founder works full time from Nairobi.',
  'It is tech-based or tech-enabled.',
  'Its business model is inclusive and aligned with the Sustainable Development Goals (SDGs).',
  'Founders with disabilities are encouraged to apply.',
] as const;

/** Terms of participation. */
export const PARTICIPATION_TERMS = [
  'Completing the programme is compulsory.',
  'Attendance at all masterclasses and mentoring sessions is required.',
  'Participants commit to the programme’s meetings.',
  'Participants comply with the programme’s rules and with the law.',
] as const;

/* The cohort's timeline is placed on the active programme's dates: programme-dates.ts. */

/** 'What You Get' (spec 1 §2.6), on the home page and the Cohort page. */
export const WHAT_YOU_GET = [
  {
    title: 'Immersive learning',
    text: `${LEARNING_WEEKS} weeks of masterclasses, a bootcamp and hands-on sessions on building a venture that lasts.`,
  },
  {
    title: 'Mentorship and coaching',
    text: 'One-to-one mentoring and coaching from founders, investors and industry experts.',
  },
  {
    title: 'Access to seed funding',
    text: `The top ${TOP_FINALISTS} startups can secure ${GRANT_USD} in equity-free seed funding.`,
  },
] as const;
