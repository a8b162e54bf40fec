import type { Executor } from '../client';
import { ratingCriteria } from '../schema';

/**
 * The adjudication criteria of spec 2 §1 (100 points in total), seeded at every start like the
 * permissions: a missing one is added, an existing one (found by name) keeps what staff made of it.
 */
export const SEEDED_CRITERIA = [
  {
    name: 'Eligibility',
    weight: 10,
    description:
      'Woman founder with a majority stake, aged 18-35, Kenyan, valid company registration certificate (CR12), annual revenue at least Ksh 500,000',
  },
  {
    name: 'Problem/Solution Fit',
    weight: 25,
    description: 'How well the solution answers a real, well-understood problem',
  },
  { name: 'Use of Tech', weight: 10, description: 'How central and sound the technology is' },
  { name: 'Customers/Users', weight: 10, description: 'Evidence of customers or users and their traction' },
  { name: 'Team', weight: 10, description: 'At least 2 people' },
  { name: 'Market', weight: 10, description: 'Size and understanding of the market' },
  { name: 'Business Model', weight: 15, description: 'How the venture makes money and can grow' },
  { name: 'Impact', weight: 10, description: 'Social and economic impact, especially for women' },
] as const;

export async function seedCriteria(tx: Executor): Promise<void> {
  await tx
    .insert(ratingCriteria)
    .values(SEEDED_CRITERIA.map((c, i) => ({ ...c, type: 'radio', position: i + 1 })))
    .onConflictDoNothing();
}
