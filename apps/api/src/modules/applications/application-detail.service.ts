import { type ApplicationDetail, applicationDetail } from '@portal/contract/application-review';
import { MSG } from '@portal/contract/messages';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  clientLocations,
  countries,
  genders,
  marketingSources,
  organisationTypes,
  sectors,
  steps,
  users,
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../../db/schema';
import { PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { notFound } from '../../lib/http-error';
import { imageUrlsOf } from '../../lib/uploads';
import { storedAnswers } from './answers.service';
import { ratingsFor, scoresFor } from './scores';

/** Named references come back from a left join as { id: null, name: null } when missing. */
const named = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/**
 * `GET /api/application/{id}`: everything the detail's sub-tabs and the PDF show, in a fixed
 * number of queries whatever the size of the team: the application with its founder, venture and
 * their names (one join), the venture's sectors, client locations, countries, C-suite and team
 * (one query each, names joined), the stored answers, the score and the ratings.
 * The answers are those the applicant saved, unfiltered: a question deactivated since still shows.
 */
export async function applicationDetailOf(db: Executor, id: number): Promise<ApplicationDetail> {
  const [head] = await db
    .select({
      application: applications,
      user: {
        id: users.id,
        first_name: users.first_name,
        middle_name: users.middle_name,
        last_name: users.last_name,
        email: users.email,
        phone_number: users.phone_number,
        dob: users.dob,
        bio: users.bio,
        linkedin_url: users.linkedin_url,
        twitter_url: users.twitter_url,
        prof_pic: users.prof_pic,
      },
      gender: { id: genders.id, name: genders.name },
      country: { id: countries.id, name: countries.name },
      source: { id: marketingSources.id, name: marketingSources.name },
      venture: ventures,
      organisation_type: { id: organisationTypes.id, name: organisationTypes.name },
      step: { id: steps.id, name: steps.name },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(genders, eq(genders.id, users.gender_id))
    .leftJoin(countries, eq(countries.id, users.country_id))
    .leftJoin(marketingSources, eq(marketingSources.id, applications.marketing_source_id))
    .leftJoin(ventures, eq(ventures.id, applications.venture_id))
    .leftJoin(organisationTypes, eq(organisationTypes.id, ventures.organisation_type_id))
    .leftJoin(steps, eq(steps.id, ventures.stage_id))
    .where(eq(applications.id, id));
  if (!head) throw notFound(MSG.applicationNotFound);
  const { application: app, user, venture: v } = head;

  let venture: ApplicationDetail['venture'] = null;
  if (v) {
    // One after the other: `db` may be a transaction (one connection).
    const sectorRows = await db
      .select({ sector_id: sectors.id, name: sectors.name })
      .from(ventureSectors)
      .innerJoin(sectors, eq(sectors.id, ventureSectors.sector_id))
      .where(eq(ventureSectors.venture_id, v.id))
      .orderBy(asc(sectors.name));
    const locationRows = await db
      .select({ client_location_id: clientLocations.id, name: clientLocations.name })
      .from(ventureClientLocations)
      .innerJoin(clientLocations, eq(clientLocations.id, ventureClientLocations.client_location_id))
      .where(eq(ventureClientLocations.venture_id, v.id))
      .orderBy(asc(clientLocations.id));
    const countryRows = await db
      .select({ country_id: countries.id, name: countries.name })
      .from(ventureCountries)
      .innerJoin(countries, eq(countries.id, ventureCountries.country_id))
      .where(eq(ventureCountries.venture_id, v.id))
      .orderBy(asc(countries.name));
    const cSuite = await db
      .select({
        member: ventureCSuiteMembers,
        country: { id: countries.id, name: countries.name },
        gender: { id: genders.id, name: genders.name },
      })
      .from(ventureCSuiteMembers)
      .leftJoin(countries, eq(countries.id, ventureCSuiteMembers.country_id))
      .leftJoin(genders, eq(genders.id, ventureCSuiteMembers.gender_id))
      .where(eq(ventureCSuiteMembers.venture_id, v.id))
      .orderBy(asc(ventureCSuiteMembers.id));
    const team = await db
      .select({ member: ventureTeamMembers, gender: { id: genders.id, name: genders.name } })
      .from(ventureTeamMembers)
      .leftJoin(genders, eq(genders.id, ventureTeamMembers.gender_id))
      .where(eq(ventureTeamMembers.venture_id, v.id))
      .orderBy(asc(ventureTeamMembers.id));
    venture = {
      ...v,
      step_id: v.stage_id,
      ...imageUrlsOf(VENTURE_LOGOS_BUCKET, v.image),
      organisation_type: named(head.organisation_type?.id ?? null, head.organisation_type?.name ?? null),
      step: named(head.step?.id ?? null, head.step?.name ?? null),
      venture_sectors: sectorRows.map((r) => ({ sector_id: r.sector_id, sector: { id: r.sector_id, name: r.name } })),
      venture_client_locations: locationRows.map((r) => ({
        client_location_id: r.client_location_id,
        client_location: { id: r.client_location_id, name: r.name },
      })),
      venture_countries: countryRows.map((r) => ({
        country_id: r.country_id,
        country: { id: r.country_id, name: r.name },
      })),
      venture_c_suite_members: cSuite.map((r) => ({
        ...r.member,
        country: named(r.country?.id ?? null, r.country?.name ?? null),
        gender: named(r.gender?.id ?? null, r.gender?.name ?? null),
      })),
      venture_team_members: team.map((r) => ({
        ...r.member,
        gender: named(r.gender?.id ?? null, r.gender?.name ?? null),
      })),
    };
  }

  const answerGroups = await storedAnswers(db, app.user_id, app.program_id);
  const scores = await scoresFor(db, [app.id]);
  return applicationDetail.parse({
    id: app.id,
    program_id: app.program_id,
    stage: app.stage,
    created_at: app.submitted_at,
    updated_at: app.updated_at,
    marketing_source: named(head.source?.id ?? null, head.source?.name ?? null),
    user: {
      ...user,
      prof_pic_url: imageUrlsOf(PROFILE_PICS_BUCKET, user.prof_pic).image_url,
      gender: named(head.gender?.id ?? null, head.gender?.name ?? null),
      country: named(head.country?.id ?? null, head.country?.name ?? null),
    },
    venture,
    answers: answerGroups,
    applicationScore: scores.get(app.id)?.raw ?? 0,
    normalisedScore: scores.get(app.id)?.normalised ?? 0,
    applicationRatings: await ratingsFor(db, app.id),
  });
}
