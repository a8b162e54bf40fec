import { z } from 'zod';

export const namedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

/** `GET /api/user?type=formData`: the lists the wizard and profile forms choose from. */
export const formData = z.object({
  genders: z.array(namedItem),
  countries: z.array(namedItem),
  steps: z.array(namedItem),
  sectors: z.array(namedItem),
  clientLocations: z.array(namedItem),
  organisationTypes: z.array(namedItem),
  marketingSources: z.array(namedItem),
});
export type FormData = z.infer<typeof formData>;
