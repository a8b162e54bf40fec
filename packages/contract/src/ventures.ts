import { z } from 'zod';
import {
  email,
  id,
  isRecord,
  optionalText,
  optionalUrl,
  requiredRichText,
  requiredText,
  SOCIAL_FIELDS,
} from './common';
import { C_SUITE_MAX, INT4_MAX, TEAM_MAX, YEAR_RANGE } from './constants';
import { dayOf, type Today } from './dates';
import { MSG } from './messages';
import { phone } from './users';

/** c_suite_women: 1 yes, 0 no, 2 do not wish to respond (spec 1 §3). */
export const C_SUITE_WOMEN = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
  { id: 2, name: 'Do not wish to respond' },
] as const;

/** Years offered for "year established": this year back `YEAR_RANGE` years. */
export const establishedYears = (today: string) => {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: YEAR_RANGE + 1 }, (_, i) => year - i);
};

/** Form values arrive as strings or numbers; blank (and null) must stay "missing", not become 0. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberFrom = (message: string) => z.preprocess(blankToUndefined, z.coerce.number({ error: message }));
const oneOf = (values: number[], message: string) => numberFrom(message).refine((v) => values.includes(v), message);

const pickedId = (message: string) =>
  numberFrom(message).pipe(z.number().int(message).positive(message).max(INT4_MAX, message));
const idList = (message: string) => z.array(id, { error: message }).min(1, message).max(300);
const optionalCount = z
  .preprocess(blankToUndefined, z.coerce.number().int('Enter a whole number').min(0).max(1_000_000).optional())
  .transform((v) => v ?? null);

/**
 * Step 2, venture profile (`POST /api/venture`). Keys are declared in the order of the spec's
 * checks (spec 1 §5), so the first error of a failed parse is the first failing rule.
 * The certificates are checked by the service against what was uploaded (cr12Required, ...).
 */
export const ventureInput = (today: Today) => {
  const latestYear = () => Number(dayOf(today).slice(0, 4));
  return z.object({
    name: requiredText(150, MSG.requiredLower),
    slogan: optionalText(200),
    year_established: numberFrom(MSG.requiredLower)
      .pipe(z.number().int(MSG.yearInvalid))
      .refine((y) => {
        const latest = latestYear();
        return y >= latest - YEAR_RANGE && y <= latest;
      }, MSG.yearInvalid),
    email_address: email,
    phone_number: phone(),
    physical_address: requiredText(300, MSG.requiredLower),
    video_pitch_url: optionalUrl,
    ...(Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, optionalUrl])) as {
      [K in (typeof SOCIAL_FIELDS)[number]]: typeof optionalUrl;
    }),
    description: requiredRichText(MSG.ventureOverviewRequired, 20_000),
    sectors: idList(MSG.sectorsRequired),
    stage_id: pickedId(MSG.stageRequired),
    organisation_type_id: pickedId(MSG.organisationTypeRequired),
    countries: idList(MSG.countriesRequired),
    client_locations: idList(MSG.clientLocationsRequired),
    funding: oneOf([0, 1], MSG.fundingRequired),
    // Step 4's venture fields may ride along; the team call is where the wizard sends them.
    c_suite_women: oneOf([0, 1, 2], MSG.requiredLower).nullish(),
    full_time_employee_count: optionalCount,
    part_time_employee_count: optionalCount,
  });
};
export type VentureInput = z.infer<ReturnType<typeof ventureInput>>;

/** The owner's venture as stored (`GET /api/venture?type=owner`); the stage reads back as step_id. */
export const venture = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  thumb_url: z.string().nullable(),
  slogan: z.string().nullable(),
  year_established: z.number().int().nullable(),
  description: z.string().nullable(),
  video_pitch_url: z.string().nullable(),
  physical_address: z.string().nullable(),
  email_address: z.string().nullable(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  x_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  step_id: z.number().int().nullable(),
  organisation_type_id: z.number().int().nullable(),
  funding: z.number().int().nullable(),
  cr12: z.string().nullable(),
  registration_cetificate: z.string().nullable(),
  c_suite_women: z.number().int().nullable(),
  full_time_employee_count: z.number().int().nullable(),
  part_time_employee_count: z.number().int().nullable(),
  venture_sectors: z.array(z.object({ sector_id: z.number().int() })),
  venture_client_locations: z.array(z.object({ client_location_id: z.number().int() })),
  venture_countries: z.array(z.object({ country_id: z.number().int() })),
});
export type Venture = z.infer<typeof venture>;

/** `GET /api/venture?type=owner` (DESIGN.md): code 1 with a venture, 0 without. */
export const ownerVenture = z.object({ code: z.union([z.literal(0), z.literal(1)]), venture: venture.nullable() });
export type OwnerVenture = z.infer<typeof ownerVenture>;

