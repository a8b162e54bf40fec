import { z } from 'zod';

/** One chart's categories and their counts, in the order to draw them. */
export const chartData = z.object({ labels: z.array(z.string()), series: z.array(z.number().int()) });
export type ChartData = z.infer<typeof chartData>;

/**
 * `GET /api/report?type=quickStats` (spec 3 §3 "Quick stats", dashboard_view). Every count is a
 * SQL `group by`. Users: every account (registrations per month over the last 12 months, Nairobi
 * time; nationality and gender where given). Ventures and applications: those of `program`, the
 * active programme or, with none active, the most recent one (as the review lists do).
 * `venture_client_types` counts the ventures' organisation types (the data model has no other
 * client type); `application_stages` counts the review stages.
 */
export const quickStats = z.object({
  active_program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  program: z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }).nullable(),
  total_users: z.number().int(),
  total_applications: z.number().int(),
  /** Months as `YYYY-MM`, oldest first. */
  user_xaxis: z.array(z.string()),
  user_statistics: z.array(z.number().int()),
  venture_sector_xaxis: z.array(z.string()),
  venture_sector_statistics: z.array(z.number().int()),
  user_countries: chartData,
  user_genders: chartData,
  venture_client_locations: chartData,
  venture_client_types: chartData,
  venture_marketing_sources: chartData,
  venture_steps: chartData,
  application_stages: chartData,
});
export type QuickStats = z.infer<typeof quickStats>;

/** Months of the users-over-time chart; countries beyond the first ten are added up as 'Other'. */
export const QUICK_STATS_MONTHS = 12;
export const QUICK_STATS_TOP_COUNTRIES = 10;
