import {
  type ApplicationDetail,
  type ApplicationRow,
  applicationDetail,
  applicationRow,
  type StageCounts,
  type StageMoveBody,
  type TrackCounts,
  type TrackRow,
  trackRow,
} from '@portal/contract/application-review';
import {
  findMove,
  LEVELS,
  type Level,
  STAGE_LABELS,
  STAGES,
  type Stage,
  TRACK_LEVELS,
  type TrackLevel,
} from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  answers,
  applications,
  clientLocations,
  countries,
  genders,
  marketingSources,
  organisationTypes,
  programs,
  roles,
  sectors,
  steps,
  userRoles,
  users,
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { PROFILE_PICS_BUCKET, VENTURE_LOGOS_BUCKET } from '../../lib/buckets';
import { conflict, notFound } from '../../lib/http-error';
import { likePattern } from '../../lib/pagination';
import { imageUrlsOf } from '../../lib/uploads';
import { storedAnswers } from './answers.service';
import { ratingsFor, scoresFor } from './scores';

type PageQuery = { page: number; per_page: number; search?: string };

/**
 * The programme whose applications staff review: `program_id` when given (404 when unknown),
 * else the active programme, else the most recently created one; null when there is none at all
 * (every list is then empty and every count 0).
 */
export async function reviewProgramId(db: Executor, programId?: number): Promise<number | null> {
  if (programId !== undefined) {
    const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
    if (!row) throw notFound('Programme not found.');
    return row.id;
  }
  const [row] = await db
    .select({ id: programs.id })
    .from(programs)
    .orderBy(desc(programs.active), desc(programs.created_at), desc(programs.id))
    .limit(1);
  return row?.id ?? null;
}

const emptyPage = <T>(q: PageQuery): Paged<T> => ({
  data: [],
  current_page: q.page,
  per_page: q.per_page,
  total: 0,
  last_page: 1,
});

/**
 * What a person search looks in: "first middle last", "first last" (so that both "Wanjiru Mwangi"
 * and "Wanjiru Akinyi Mwangi" match) and the e-mail, as one string with chr(1) between the parts (a
 * character nobody types), so that each user costs one ILIKE. This is the expression of the
 * trigram index `users_search_trgm` (migration 0004): change both together. With the index a
 * search of 3 characters or more reads only the matching users.
 */
/** Exported for other person searches (the log's Find User): its expression must stay the index's. */
export const personHaystack = (p: { first: unknown; middle: unknown; last: unknown; email: unknown }) =>
  sql`(${p.first} || ' ' || coalesce(${p.middle} || ' ', '') || ${p.last} || chr(1) || ${p.first} || ' ' || ${p.last} || chr(1) || ${p.email})`;

const userFields = { first: users.first_name, middle: users.middle_name, last: users.last_name, email: users.email };

/**
 * The search of the stage lists: founder names and e-mail, venture name (ILIKE, % and _ literal).
 * Written as two semi-joins (`user_id in (matching users) or venture_id in (matching ventures)`):
 * the matching users and ventures come from their trigram indexes (`users_search_trgm`,
 * `ventures_name_trgm`, used once the database has statistics: `Database.maintain`) into a hash
 * that the stage's applications are checked against. A join would instead be planned as a nested
 * loop over every application of the stage whenever statistics are missing or stale.
 */
function applicationSearch(db: Executor, term: string | undefined): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const p = likePattern(t);
  return or(
    inArray(
      applications.user_id,
      db
        .select({ id: users.id })
        .from(users)
        .where(ilike(personHaystack(userFields), p)),
    ),
    inArray(applications.venture_id, db.select({ id: ventures.id }).from(ventures).where(ilike(ventures.name, p))),
  );
}

/** The columns of a list row: the application, its founder, venture and marketing source. */
const rowColumns = {
  id: applications.id,
  stage: applications.stage,
  submitted_at: applications.submitted_at,
  updated_at: applications.updated_at,
  user_id: users.id,
  first_name: users.first_name,
  middle_name: users.middle_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
  prof_pic: users.prof_pic,
  venture_id: ventures.id,
  venture_name: ventures.name,
  venture_image: ventures.image,
  source_id: marketingSources.id,
  source_name: marketingSources.name,
};

