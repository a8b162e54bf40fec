import type { z } from 'zod';
import { invalid } from '../../lib/http-error';

/**
 * Parses a wizard input and, when it fails, answers 422 with every field's first error and, as
 * the `message`, the FIRST failing rule. The contract schemas declare their keys in the order of
 * the spec's checks (spec 1 §5: "checks run in this order and stop at the first failure"), and
 * zod reports an object's issues in key order, so the first issue is the first failing rule.
 * (The shared error handler answers a generic message for zod failures, which suits the admin
 * forms; the wizard shows the rule itself.)
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  throw invalid(errors, result.error.issues[0]?.message);
}
