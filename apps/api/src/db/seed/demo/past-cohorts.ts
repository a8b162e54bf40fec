import { slugify } from '@portal/contract/past-cohorts';
import { count } from 'drizzle-orm';
import { audited } from '../../../lib/audit';
import { COMPETITOR_BUCKET } from '../../../lib/buckets';
import { auditLogs, competitors, pastCohorts } from '../../schema';
import { drawAll } from './draw';
import type { DemoContext } from './index';
import { COLOURS, PAST, TOP_15 } from './past-cohorts-data';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A square logo: the venture's initials on its sector's gradient, with a ring behind. */
function logo(name: string, [from, to]: [string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <circle cx="300" cy="300" r="210" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14"/>
  <circle cx="520" cy="80" r="130" fill="#ffffff" fill-opacity="0.10"/>
  <text x="300" y="300" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="180" font-weight="700" fill="#ffffff" letter-spacing="4">${initials(name)}</text>
</svg>`;
  return svg;
}

/** Paragraphs, as the sanitiser would leave them (test/demo-seed.test.ts checks). */
const html = (text: string | string[]) => (Array.isArray(text) ? text : [text]).map((p) => `<p>${p}</p>`).join('');

/** Some links per venture, varied by position so that cards show different icon sets. */
function linksOf(name: string, i: number) {
  const handle = `demo_${slugify(name).replace(/-/g, '')}`;
  const site = `https://${slugify(name)}.example`;
  const pattern = i % 4;
  return {
    link: site,
    website_url: pattern === 2 || pattern === 3 ? site : null,
    x_url: pattern === 0 || pattern === 2 ? `https://x.com/${handle}` : null,
    linkedin_url: pattern !== 1 ? `https://www.linkedin.com/company/${handle}` : null,
    facebook_url: pattern === 1 || pattern === 3 ? `https://www.facebook.com/${handle}` : null,
    instagram_url: pattern === 1 ? `https://www.instagram.com/${handle}` : null,
    youtube_url: pattern === 3 ? `https://www.youtube.com/@${handle}` : null,
    tiktok_url: null,
  };
}

/**
 * Demo past cohorts (SEED_DEMO=1): Cohorts 1 to 7 (2018-2024) with their ventures, and the focus
 * cohort "Cohort 7 Top 15" (hidden from the Past Cohorts menu, the focus of the top contestants
 * page) with its Top 15 in rank order: Cohort 8 is the open call, whose Top 15 are not known yet. Logos are generated. Skipped once any past cohort exists.
 */
export async function seedDemoPastCohorts(ctx: DemoContext): Promise<void> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(pastCohorts);
  if (n > 0) return;

  const cohorts = [
    ...PAST.map((c, i) => ({
      name: `Cohort ${i + 1}`,
      slug: `cohort-${i + 1}`,
      active: 1,
      current: 0,
      ventures: c.ventures,
      ranked: false,
      year: c.year,
    })),
    // The last finished cohort's Top 15: Cohort 8 is the open call (the demo programme).
    {
      name: 'Cohort 7 Top 15',
      slug: 'cohort-7-top-15',
      active: 0,
      current: 1,
      ventures: TOP_15,
      ranked: true,
      year: 2024,
    },
  ];

  // Pictures first (files, made in parallel), then each cohort and its ventures in one transaction.
  const logos = (
    await drawAll(
      ctx.storage,
      COMPETITOR_BUCKET,
      cohorts.flatMap((cohort) => cohort.ventures.map((v) => logo(v.name, COLOURS[v.sector]))),
    )
  ).map((p) => p.name);
  let next = 0;
  const pictures = cohorts.map((cohort) => cohort.ventures.map(() => logos[next++]!));

  for (const [c, cohort] of cohorts.entries()) {
    const images = pictures[c]!;
    const created = new Date(Date.UTC(cohort.year, 11, 15)).toISOString();
    await ctx.db.transaction(async (tx) => {
      const row = await audited.insert(tx, { model: 'PastCohort', actor: null }, pastCohorts, {
        name: cohort.name,
        slug: cohort.slug,
        active: cohort.active,
        current: cohort.current,
        created_at: created,
        updated_at: created,
      });
      // One insert for the ventures and one for their audit entries: start-up stays quick.
      const rows = await tx
        .insert(competitors)
        .values(
          cohort.ventures.map((v, i) => ({
            past_cohort_id: row.id,
            name: v.name,
            description: html(v.text),
            image: images[i]!,
            rank: cohort.ranked ? i + 1 : null,
            active: 1,
            ...linksOf(v.name, i),
            created_at: created,
            updated_at: created,
          })),
        )
        .returning();
      await tx.insert(auditLogs).values(
        rows.map((r) => ({
          model: 'Competitor',
          model_id: String(r.id),
          action: 'created',
          modder_id: null,
          old: null,
          new: r,
          changed: r,
        })),
      );
    });
  }
}
