import { todayInNairobi } from '@portal/contract/dates';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../client';
import { groups, groupVentures, ratingCriteria, ratings, userGroups } from '../../schema';
import type { SeededFounder } from './applicants';
import type { HistoryEvent } from './history';
import type { Random } from './random';

/**
 * Two judging panels of the demo programme, each with both demo judges and half of the ventures
 * selected for rating or shortlisted, and ratings at different points: one judge has finished a
 * panel, the others are part-way, every shortlisted venture is rated by both judges (one of them
 * with a wide spread), and one venture waits for its first rating (Pending).
 */
export const DEMO_GROUPS = ['Cohort 8 Panel A', 'Cohort 8 Panel B'] as const;

/** How many of a panel's ventures each judge has rated, in the panel's order (shortlisted first). */
const RATED: Record<(typeof DEMO_GROUPS)[number], [number, number]> = {
  'Cohort 8 Panel A': [5, 3],
  'Cohort 8 Panel B': [2, 4],
};

const DAY = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export type JudgingContext = {
  founders: SeededFounder[];
  judges: [number, number];
  /** The staff member who set the panels up (null: the System). */
  admin: number | null;
  now: Date;
  rng: Random;
};

/** Writes the panels, their ventures, judges and ratings; answers their history. */
export async function seedJudging(tx: Executor, c: JudgingContext): Promise<HistoryEvent[]> {
  const { rng, now } = c;
  const events: HistoryEvent[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - rng.int(0, 6 * 3600) * 1000);
  const ratable = (stage: string) => c.founders.filter((f) => f.plan.stage === stage && f.applicationId);
  const shortlisted = ratable('shortlisted');
  const selected = ratable('selected_for_rating');
  // Alternate between the panels so that each holds shortlisted and selected ventures.
  const panels = DEMO_GROUPS.map((_, g) => [
    ...shortlisted.filter((_, i) => i % 2 === g),
    ...selected.filter((_, i) => i % 2 === g),
  ]);

  const today = todayInNairobi(now);
  const created = at(10);
  const groupRows = await tx
    .insert(groups)
    .values(
      DEMO_GROUPS.map((name) => ({
        name,
        application_deadline: addDays(today, -12),
        start_date: addDays(today, -10),
        // The scoring deadline: four weeks away, so the demo judges can go on rating.
        end_date: addDays(today, 28),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      })),
    )
    .returning();
  for (const g of groupRows) {
    events.push({ at: created, model: 'Group', action: 'created', actor: c.admin, recordId: g.id, new: g });
  }

  const added = new Date(created.getTime() + 3600_000);
  const gvRows = await tx
    .insert(groupVentures)
    .values(
      groupRows.flatMap((g, i) =>
        panels[i]!.map((f) => ({
          group_id: g.id,
          venture_id: f.ventureId!,
          application_id: f.applicationId!,
          created_at: added.toISOString(),
          updated_at: added.toISOString(),
        })),
      ),
    )
    .returning();
  const ugRows = await tx
    .insert(userGroups)
    .values(
      groupRows.flatMap((g) =>
        c.judges.map((user_id) => ({
          user_id,
          group_id: g.id,
          created_at: added.toISOString(),
          updated_at: added.toISOString(),
        })),
      ),
    )
    .returning();
  for (const row of gvRows) {
    events.push({ at: added, model: 'GroupVenture', action: 'created', actor: c.admin, recordId: row.id, new: row });
  }
  for (const row of ugRows) {
    events.push({ at: added, model: 'UserGroup', action: 'created', actor: c.admin, recordId: row.id, new: row });
  }

  const criteria = await tx.select().from(ratingCriteria).orderBy(asc(ratingCriteria.position), asc(ratingCriteria.id));
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const halfStars = (stars: number) => Math.min(10, Math.max(1, Math.round(stars * 2)));
  groupRows.forEach((g, gi) => {
    const panel = panels[gi]!;
    // A venture's quality, shared by both judges: shortlisted ventures are the stronger ones.
    const quality = panel.map((f) =>
      f.plan.stage === 'shortlisted' ? 3.4 + rng.next() * 1.4 : 1.4 + rng.next() * 2.4,
    );
    c.judges.forEach((judge, ji) => {
      const count = RATED[g.name as (typeof DEMO_GROUPS)[number]][ji]!;
      panel.slice(0, count).forEach((f, vi) => {
        // The panel's first venture divides the judges: the staff screens flag the spread.
        const bias = vi === 0 && gi === 0 ? (ji === 0 ? 1.2 : -1.6) : rng.next() - 0.5;
        const when = at(rng.int(2, 8));
        const responses: Record<string, number | string> = {};
        for (const criterion of criteria) {
          const base = { group_id: g.id, venture_id: f.ventureId!, user_id: judge, criterion_id: criterion.id };
          const stamp = { created_at: when.toISOString(), updated_at: when.toISOString() };
          if (criterion.type === 'radio') {
            const half = halfStars(quality[vi]! + bias + (rng.next() - 0.5));
            responses[String(criterion.id)] = half / 2;
            ratingRows.push({ ...base, ...stamp, half_stars: half, text: null });
          } else {
            const text = `<p>Clear plan for ${f.plan.idea.customers}; the numbers need checking at the interview.</p>`;
            responses[String(criterion.id)] = text;
            ratingRows.push({ ...base, ...stamp, half_stars: null, text });
          }
        }
        const gv = gvRows.find((r) => r.group_id === g.id && r.venture_id === f.ventureId)!;
        events.push({
          at: when,
          model: 'VentureRating',
          action: 'rated',
          actor: judge,
          recordId: gv.id,
          new: { judge_id: judge, group_id: g.id, venture_id: f.ventureId, responses },
        });
      });
    });
  });
  if (ratingRows.length) await tx.insert(ratings).values(ratingRows);
  return events;
}
