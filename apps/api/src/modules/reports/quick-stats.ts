import { STAGE_LABELS, STAGES } from '@portal/contract/application-stages';
import {
  type ChartData,
  QUICK_STATS_MONTHS,
  QUICK_STATS_TOP_COUNTRIES,
  type QuickStats,
} from '@portal/contract/dashboard';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { programs } from '../../db/schema';
import { reviewProgramId } from '../applications';

type Counted = { label: string; n: number };

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Label/count rows -> a chart's two arrays (counts come back from SQL as numbers or strings). */
const chart = (rows: Counted[]): ChartData => ({
  labels: rows.map((r) => r.label),
  series: rows.map((r) => Number(r.n)),
});

/** Nairobi is UTC+3 all year: its calendar month of a timestamp, without a time-zone database. */
const NAIROBI_MONTH = sql`to_char((u.created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

/** The last `QUICK_STATS_MONTHS` months up to `now`'s (Nairobi), oldest first, as `YYYY-MM`. */
export function lastMonths(now: Date, months = QUICK_STATS_MONTHS): string[] {
  const nairobi = new Date(now.getTime() + 3 * 3600_000);
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** Counts per row of a reference table, through an application of the programme (zero included). */
const perReference = (db: Executor, table: string, join: SQL, order: 'count' | 'id') =>
  rowsOf<Counted>(
    db,
    sql`select r.name as label, count(a.id)::int as n
        from ${sql.identifier(table)} r ${join}
        group by r.id, r.name
        order by ${order === 'count' ? sql`count(a.id) desc, r.name` : sql`r.id`}`,
  );

/**
 * `GET /api/report?type=quickStats` (spec 3 §3): the dashboard's numbers, each one SQL `group by`
 * on indexed keys. Users: every account. Ventures and applications: those of the active programme
 * (else the most recent one), through its applications.
 */
export async function quickStats(ctx: AppContext): Promise<QuickStats> {
  const db = ctx.db;
  const now = ctx.clock.now();
  const months = lastMonths(now);
  // Nairobi midnight of the first day of the first month shown.
  const since = new Date(`${months[0]}-01T00:00:00+03:00`).toISOString();

  const [active] = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.active, 1));
  const programId = await reviewProgramId(db);
  const [program] = programId
    ? await db
        .select({ id: programs.id, name: programs.name, active: programs.active })
        .from(programs)
        .where(eq(programs.id, programId))
    : [];
  // With no programme at all, the venture charts count nothing (id 0 matches no application).
  const p = programId ?? 0;
  const inProgram = (venture: SQL) =>
    sql`left join applications a on a.venture_id = ${venture} and a.program_id = ${p}`;

  const [totalUsers, perMonth, countries, genders, sectors, locations, types, sources, steps, stages] =
    await Promise.all([
      rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users`),
      rowsOf<Counted>(
        db,
        sql`select ${NAIROBI_MONTH} as label, count(*)::int as n from users u where u.created_at >= ${since} group by 1`,
      ),
      rowsOf<Counted>(
        db,
        sql`select c.name as label, count(*)::int as n from users u join countries c on c.id = u.country_id
          group by c.id, c.name order by count(*) desc, c.name`,
      ),
      rowsOf<Counted>(
        db,
        sql`select r.name as label, count(u.id)::int as n from genders r left join users u on u.gender_id = r.id
          group by r.id, r.name order by r.id`,
      ),
      perReference(
        db,
        'sectors',
        sql`left join venture_sectors l on l.sector_id = r.id ${inProgram(sql`l.venture_id`)}`,
        'count',
      ),
      perReference(
        db,
        'client_locations',
        sql`left join venture_client_locations l on l.client_location_id = r.id ${inProgram(sql`l.venture_id`)}`,
        'id',
      ),
      perReference(
        db,
        'organisation_types',
        sql`left join ventures v on v.organisation_type_id = r.id ${inProgram(sql`v.id`)}`,
        'count',
      ),
      perReference(
        db,
        'marketing_sources',
        sql`left join applications a on a.marketing_source_id = r.id and a.program_id = ${p}`,
        'count',
      ),
      perReference(db, 'steps', sql`left join ventures v on v.stage_id = r.id ${inProgram(sql`v.id`)}`, 'id'),
      rowsOf<{ stage: string; n: number }>(
        db,
        sql`select stage, count(*)::int as n from applications where program_id = ${p} group by stage`,
      ),
    ]);

  const byMonth = new Map(perMonth.map((r) => [r.label, Number(r.n)]));
  const top = countries.slice(0, QUICK_STATS_TOP_COUNTRIES);
  const rest = countries.slice(QUICK_STATS_TOP_COUNTRIES).reduce((sum, r) => sum + Number(r.n), 0);
  const stageCount = new Map(stages.map((r) => [r.stage, Number(r.n)]));
  const sectorChart = chart(sectors);

  return {
    active_program: active ?? null,
    program: program ? { id: program.id, name: program.name, active: program.active === 1 } : null,
    total_users: Number(totalUsers[0]?.n ?? 0),
    total_applications: [...stageCount.values()].reduce((a, b) => a + b, 0),
    user_xaxis: months,
    user_statistics: months.map((m) => byMonth.get(m) ?? 0),
    venture_sector_xaxis: sectorChart.labels,
    venture_sector_statistics: sectorChart.series,
    user_countries: chart(rest > 0 ? [...top, { label: 'Other countries', n: rest }] : top),
    user_genders: chart(genders),
    venture_client_locations: chart(locations),
    venture_client_types: chart(types),
    venture_marketing_sources: chart(sources),
    venture_steps: chart(steps),
    application_stages: {
      labels: STAGES.map((s) => STAGE_LABELS[s]),
      series: STAGES.map((s) => stageCount.get(s) ?? 0),
    },
  };
}
