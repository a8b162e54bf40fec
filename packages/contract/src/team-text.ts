// No zod here: the public team pages import these (team.ts re-exports them).
import { resourceMessages } from './messages';

export const TEAM_TEXT = resourceMessages('Team', { noun: 'Team Member' });

/** Team roles the public Trainers and Coaches pages select by (DESIGN.md). */
export const TRAINER_ROLE = 'Trainer';
export const COACH_ROLE = 'Coach';

/** The team roles the seed provides (there is no admin screen for team roles). */
export const TEAM_ROLE_NAMES = ['Programme Lead', TRAINER_ROLE, COACH_ROLE, 'Mentor', 'Communications'] as const;

/** At most this many cards on /trainers and /coaches (the spec's pages show 8; room for more). */
export const TRAINERS_COACHES_LIMIT = 24;

/** Cards per page of the public Team page: whole rows of 4 (and of 2 and 1). */
export const TEAM_PUBLIC_PER_PAGE = 12;
