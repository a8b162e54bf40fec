import type { z } from 'zod';

/** Where the wrappers of zod 4 keep the schema they wrap. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
};

function collect(schema: z.ZodType, path: string, into: Record<string, number>): void {
  const def = schema._zod.def as unknown as Def;
  if (def.type === 'string') {
    const max = (schema as z.ZodString).maxLength;
    if (max !== null && path) into[path] = max;
  } else if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) collect(field, path ? `${path}.${key}` : key, into);
  } else if (def.type === 'array' && def.element) {
    collect(def.element, path, into);
  } else if (def.innerType) {
    collect(def.innerType, path, into);
  } else if (def.type === 'pipe') {
    // z.preprocess(...) is a pipe whose second half holds the rule; .transform(...) the first.
    if (def.in) collect(def.in, path, into);
    if (def.out) collect(def.out, path, into);
  }
}

/**
 * The longest text each field of an input schema accepts, by field path (array items share the
 * path without their index: `venture_team_members.first_name`). Forms show these as live
 * counters, so the limit a user sees is the very rule the server applies.
 */
export function maxLengthsOf(schema: z.ZodType): Readonly<Record<string, number>> {
  const into: Record<string, number> = {};
  collect(schema, '', into);
  return into;
}
