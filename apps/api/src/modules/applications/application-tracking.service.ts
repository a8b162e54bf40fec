// Track applications (DESIGN.md `/track-applications`)

import { type TrackCounts, type TrackRow, trackRow } from '@portal/contract/application-review';
import { TRACK_LEVELS, type TrackLevel } from '@portal/contract/application-stages';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { answers, applications, roles, userRoles, users, ventures } from '../../db/schema';
import { PROFILE_PICS_BUCKET } from '../../lib/buckets';
import { likePattern } from '../../lib/pagination';
import { imageUrlsOf } from '../../lib/uploads';
import { personHaystack, userFields } from './application-search';
import { type PageQuery, reviewProgramId } from './review.service';

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
