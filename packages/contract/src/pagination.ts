import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants';

/** `?page=&per_page=&search=` of every list. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
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

export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
