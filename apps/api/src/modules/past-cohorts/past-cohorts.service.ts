import { type PastCohort, pastCohort, type pastCohortInput, slugify } from '@portal/contract/past-cohorts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { competitors, pastCohorts } from '../../db/schema';
import { type Actor, audited } from '../../lib/audit';
import { COMPETITOR_BUCKET } from '../../lib/buckets';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-error';

type CohortRow = typeof pastCohorts.$inferSelect;

/** Audit actions of the focus flag (DESIGN.md: "the domain's own verbs"). */
export const FOCUSED = 'focused';
export const UNFOCUSED = 'unfocused';
const FOCUS_RACE = 'Another cohort was made the focus cohort at the same time. Please try again.';

/**
 * Create/update input: the link (slug) is made from the name on create when not given, and kept
 * on a rename unless given, so that links already shared keep working.
 */
export const pastCohortInputFor = (_ctx: AppContext, current?: CohortRow) =>
  // Applied to the body the route has validated (pastCohortInput): a mapping, not a second parse.
  z.custom<z.output<typeof pastCohortInput>>().transform((v) => ({
    name: v.name,
    slug: v.slug ?? current?.slug ?? slugify(v.name),
  }));

/** The pictures of a cohort's competitors (they go with the cohort, by the database's cascade). */
export async function competitorFilesOf(db: Executor, cohortId: number): Promise<{ bucket: string; name: string }[]> {
  const rows = await db
    .select({ image: competitors.image })
    .from(competitors)
    .where(eq(competitors.past_cohort_id, cohortId));
  return rows.flatMap((c) => (c.image ? [{ bucket: COMPETITOR_BUCKET, name: c.image }] : []));
}

/** "No. of Venture(s)": the competitors of a page of cohorts, counted in one grouped query. */
export async function withCompetitorCounts(db: Executor, rows: CohortRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const grouped = await db
      .select({ id: competitors.past_cohort_id, n: count() })
      .from(competitors)
      .where(inArray(competitors.past_cohort_id, ids))
      .groupBy(competitors.past_cohort_id);
    for (const g of grouped) counts.set(g.id, Number(g.n));
  }
  return rows.map((r) => ({ ...r, competitors_count: counts.get(r.id) ?? 0 }));
}

const shaped = async (db: Executor, rows: CohortRow[]): Promise<PastCohort[]> =>
  (await withCompetitorCounts(db, rows)).map((r) => pastCohort.parse(r));

/** `type=public`: the active cohorts of the header's Past Cohorts menu, oldest first. */
export async function publicCohorts(ctx: AppContext) {
  const data = await ctx.db
    .select({ id: pastCohorts.id, name: pastCohorts.name, slug: pastCohorts.slug })
    .from(pastCohorts)
    .where(eq(pastCohorts.active, 1))
    .orderBy(asc(pastCohorts.id));
  return { data };
}

/** `type=all`: every cohort with its count, oldest first. */
export async function allCohorts(ctx: AppContext) {
  const rows = await ctx.db.select().from(pastCohorts).orderBy(asc(pastCohorts.id));
  return { data: await shaped(ctx.db, rows) };
}

/** `type=adminFormData`: the cohorts a competitor can belong to. */
export async function cohortFormData(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: pastCohorts.id, name: pastCohorts.name })
    .from(pastCohorts)
    .orderBy(asc(pastCohorts.id));
  return { pastCohorts: rows };
}

/**
 * Sets or clears the focus flag (`current`) of one cohort. At most one cohort has the focus:
 * giving it to one takes it from the others in the same transaction, each change with its own
 * audit entry (`unfocused` for the others, then `focused`). Asking for the state a cohort is
 * already in changes nothing and writes no entry.
 */
export async function setFocus(ctx: AppContext, actor: Actor, id: number, focus: 0 | 1): Promise<PastCohort> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(pastCohorts).where(eq(pastCohorts.id, id)).for('update');
      if (!current) return null;
      if (current.current === focus) return current;
      if (focus === 1) {
        const others = await tx
          .select({ id: pastCohorts.id })
          .from(pastCohorts)
          .where(and(eq(pastCohorts.current, 1), ne(pastCohorts.id, id)))
          .for('update');
        for (const other of others) {
          await audited.update(tx, { model: 'PastCohort', actor, action: UNFOCUSED }, pastCohorts, other.id, {
            current: 0,
          });
        }
      }
      return audited.update(tx, { model: 'PastCohort', actor, action: focus ? FOCUSED : UNFOCUSED }, pastCohorts, id, {
        current: focus,
      });
    })
    .catch((err: unknown) => {
      // Two cohorts focused at the same moment: the database's one-focus index refuses the second.
      if (isUniqueViolation(err)) throw conflict(FOCUS_RACE);
      throw err;
    });
  if (!row) throw notFound('Past Cohort not found.');
  return (await shaped(ctx.db, [row]))[0]!;
}
