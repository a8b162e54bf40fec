import { z } from 'zod';
import { flag } from './common';

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

export const questionOption = z.object({ id: z.number().int(), option: z.string() });
export type QuestionOption = z.infer<typeof questionOption>;

export const multiPartQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
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
