import { ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, users, ventures } from '../../db/schema';
import { likePattern } from '../../lib/pagination';

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

export const userFields = {
  first: users.first_name,
  middle: users.middle_name,
  last: users.last_name,
  email: users.email,
};

/**
 * The search of the stage lists: founder names and e-mail, venture name (ILIKE, % and _ literal).
 * Written as two semi-joins (`user_id in (matching users) or venture_id in (matching ventures)`):
 * the matching users and ventures come from their trigram indexes (`users_search_trgm`,
 * `ventures_name_trgm`, used once the database has statistics: `Database.maintain`) into a hash
 * that the stage's applications are checked against. A join would instead be planned as a nested
 * loop over every application of the stage whenever statistics are missing or stale.
 */
export function applicationSearch(db: Executor, term: string | undefined): SQL | undefined {
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
