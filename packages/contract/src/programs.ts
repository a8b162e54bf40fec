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

/** `POST /api/program`, `PUT /api/program/{id}`: the fields and their formats, as the route declares them. */
export const programFields = z.object({
  name: requiredText(150),
  application_deadline: isoDate,
  start_date: isoDate,
  end_date: isoDate,
});

type ProgramDates = { application_deadline: string; start_date: string; end_date: string };
type StoredDates = Pick<Program, 'application_deadline' | 'start_date'>;

/** A date that is not before `today`, or that keeps its stored value. */
const notBefore = (today: string, stored?: string) => (d: string) => d >= today || d === stored;

/** The start cannot be after the end: said on both fields. */
const startNotAfterEnd = (v: ProgramDates, ctx: z.RefinementCtx) => {
  if (v.start_date > v.end_date) {
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: MSG.programStartAfterEnd });
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: MSG.programEndBeforeStart });
  }
};

/**
 * Program dates (spec 3 §5): the deadline and the start date cannot be before `today`; the start
 * cannot be after the end. `today` is the programme's calendar day (Nairobi), passed in so that
 * the client and the server apply the same rule with their own clock. When editing, a date that
 * keeps its stored value is accepted even if it has passed: a running programme stays editable.
 */
export const programInput = (today: string, current?: StoredDates) =>
  programFields
    .extend({
      application_deadline: isoDate.refine(notBefore(today, current?.application_deadline), MSG.programDeadlinePast),
      start_date: isoDate.refine(notBefore(today, current?.start_date), MSG.programStartPast),
    })
    .superRefine(startNotAfterEnd);

/**
 * programInput's date rules, in its order, on a body that has passed `programFields` (the server
 * applies them to the typed body, with its own today and the stored record).
 */
export const programDateRules = (today: string, current?: StoredDates) =>
  z.custom<z.output<typeof programFields>>().superRefine((v, ctx) => {
    if (!notBefore(today, current?.application_deadline)(v.application_deadline)) {
      ctx.addIssue({ code: 'custom', path: ['application_deadline'], message: MSG.programDeadlinePast });
    }
    if (!notBefore(today, current?.start_date)(v.start_date)) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: MSG.programStartPast });
    }
    startNotAfterEnd(v, ctx);
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
