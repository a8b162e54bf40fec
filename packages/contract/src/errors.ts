import { z } from 'zod';

/** The one error shape of every 4xx/5xx answer (DESIGN.md "The API contract"). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
