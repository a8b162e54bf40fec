import { z } from 'zod';
import {
  flag,
  id,
  imageUrls,
  isoTimestamp,
  optionalUrl,
  requiredRichText,
  requiredText,
  socialLinks,
  socialLinksInput,
} from './common';
import { MSG, resourceMessages } from './messages';

export const PAST_COHORT_TEXT = resourceMessages('Past Cohort', { empty: 'No Past Cohort(s) Found' });
export const COMPETITOR_TEXT = resourceMessages('Competitor');

/** The top contestants page's title before the list is known (spec 3 §9). */
export const DEFAULT_TOP_COUNT = 15;

/** `cohort-8` from "Cohort 8": lower case, dashes, nothing else. */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const pastCohort = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: flag,
  /** 1 for the focus cohort of the top-contestants page. */
  current: flag,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  /** "No. of Venture(s)": its competitors. */
  competitors_count: z.number().int(),
});
export type PastCohort = z.infer<typeof pastCohort>;

/** A name whose link would be empty ("!!!"): the link is made of its letters and digits. */
export const PAST_COHORT_NAME_NEEDS_LETTERS = 'The name needs letters or digits to make its link';

/** The form has one field, Name (spec 3 §2.6); the link (slug) is made from it unless given. */
export const pastCohortInput = z
  .object({
    name: requiredText(150),
    slug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
      .nullish()
      .or(z.literal('').transform(() => null)),
  })
  .refine((v) => Boolean(v.slug) || slugify(v.name) !== '', {
    message: PAST_COHORT_NAME_NEEDS_LETTERS,
    path: ['name'],
  });
export type PastCohortInput = z.input<typeof pastCohortInput>;

export const publicPastCohort = pastCohort.pick({ id: true, name: true, slug: true });

/** `GET /api/past-cohort?type=public`: the active cohorts of the header's menu, oldest first. */
export const publicPastCohorts = z.object({ data: z.array(publicPastCohort) });
/** `GET /api/past-cohort?type=all`: every cohort with its count, oldest first. */
export const allPastCohorts = z.object({ data: z.array(pastCohort) });
/** `GET /api/past-cohort?type=adminFormData`: the cohorts a competitor may belong to. */
export const pastCohortFormData = z.object({
  pastCohorts: z.array(pastCohort.pick({ id: true, name: true })),
});

export const competitor = z
  .object({
    id: z.number().int(),
    past_cohort_id: z.number().int(),
    name: z.string(),
    description: z.string(),
    link: z.string().nullable(),
    image: z.string().nullable(),
    /** Place on the top contestants page (1 first); null sorts after the ranked ones. */
    rank: z.number().int().nullable(),
    active: flag,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .extend(socialLinks.shape)
  .extend(imageUrls.shape);
export type Competitor = z.infer<typeof competitor>;

export const publicCompetitor = competitor.omit({ active: true, updated_at: true, created_at: true });
export type PublicCompetitor = z.infer<typeof publicCompetitor>;

/** `GET /api/competitor?type=all`: every competitor (of one cohort with `pastCohort_id`) in rank order. */
export const allCompetitors = z.object({ data: z.array(competitor) });

export const competitorInput = z
  .object({
    past_cohort_id: id,
    name: requiredText(150),
    link: optionalUrl,
    description: requiredRichText(MSG.descriptionRequired),
    rank: z.coerce
      .number()
      .int('Use a whole number')
      .min(1, 'The rank starts at 1')
      .max(1000)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
  })
  .extend(socialLinksInput.shape);
export type CompetitorInput = z.input<typeof competitorInput>;

/** `GET /api/competitor?type=public&pastCohort={slug}`: a page of competitors and their cohort. */
export const competitorPublicPage = z.object({
  past_cohort: publicPastCohort,
  data: z.array(publicCompetitor),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** `GET /api/competitor?type=current`: the focus cohort and its active competitors in rank order. */
export const currentContestants = z.object({
  past_cohort: publicPastCohort.nullable(),
  data: z.array(publicCompetitor),
});
export type CurrentContestants = z.infer<typeof currentContestants>;
