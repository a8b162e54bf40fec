import { z } from 'zod';
import { flag, isoTimestamp, isRecord, optionalText, requiredText } from './common';
import { INT4_MAX } from './constants';
import { MSG } from './messages';

/** Question types (spec 2 §3): ids are fixed and seeded. */
export const QUESTION_TYPE = {
  openEnded: 1,
  singleSelect: 2,
  multiSelect: 3,
  multiPartSingleSelect: 4,
  multiPartMultiSelect: 5,
} as const;
export type QuestionTypeId = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

export const QUESTION_TYPE_NAMES: Record<QuestionTypeId, string> = {
  1: 'Open Ended',
  2: 'Single Select Multiple Choice Question',
  3: 'Multi Select Multiple Choice Questions',
  4: 'Multi Part Single Select Multiple Choice Question',
  5: 'Multi Part Multi Select Multiple Choice Question',
};

/**
 * Texts may have a Swahili version (issue 19): `…_sw`, null or absent when there is none; the
 * applicant's wizard shows it in Swahili and falls back to the English text.
 */
const swahiliText = z.string().nullish();

export const questionOption = z.object({ id: z.number().int(), option: z.string(), option_sw: swahiliText });
export type QuestionOption = z.infer<typeof questionOption>;

export const multiPartQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  question_sw: swahiliText,
  multi_part_options: z.array(questionOption),
});
export type MultiPartQuestion = z.infer<typeof multiPartQuestion>;

const questionBase = z.object({
  id: z.number().int(),
  question_type_id: z.number().int(),
  question_type: z.object({ id: z.number().int(), name: z.string() }),
  number: z.number().int(),
  question: z.string(),
  description: z.string().nullable(),
  question_sw: swahiliText,
  description_sw: swahiliText,
  required: flag,
  length: z.number().int().nullable(),
  active: flag,
  parent_id: z.number().int().nullable(),
  multi_choice_options: z.array(questionOption),
  multi_part_questions: z.array(multiPartQuestion),
});

/** A question with its children (one level: children have no children of their own). */
export const question = questionBase.extend({ child_questions: z.array(questionBase) });
export type Question = z.infer<typeof question>;
export type ChildQuestion = z.infer<typeof questionBase>;
export type AnyQuestion = Question | ChildQuestion;

/** `GET /api/question?type=public`: the active top-level questions, ordered by number. */
export const publicQuestions = z.array(question);

/**
 * Child questions follow their parent's single-select answer (spec 1 §4, spec 2 §4): these
 * answers reveal them; any other answer (No, Other, Not sure, ...) hides them and clears their answers.
 */
export const REVEALING_OPTIONS = ['Yes', 'Referred by a friend', 'Yes, all of them'] as const;

const normalise = (text: string) => text.trim().toLowerCase();
export const isRevealingOption = (text: string | undefined | null) =>
  !!text && REVEALING_OPTIONS.some((o) => normalise(o) === normalise(text));

/** An "Other" choice asks "Please specify" (spec 1 §2.15). */
export const isOtherOption = (text: string | undefined | null) => !!text && /^other\b/i.test(text.trim());

/** Open-ended answers of this length or less (or with no length) are one line; longer ones rich text. */
export const isShortAnswer = (length: number | null | undefined, shortMax = 25) => length == null || length <= shortMax;

// ---------------------------------------------------------------------------------------------
// Question management (spec 2 §2.2, §3, §7): the admin list and show item, form data, payload.

export const QUESTION_TYPE_IDS = [1, 2, 3, 4, 5] as const satisfies readonly QuestionTypeId[];

/** Single and multi select questions have flat options. */
export const hasOptions = (type: number | null | undefined) =>
  type === QUESTION_TYPE.singleSelect || type === QUESTION_TYPE.multiSelect;
/** Multi-part questions have sub-questions, each with its options. */
export const hasParts = (type: number | null | undefined) =>
  type === QUESTION_TYPE.multiPartSingleSelect || type === QUESTION_TYPE.multiPartMultiSelect;
