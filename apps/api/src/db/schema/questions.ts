import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { activeFlag, timestamps } from './columns';

export const questionTypes = pgTable('question_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The application's questions; a child question has a parent and shows under its answer. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    question_type_id: integer('question_type_id')
      .notNull()
      .references(() => questionTypes.id),
    number: integer('number').notNull(),
    question: text('question').notNull(),
    description: text('description'),
    /** Swahili texts (issue 19): null shows the English one. */
    question_sw: text('question_sw'),
    description_sw: text('description_sw'),
    required: integer('required').notNull().default(0),
    length: integer('length'),
    active: activeFlag(1),
    parent_id: integer('parent_id').references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('questions_number_idx').on(t.active, t.number), index('questions_parent_idx').on(t.parent_id)],
);

export const multiChoiceOptions = pgTable(
  'multi_choice_options',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    option_sw: text('option_sw'),
  },
  (t) => [index('multi_choice_options_question_idx').on(t.question_id)],
);

/**
 * The parts of a multi-part question. Their ids come from the questions' sequence, so that a
 * part id never equals a question id: answers key 'Other' texts by either (DESIGN.md).
 */
export const multiPartQuestions = pgTable(
  'multi_part_questions',
  {
    id: integer('id').primaryKey().default(sql`nextval('questions_id_seq')`),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    question_sw: text('question_sw'),
  },
  (t) => [index('multi_part_questions_question_idx').on(t.question_id)],
);

export const multiPartOptions = pgTable(
  'multi_part_options',
  {
    id: serial('id').primaryKey(),
    multi_part_question_id: integer('multi_part_question_id')
      .notNull()
      .references(() => multiPartQuestions.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    option_sw: text('option_sw'),
  },
  (t) => [index('multi_part_options_part_idx').on(t.multi_part_question_id)],
);