/** Applications with their founder, venture and source joined: the base of lists, CSV and moves. */
export const applicationRows = (db: Executor) =>
  db
    .select(rowColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(ventures, eq(ventures.id, applications.venture_id))
    .leftJoin(marketingSources, eq(marketingSources.id, applications.marketing_source_id))
    .$dynamic();

export type ApplicationRowData = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

/** A joined row as the lists answer it. */
export function shapeRow(r: ApplicationRowData, score: number): ApplicationRow {
  const pic = imageUrlsOf(PROFILE_PICS_BUCKET, r.prof_pic);
  const logo = imageUrlsOf(VENTURE_LOGOS_BUCKET, r.venture_image);
  return applicationRow.parse({
    id: r.id,
    stage: r.stage,
    created_at: r.submitted_at,
    updated_at: r.updated_at,
    applicationScore: score,
    user: {
      id: r.user_id,
      first_name: r.first_name,
      middle_name: r.middle_name,
      last_name: r.last_name,
      email: r.email,
      phone_number: r.phone_number,
      prof_pic_url: pic.image_url,
      prof_pic_thumb_url: pic.thumb_url,
    },
    venture:
      r.venture_id === null
        ? null
        : { id: r.venture_id, name: r.venture_name, image_url: logo.image_url, thumb_url: logo.thumb_url },
    marketing_source: r.source_id === null ? null : { id: r.source_id, name: r.source_name },
  });
}

/** Newest first ("Date Added"), then the id so that equal times keep a stable order. */
export const newestFirst = [desc(applications.submitted_at), desc(applications.id)];

/**
 * A page of a programme's applications, newest first, in a fixed number of queries:
 * 1. the page's ids and the total (`count(*) over ()`) in one pass over the matching applications
 *    (the stage index gives the order; no join for the rows skipped by OFFSET);
 * 2. those ids' rows with founder, venture and source joined;
 * 3. their scores (`scoresFor`).
 * Only a page past the end needs a separate count. `stage` undefined means every stage.
 */
export async function applicationPage(
  ctx: AppContext,
  q: PageQuery & { stage?: Stage; program_id?: number },
): Promise<Paged<ApplicationRow>> {
  const programId = await reviewProgramId(ctx.db, q.program_id);
  if (programId === null) return emptyPage(q);
  const where = and(
    eq(applications.program_id, programId),
    q.stage ? eq(applications.stage, q.stage) : undefined,
    applicationSearch(ctx.db, q.search),
  );
  const offset = (q.page - 1) * q.per_page;
  const page = await ctx.db
    .select({ id: applications.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(applications)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.per_page)
    .offset(offset);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && offset > 0) {
    [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(applications).where(where);
  }
  const ids = page.map((r) => r.id);
  const rows = ids.length
    ? await applicationRows(ctx.db)
        .where(inArray(applications.id, ids))
        .orderBy(...newestFirst)
    : [];
  const scores = await scoresFor(ctx.db, ids);
  return {
    data: rows.map((r) => shapeRow(r, scores.get(r.id) ?? 0)),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: lastPage(total, q.per_page),
  };
}

/** `type=counts`: the applications of each stage, in one grouped query (an index-only scan). */
export async function stageCounts(ctx: AppContext, q: { program_id?: number }): Promise<StageCounts> {
  const counts = Object.fromEntries(STAGES.map((s) => [s, 0])) as StageCounts;
  const programId = await reviewProgramId(ctx.db, q.program_id);
  if (programId === null) return counts;
  const rows = await ctx.db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(eq(applications.program_id, programId))
    .groupBy(applications.stage);
  for (const r of rows) counts[r.stage as Stage] = r.n;
  return counts;
}

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
    applicationScore: scores.get(app.id) ?? 0,
    applicationRatings: await ratingsFor(db, app.id),
  });
}

/** One list row by id (after a move). */
async function rowById(db: Executor, id: number): Promise<ApplicationRow> {
  const [r] = await applicationRows(db).where(eq(applications.id, id));
  if (!r) throw notFound(MSG.applicationNotFound);
  const scores = await scoresFor(db, [id]);
  return shapeRow(r, scores.get(id) ?? 0);
}

