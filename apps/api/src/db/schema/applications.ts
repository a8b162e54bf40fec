import { STAGES } from '@portal/contract/application-stages';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { questions } from './questions';
import { marketingSources } from './reference';
import { users } from './users';
import { ventures } from './ventures';

/**
 * One row per chosen option or written text. `part_id` is set for multi-part answers;
 * `option_id` names a multi_choice_options or multi_part_options row; `text` holds an open
 * answer or the "Please specify" text of an 'Other' choice. A save replaces an applicant's rows
 * for the programme in one transaction.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    part_id: integer('part_id'),
    option_id: integer('option_id'),
    text: text('text'),
  },
  (t) => [index('answers_owner_idx').on(t.user_id, t.program_id), index('answers_question_idx').on(t.question_id)],
);

const stageList = sql.raw(STAGES.map((s) => `'${s}'`).join(', '));

/**
 * One application per applicant per programme; posting again updates it (and keeps its stage).
 * `stage` is where staff have put it in the review pipeline (contract STAGES, STAGE_MOVES).
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    venture_id: integer('venture_id').references(() => ventures.id, { onDelete: 'set null' }),
    marketing_source_id: integer('marketing_source_id').references(() => marketingSources.id),
    terms_conditions: integer('terms_conditions').notNull().default(0),
    declaration: integer('declaration').notNull().default(0),
    stage: text('stage').notNull().default('submitted'),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_user_program_unique').on(t.user_id, t.program_id),
    index('applications_program_idx').on(t.program_id, t.submitted_at),
    // A stage page (newest first, keyset or offset), the stage's CSV batches and the tab counts
    // (an index-only scan grouped by stage) all read this one index.
    index('applications_program_stage_idx').on(t.program_id, t.stage, t.submitted_at, t.id),
    check('applications_stage_check', sql`${t.stage} in (${stageList})`),
  ],
);
