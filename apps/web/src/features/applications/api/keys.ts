import type { Stage } from '@portal/contract/application-stages';

/**
 * Query keys of the review screens. Everything starts with `['application', ...]`; the applicant's
 * own application (`['application', 'own']`) is not touched by these.
 */
export const applicationKeys = {
  counts: ['application', 'counts'] as const,
  lists: ['application', 'list'] as const,
  /** A stage's list; ListScreen appends `{ page, search }`. */
  list: (stage: Stage) => ['application', 'list', stage] as const,
  detail: (id: number) => ['application', 'detail', id] as const,
};
