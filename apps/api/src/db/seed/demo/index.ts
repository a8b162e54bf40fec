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
  // Each area registers its seeder here (one line each). They run together: their pictures are
  // drawn on libuv's threads while another area's rows are written (the embedded database takes
  // one transaction at a time), which keeps a first start under 3 s (`npm run bench:demo-seed`).
  const areas = await Promise.allSettled([
    seedDemoTeam(ctx),
    seedDemoStories(ctx),
    seedDemoNewsFeed(ctx),
    seedDemoGalleries(ctx),
    seedDemoPastCohorts(ctx),
  ]);
  const failed = areas.find((a) => a.status === 'rejected');
  if (failed) throw failed.reason;
  await seedQuestionSet(ctx.db);
  // After the question set: the founders' answers are drawn from it.
  await seedDemoProgramme(ctx);
}
