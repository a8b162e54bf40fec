import { z } from 'zod';
import { flag, isoDate, isoTimestamp, requiredText } from './common';
import { MSG } from './messages';

export const program = z.object({
  id: z.number().int(),
  name: z.string(),
  application_deadline: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  active: flag,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type Program = z.infer<typeof program>;

/**
 * Program dates (spec 3 §5): the deadline and the start date cannot be before `today`; the start
 * cannot be after the end. `today` is the programme's calendar day (Nairobi), passed in so that
 * the client and the server apply the same rule with their own clock. When editing, a date that
 * keeps its stored value is accepted even if it has passed: a running programme stays editable.
 */
export const programInput = (today: string, current?: Pick<Program, 'application_deadline' | 'start_date'>) =>
  z
    .object({
      name: requiredText(150),
      application_deadline: isoDate.refine(
        (d) => d >= today || d === current?.application_deadline,
        MSG.programDeadlinePast,
      ),
      start_date: isoDate.refine((d) => d >= today || d === current?.start_date, MSG.programStartPast),
      end_date: isoDate,
    })
    .superRefine((v, ctx) => {
      if (v.start_date > v.end_date) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: MSG.programStartAfterEnd });
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: MSG.programEndBeforeStart });
      }
    });
export type ProgramInput = z.infer<ReturnType<typeof programInput>>;

/** `GET /api/program?type=programDetails` (DESIGN.md). */
export const programDetails = z.object({
  program: program
    .pick({ id: true, name: true, application_deadline: true, start_date: true, end_date: true })
    .nullable(),
  application: flag,
});
export type ProgramDetails = z.infer<typeof programDetails>;