/** The body of a certificate delete (`POST /api/venture?type=cr12Delete|...`): the venture; only its id is read. */
export const certificateDeleteBody = z.object({ id: id.nullish() }).loose();
export type CertificateDeleteBody = z.infer<typeof certificateDeleteBody>;

/** The two private certificates: upload type, delete type, stored column. */
export const CERTIFICATES = {
  cr12: { upload: 'CR12', remove: 'cr12Delete', label: 'CR12 Certificate' },
  registration_cetificate: {
    upload: 'registrationCetificate',
    remove: 'registrationCertificateDelete',
    label: 'Registration Certificate',
  },
} as const;
export type CertificateField = keyof typeof CERTIFICATES;

const requiredNumber = (max: number) =>
  numberFrom(MSG.requiredLower).pipe(z.number().min(0, 'Cannot be negative').max(max, `At most ${max}`));

export const teamMemberInput = z.object({
  id: z.number().int().nullish(),
  first_name: requiredText(100, MSG.requiredLower),
  middle_name: optionalText(100),
  last_name: requiredText(100, MSG.requiredLower),
  role: requiredText(100, MSG.requiredLower),
  shares: requiredNumber(100),
  gender_id: pickedId(MSG.requiredLower),
  years_experience: requiredNumber(80).pipe(z.number().int('Enter a whole number')),
  founder: z.coerce.boolean().default(false),
});
export type TeamMemberInput = z.infer<typeof teamMemberInput>;

export const cSuiteMemberInput = z.object({
  id: z.number().int().nullish(),
  title: requiredText(100, MSG.requiredLower),
  first_name: requiredText(100, MSG.requiredLower),
  middle_name: optionalText(100),
  last_name: requiredText(100, MSG.requiredLower),
  country_id: pickedId(MSG.requiredLower),
  state_id: id.nullish(),
  city: requiredText(100, MSG.requiredLower),
  gender_id: pickedId(MSG.requiredLower),
  linkedin_url: optionalUrl.refine((v) => v !== null, MSG.requiredLower),
});
export type CSuiteMemberInput = z.infer<typeof cSuiteMemberInput>;

/**
 * Step 4 (`POST /api/venture-team-member`): the whole team is replaced. Step 4's own venture
 * fields travel here too, so that the step saves everything it shows in one call.
 * C-suite members are kept only when c_suite_women is 1, and then at least one is needed.
 */
export const teamInput = z
  .object({
    venture_id: id,
    // The form always holds one member at least (the founder): a team of none is not an answer.
    venture_team_members: z.array(teamMemberInput).min(1, MSG.teamMin).max(TEAM_MAX, MSG.teamMax),
    c_suite_members: z.array(cSuiteMemberInput).max(C_SUITE_MAX, MSG.teamMax).default([]),
    c_suite_women: oneOf([0, 1, 2], MSG.requiredLower),
    full_time_employee_count: requiredNumber(1_000_000).pipe(z.number().int('Enter a whole number')),
    part_time_employee_count: requiredNumber(1_000_000).pipe(z.number().int('Enter a whole number')),
  })
  .refine((t) => t.c_suite_women !== 1 || t.c_suite_members.length > 0, {
    message: MSG.cSuiteMin,
    path: ['c_suite_members'],
  });
export type TeamInput = z.infer<typeof teamInput>;

/**
 * The body of `POST /api/venture-team-member`: teamInput, whose C-suite members count only when
 * c_suite_women is 1 (Yes). Otherwise the section is hidden and its members, even incomplete
 * ones, are not the applicant's answer: they are dropped before the check.
 */
export const teamSave = z.preprocess(
  (v) => (isRecord(v) && Number(v.c_suite_women) !== 1 ? { ...v, c_suite_members: [] } : v),
  teamInput,
);

export const teamMember = z.object({
  id: z.number().int(),
  venture_id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  role: z.string(),
  shares: z.number().nullable(),
  gender_id: z.number().int().nullable(),
  years_experience: z.number().int().nullable(),
  founder: z.boolean(),
});
export const cSuiteMember = z.object({
  id: z.number().int(),
  venture_id: z.number().int(),
  title: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  gender_id: z.number().int().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;
export type CSuiteMember = z.infer<typeof cSuiteMember>;

/** `GET /api/venture-team-member?venture_id=` */
export const ventureTeam = z.object({
  ventureTeamMembers: z.array(teamMember),
  ventureCSuiteMembers: z.array(cSuiteMember),
});
export type VentureTeam = z.infer<typeof ventureTeam>;
