import { MSG } from '@portal/contract/messages';
import { type ProgramDetails, programDateRules } from '@portal/contract/programs';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { programs } from '../../db/schema';
import { todayFor } from '../../lib/dates';
import { conflict } from '../../lib/http-error';

/** The date rules of today (Nairobi) and of the stored record, on the body the route has validated. */
export const programInputFor = (ctx: AppContext, current?: Parameters<typeof programDateRules>[1]) =>
  programDateRules(todayFor(ctx), current);

/** The active program, if any. */
export async function activeProgram(db: Executor) {
  const [row] = await db.select().from(programs).where(eq(programs.active, 1)).orderBy(desc(programs.id)).limit(1);
  return row ?? null;
}

/**
 * `programDetails` (DESIGN.md): the active program and the application flag, 1 while today in
 * Nairobi is on or before its deadline.
 */
export async function programDetails(ctx: AppContext): Promise<ProgramDetails> {
  const program = await activeProgram(ctx.db);
  if (!program) return { program: null, application: 0 };
  const { id, name, application_deadline, start_date, end_date } = program;
  return {
    program: { id, name, application_deadline, start_date, end_date },
    application: pastDeadline(ctx, program) ? 0 : 1,
  };
}

/**
 * The programme an applicant's save belongs to: the active one, while today in Nairobi is on or
 * before its deadline day. Every save of the application wizard goes through this (409 after).
 */
export async function openProgram(ctx: AppContext, db: Executor = ctx.db) {
  const program = await activeProgram(db);
  if (!program) throw conflict(MSG.noOpenProgram);
  if (pastDeadline(ctx, program)) throw applicationsClosed(program);
  return program;
}

type Deadlined = { application_deadline: string };

/** Today in Nairobi is after the programme's deadline day. */
export const pastDeadline = (ctx: AppContext, program: Deadlined) => todayFor(ctx) > program.application_deadline;

/** The 409 of every applicant save after the deadline day: 'Applications closed on …'. */
export const applicationsClosed = (program: Deadlined) =>
  conflict(MSG.applicationsClosed.replace('{date}', formatDeadline(program.application_deadline)));

/** 2026-12-01 -> "1 December 2026", for messages. */
export const formatDeadline = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** At most one program is active: activating a second is refused. */
export async function assertNoOtherActive(tx: Executor, id: number) {
  const [other] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.active, 1), ne(programs.id, id)));
  if (other) throw conflict(MSG.programAlreadyActive);
}
