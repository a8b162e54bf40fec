import type { Storage } from '../../../lib/storage';
import type { Db } from '../../client';
import { seedQuestionSet } from '../questions';
import { seedDemoGalleries } from './galleries';
import { seedDemoNewsFeed } from './news-feed';
import { seedDemoPastCohorts } from './past-cohorts';
import { seedDemoProgramme } from './programme';
import { seedDemoStories } from './stories';
import { seedDemoTeam } from './team';

/** What a demo seeder gets: the database, the file storage and the seeding time. */
export type DemoContext = { db: Db; storage: Storage; now: Date };

/**
 * Demo content of every public page (SEED_DEMO=1). Each area's seeder is idempotent: it adds
 * its content only while its tables are empty, so an operator's own content is never touched.
 */
export async function seedDemoContent(ctx: DemoContext): Promise<void> {
  // Each area registers its seeder here (one line each).
  await seedDemoTeam(ctx);
  await seedDemoStories(ctx);
  await seedDemoNewsFeed(ctx);
  await seedDemoGalleries(ctx);
  await seedDemoPastCohorts(ctx);
  await seedQuestionSet(ctx.db);
  // After the question set: the founders' answers are drawn from it.
  await seedDemoProgramme(ctx);
}
