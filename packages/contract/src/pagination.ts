import { z } from 'zod';
import { DEFAULT_PER_PAGE, INT4_MAX, MAX_PER_PAGE } from './constants';

/** A page number (1 by default); no further than any offset PostgreSQL can take. */
export const pageNumber = z.coerce.number().int().min(1).max(INT4_MAX).default(1);

/** `?page=&per_page=&search=` of every list. */
export const listQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });

export type Paged<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

// In paging.ts, without zod, for the public pages.
export { lastPage } from './paging';