const refused = (from: string, level: Level) =>
  conflict(MSG.stageMoveRefused.replace('{from}', from).replace('{to}', STAGE_LABELS[LEVELS[level]]));

/**
 * `POST /api/application?type=review&level=`: moves an application along one move of STAGE_MOVES.
 * The row is locked (SELECT ... FOR UPDATE) before the stage is read, so two reviewers moving the
 * same application at once are serialised: the second sees the first's result and is refused
 * unless the table allows a move from there, and always refused when it sent the `from` it saw.
 * The move and its audit entry (model Application, action moved, old and new row) commit together.
 * The application's `updated_at` stays the applicant's last change: the audit entry dates the move.
 */
export async function moveStage(
  ctx: AppContext,
  actor: NonNullable<Actor>,
  level: Level,
  body: StageMoveBody,
): Promise<{ message: string; application: ApplicationRow }> {
  const message = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(eq(applications.id, body.id)).for('update');
    if (!current) throw notFound(MSG.applicationNotFound);
    const from = current.stage as Stage;
    const move = findMove(from, level);
    if (!move || (body.direction && body.direction !== move.direction) || (body.from && body.from !== from)) {
      throw refused(STAGE_LABELS[from], level);
    }
    const [moved] = await tx
      .update(applications)
      .set({ stage: move.to })
      .where(eq(applications.id, current.id))
      .returning();
    await recordAudit(tx, {
      model: 'Application',
      action: 'moved',
      actor,
      recordId: current.id,
      old: current,
      new: moved,
    });
    return move.message;
  });
  return { message, application: await rowById(ctx.db, body.id) };
}

/**
 * `DELETE /api/application/{id}`: removes the application (hard delete) with its audit entry
 * (model Application, action deleted, the whole old row) in one transaction. The applicant's
 * venture, team and answers are hers and stay; while the programme is open she may submit again,
 * and the new application starts at Submitted.
 */
export async function deleteApplication(ctx: AppContext, actor: NonNullable<Actor>, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [old] = await tx.delete(applications).where(eq(applications.id, id)).returning();
    if (!old) throw notFound(MSG.applicationNotFound);
    await recordAudit(tx, { model: 'Application', action: 'deleted', actor, recordId: id, old });
  });
  return { message: MSG.applicationDeleted };
}

// ---------------------------------------------------------------------------------------------
// Track applications (DESIGN.md `/track-applications`)

/**
 * How far an applicant got for a programme, as one SQL expression over the user row `u` and
 * their venture `v` (left joined), furthest level first:
 * - submitted: an application for the programme;
 * - team: answers for the programme and step 4 saved (`c_suite_women` set): the venture outlives
 *   programmes, so a returning founder's old step 4 alone does not count for a new programme;
 * - questions: answers for the programme;
 * - venture_profile: the venture saved (a name and an overview; an upload alone creates a row);
 * - personal_details: the profile saved (date of birth and gender);
 * - registered: none of these.
 */
function levelOf(programId: number) {
  return sql<TrackLevel>`case
    when exists (select 1 from ${applications} where ${applications.user_id} = ${users.id} and ${applications.program_id} = ${programId}) then 'submitted'
    when exists (select 1 from ${answers} where ${answers.user_id} = ${users.id} and ${answers.program_id} = ${programId})
      then case when ${ventures.c_suite_women} is not null then 'team' else 'questions' end
    when ${ventures.name} is not null and ${ventures.description} is not null then 'venture_profile'
    when ${users.dob} is not null and ${users.gender_id} is not null then 'personal_details'
    else 'registered'
  end`;
}