/** The fewest options a question (or a sub-question) of this type needs: a single choice needs two. */
export const minOptions = (type: number | null | undefined) =>
  type === QUESTION_TYPE.singleSelect || type === QUESTION_TYPE.multiPartSingleSelect ? 2 : 1;

/** A child question's parent, as the admin list and the show view name it. */
export const parentSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  question: z.string(),
  /** An inactive parent hides its children from applicants, whatever their own flag. */
  active: flag,
});
export type ParentSummary = z.infer<typeof parentSummary>;

/**
 * One question in the admin list and show view (`GET /api/question?page=`, `/api/question/{id}`,
 * and the answer of every write): the question with its options and parts, its parent (a child
 * question) and what its answers pin down: how many applicants answered it, and which options
 * and sub-questions have answers (those cannot be removed).
 */
export const adminQuestion = questionBase.extend({
  parent: parentSummary.nullable(),
  child_count: z.number().int(),
  answer_count: z.number().int(),
  answered_option_ids: z.array(z.number().int()),
  answered_part_ids: z.array(z.number().int()),
  answered_part_option_ids: z.array(z.number().int()),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

/** Its place in the list and in the wizard: '5', or '5.1' for a child question. */
export const questionOrder = (q: Pick<AdminQuestion, 'number'> & { parent: ParentSummary | null }) =>
  q.parent ? `${q.parent.number}.${q.number}` : String(q.number);

/** `GET /api/question?type=formData`: the question types and the questions a child may hang under. */
export const questionFormData = z.object({
  question_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Top-level single select questions with a revealing option (Yes ...), active or not. */
  parents: z.array(parentSummary),
});
export type QuestionFormData = z.infer<typeof questionFormData>;

const OPTION_MAX = 300;
const optionRow = z.object({
  /** The stored option's id when editing it; null (or absent) for a new option. */
  id: z.number().int().positive().max(INT4_MAX).nullish(),
  value: z.string({ error: MSG.requiredLower }).max(OPTION_MAX, `Maximum ${OPTION_MAX} characters`),
  /** Its Swahili text; blank is none (null). */
  value_sw: optionalText(OPTION_MAX),
});
const partRow = optionRow.extend({ options: z.array(optionRow).max(50, 'At most 50 options') });

/** An option row (or a sub-question) as the server works with it: trimmed, blank Swahili as null. */
const optionOut = (o: z.output<typeof optionRow>) => ({
  id: o.id ?? null,
  value: o.value.trim(),
  value_sw: o.value_sw ?? null,
});

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Issues for a list of option rows at `path`: each text required, none twice, at least `min`. */
function checkOptions(
  rows: { value: string }[],
  min: number,
  path: (string | number)[],
  ctx: z.RefinementCtx,
  twice: string,
) {
  if (rows.length < min) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: min === 1 ? MSG.questionOptionMin : MSG.questionOptionsMin.replace('{min}', String(min)),
    });
  }
  rows.forEach((row, i) => {
    if (row.value.trim() === '')
      ctx.addIssue({ code: 'custom', path: [...path, i, 'value'], message: MSG.requiredLower });
    else if (rows.slice(0, i).some((r) => sameText(r.value, row.value))) {
      ctx.addIssue({ code: 'custom', path: [...path, i, 'value'], message: twice });
    }
  });
}

/**
 * The question form's payload (spec 2 §3), shared by the server and the web form. Question type,
 * number and text are required ('Input is required'); description and length optional, length
 * only for open-ended questions; options (types 2, 3) or sub-questions with options (types 4, 5),
 * each text required. `parent_id` makes it a child question. The type decides which of length,
 * options and sub-questions count: the others are dropped, so a form may keep them while its
 * type changes. `id` and `open_ended` are accepted and ignored (the path and the type decide).
 * Each text may have an optional Swahili version (`question_sw`, `description_sw`, a row's
 * `value_sw`), as long as the English one at most; a blank one is none (null).
 */
