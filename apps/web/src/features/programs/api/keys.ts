/**
 * Query keys of the programme calls. Everything starts with 'program' so that invalidating
 * ['program'] after a change also refreshes `programDetails` (['program', 'details']).
 */
export const programKeys = {
  all: ['program'] as const,
  lists: ['program', 'list'] as const,
  detail: (id: number) => ['program', 'detail', id] as const,
};
