import type { FormData } from '@portal/contract/reference';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientLocations,
  countries,
  genders,
  marketingSources,
  organisationTypes,
  sectors,
  steps,
} from '../../db/schema';

/** The choice lists of the forms, in one round of parallel queries. */
export async function formData(db: Executor): Promise<FormData> {
  const list = (t: typeof genders) => db.select({ id: t.id, name: t.name }).from(t).orderBy(asc(t.id));
  const [g, c, s, sec, cl, ot, ms] = await Promise.all([
    list(genders),
    list(countries),
    list(steps),
    list(sectors),
    list(clientLocations),
    list(organisationTypes),
    list(marketingSources),
  ]);
  return {
    genders: g,
    countries: c,
    steps: s,
    sectors: sec,
    clientLocations: cl,
    organisationTypes: ot,
    marketingSources: ms,
  };
}
