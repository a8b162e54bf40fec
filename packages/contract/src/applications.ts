import { z } from 'zod';
import { flag, idOf, isoTimestamp } from './common';
import { MSG } from './messages';

const idKey = z.string().regex(/^\d+$/, 'Keys are question or part ids');
const optionId = z.number().int().positive();

/**
 * The five answer groups of `GET`/`POST /api/answer` (DESIGN.md), keyed by question id, or by
 * multi-part part id for the multi-part groups. `other` holds the "Please specify" text of an
 * 'Other' choice, keyed by question or part id (parts and questions share one id sequence, so
 * the keys cannot collide).
 */
export const answers = z.object({
  open_ended: z.record(idKey, z.string().max(100_000)).default({}),
  single_select: z.record(idKey, optionId).default({}),
  multi_select: z.record(idKey, z.array(optionId).max(100)).default({}),
  multi_part_single_select: z.record(idKey, optionId).default({}),
  multi_part_multi_select: z.record(idKey, z.array(optionId).max(100)).default({}),
  other: z.record(idKey, z.string().trim().max(500)).default({}),
});
export type Answers = z.infer<typeof answers>;
export type AnswersInput = z.input<typeof answers>;

export const emptyAnswers = (): Answers => ({
  open_ended: {},
  single_select: {},
  multi_select: {},
  multi_part_single_select: {},
  multi_part_multi_select: {},
  other: {},
});

/** Step 5 (`POST /api/application`). */
export const applicationInput = z.object({
  marketing_source_id: idOf(MSG.marketingSourceRequired),
  terms_conditions: z.union([z.literal(1), z.literal(true)], { error: MSG.termsRequired }).transform(() => 1 as const),
  // The declaration is a UI checkbox in the spec; when sent it must be given.
  declaration: z
    .union([z.literal(1), z.literal(true)], { error: MSG.declarationRequired })
    .transform(() => 1 as const)
    .optional(),
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const application = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  venture_id: z.number().int().nullable(),
  marketing_source_id: z.number().int().nullable(),
  terms_conditions: flag,
  submitted_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type Application = z.infer<typeof application>;

/** `GET /api/application?type=application` (DESIGN.md): status 1 once submitted. */
export const ownApplication = z.object({ status: flag, application: application.nullable() });
export type OwnApplication = z.infer<typeof ownApplication>;