export const questionInput = z
  .object({
    id: z.unknown().optional(),
    open_ended: z.unknown().optional(),
    question_type_id: z.literal(QUESTION_TYPE_IDS, { error: MSG.requiredLower }),
    number: z
      .number({ error: MSG.requiredLower })
      .int(MSG.questionNumberWhole)
      .min(1, MSG.questionNumberWhole)
      .max(999, MSG.questionNumberWhole),
    question: requiredText(1000, MSG.requiredLower),
    description: optionalText(2000),
    question_sw: optionalText(1000),
    description_sw: optionalText(2000),
    length: z
      .number({ error: MSG.questionLengthWhole })
      .int(MSG.questionLengthWhole)
      .min(1, MSG.questionLengthWhole)
      .max(10_000, MSG.questionLengthWhole)
      .nullish(),
    required: z.union([flag, z.boolean()]).optional(),
    parent_id: z.number().int().positive().max(INT4_MAX).nullish(),
    single_select_multiple_choice_options: z.array(optionRow).max(50, 'At most 50 options').optional(),
    multi_part_single_select_multiple_choice_questions: z.array(partRow).max(20, 'At most 20 sub-questions').optional(),
  })
  .superRefine(
    (v, ctx) => {
      const type = v.question_type_id;
      if (hasOptions(type)) {
        checkOptions(
          v.single_select_multiple_choice_options ?? [],
          minOptions(type),
          ['single_select_multiple_choice_options'],
          ctx,
          MSG.questionOptionTwice,
        );
      }
      if (hasParts(type)) {
        const parts = v.multi_part_single_select_multiple_choice_questions ?? [];
        const path = 'multi_part_single_select_multiple_choice_questions';
        if (parts.length === 0) ctx.addIssue({ code: 'custom', path: [path], message: MSG.questionPartsMin });
        parts.forEach((part, i) => {
          if (part.value.trim() === '') {
            ctx.addIssue({ code: 'custom', path: [path, i, 'value'], message: MSG.requiredLower });
          } else if (parts.slice(0, i).some((p) => sameText(p.value, part.value))) {
            ctx.addIssue({ code: 'custom', path: [path, i, 'value'], message: MSG.questionPartTwice });
          }
          checkOptions(part.options, minOptions(type), [path, i, 'options'], ctx, MSG.questionOptionTwice);
        });
      }
    },
    {
      // Also while the type, number or text are missing, so that a form shows every message at
      // once; not when the lists themselves are malformed.
      when: (payload) =>
        isRecord(payload.value) &&
        !payload.issues.some(
          (i) =>
            i.path?.[0] === 'single_select_multiple_choice_options' ||
            i.path?.[0] === 'multi_part_single_select_multiple_choice_questions',
        ),
    },
  )
  .transform((v) => ({
    question_type_id: v.question_type_id,
    number: v.number,
    question: v.question,
    description: v.description,
    question_sw: v.question_sw,
    description_sw: v.description_sw,
    length: v.question_type_id === QUESTION_TYPE.openEnded ? (v.length ?? null) : null,
    required: (v.required ? 1 : 0) as 0 | 1,
    parent_id: v.parent_id ?? null,
    single_select_multiple_choice_options: hasOptions(v.question_type_id)
      ? (v.single_select_multiple_choice_options ?? []).map(optionOut)
      : [],
    multi_part_single_select_multiple_choice_questions: hasParts(v.question_type_id)
      ? (v.multi_part_single_select_multiple_choice_questions ?? []).map((p) => ({
          ...optionOut(p),
          options: p.options.map(optionOut),
        }))
      : [],
  }));
/** What the form sends (numbers as numbers, `required` 1/0 or a boolean). */
export type QuestionPayload = z.input<typeof questionInput>;
/** What the server works with: trimmed, and only what the type uses. */
export type QuestionInput = z.output<typeof questionInput>;
