import { TEAM_ROLE_NAMES } from '@portal/contract/team';
import type { Executor } from '../client';
import { teamRoles } from '../schema';

/**
 * The team roles always on offer (there is no admin screen for them): the Trainers and Coaches
 * pages select by two of them. Idempotent; names already there (in any case) are kept.
 */
export async function seedTeamRoles(db: Executor): Promise<void> {
  await db
    .insert(teamRoles)
    .values(TEAM_ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}