/** Users holding the Applicant role, each with their level, as a subquery to page and count. */
function applicantsWithLevel(db: Executor, programId: number, search: string | undefined) {
  const t = search?.trim();
  const p = t ? likePattern(t) : null;
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      middle_name: users.middle_name,
      last_name: users.last_name,
      email: users.email,
      phone_number: users.phone_number,
      prof_pic: users.prof_pic,
      created_at: users.created_at,
      venture_id: sql<number | null>`${ventures.id}`.as('venture_id'),
      venture_name: sql<string | null>`${ventures.name}`.as('venture_name'),
      level: levelOf(programId).as('level'),
    })
    .from(users)
    .innerJoin(
      userRoles,
      and(
        eq(userRoles.user_id, users.id),
        eq(userRoles.role_id, sql`(select ${roles.id} from ${roles} where ${roles.name} = ${ROLE_APPLICANT})`),
      ),
    )
    .leftJoin(ventures, eq(ventures.user_id, users.id))
    .where(p ? ilike(personHaystack(userFields), p) : undefined)
    .as('applicants');
}

export type TrackRowData = {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string | null;
  prof_pic: string | null;
  created_at: string;
  venture_id: number | null;
  venture_name: string | null;
  level: TrackLevel;
};

export const shapeTrackRow = (r: TrackRowData): TrackRow =>
  trackRow.parse({
    ...r,
    prof_pic_thumb_url: imageUrlsOf(PROFILE_PICS_BUCKET, r.prof_pic).thumb_url,
    venture: r.venture_id === null ? null : { id: r.venture_id, name: r.venture_name },
  });

/** Applicants of one level (or of all levels), newest registration first; the keyset for CSV batches. */
export function trackQuery(
  db: Executor,
  opts: { programId: number; level?: TrackLevel; search?: string; before?: { created_at: string; id: number } },
) {
  const a = applicantsWithLevel(db, opts.programId, opts.search);
  const where = and(
    opts.level ? eq(a.level, opts.level) : undefined,
    opts.before
      ? sql`(${a.created_at}, ${a.id}) < (${opts.before.created_at}::timestamptz, ${opts.before.id})`
      : undefined,
  );
  const fields = {
    id: a.id,
    first_name: a.first_name,
    middle_name: a.middle_name,
    last_name: a.last_name,
    email: a.email,
    phone_number: a.phone_number,
    prof_pic: a.prof_pic,
    created_at: a.created_at,
    venture_id: a.venture_id,
    venture_name: a.venture_name,
    level: a.level,
  };
  const newest = [desc(a.created_at), desc(a.id)];
  return {
    rows: () =>
      db
        .select(fields)
        .from(a)
        .where(where)
        .orderBy(...newest)
        .$dynamic(),
    /** A page with the level's total (`count(*) over ()`): one pass over the applicants. */
    page: () =>
      db
        .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(a)
        .where(where)
        .orderBy(...newest)
        .$dynamic(),
    total: () => db.select({ total: count() }).from(a).where(where),
    counts: () => db.select({ level: a.level, n: count() }).from(a).groupBy(a.level),
  };
}

/** With no programme at all, no applicant can be past Venture Profile: 0 matches no programme. */
export const trackProgram = async (db: Executor, programId?: number) => (await reviewProgramId(db, programId)) ?? 0;

/** `type=track&level=`: a page of applicants at that level (every level without one). */
export async function trackPage(
  ctx: AppContext,
  q: PageQuery & { level?: TrackLevel; program_id?: number },
): Promise<Paged<TrackRow>> {
  const programId = await trackProgram(ctx.db, q.program_id);
  const query = trackQuery(ctx.db, { programId, level: q.level, search: q.search });
  const offset = (q.page - 1) * q.per_page;
  const rows = await query.page().limit(q.per_page).offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) [{ total } = { total: 0 }] = await query.total();
  return {
    data: rows.map(({ total: _total, ...r }) => shapeTrackRow(r as TrackRowData)),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: lastPage(total, q.per_page),
  };
}

/** `type=trackCounts`: applicants at each level, in one grouped query. */
export async function trackCounts(ctx: AppContext, q: { program_id?: number }): Promise<TrackCounts> {
  const programId = await trackProgram(ctx.db, q.program_id);
  const counts = Object.fromEntries(TRACK_LEVELS.map((l) => [l, 0])) as TrackCounts;
  for (const r of await trackQuery(ctx.db, { programId }).counts()) counts[r.level as TrackLevel] = r.n;
  return counts;
}
