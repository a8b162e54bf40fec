import { type applicationInput, type OwnApplication, ownApplication } from '@portal/contract/applications';
import { asLocale } from '@portal/contract/locale';
import { MSG } from '@portal/contract/messages';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  applications,
  marketingSources,
  users,
  ventureCSuiteMembers,
  ventures,
  ventureTeamMembers,
} from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { conflict, invalid } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail-outbox';
import { activeProgram, applicationsClosed, openProgram, pastDeadline } from '../programs';
import { activeQuestionSet } from '../questions';
import { requiredErrors } from './answer-checks';
import { answersFor } from './answers.service';
import { applicationReceivedMail } from './application-mail';

type ApplicationRow = typeof applications.$inferSelect;

const answer = (row: ApplicationRow | undefined | null): OwnApplication =>
  ownApplication.parse({
    status: row ? 1 : 0,
    application: row
      ? {
          id: row.id,
          program_id: row.program_id,
          venture_id: row.venture_id,
          marketing_source_id: row.marketing_source_id,
          terms_conditions: row.terms_conditions ? 1 : 0,
          submitted_at: row.submitted_at,
          updated_at: row.updated_at,
        }
      : null,
  });

const findApplication = async (db: Executor, userId: number, programId: number) =>
  (
    await db
      .select()
      .from(applications)
      .where(and(eq(applications.user_id, userId), eq(applications.program_id, programId)))
  )[0];

/** `GET /api/application?type=application`: the caller's application to the active programme. */
export async function ownApplicationOf(ctx: AppContext, userId: number): Promise<OwnApplication> {
  const program = await activeProgram(ctx.db);
  if (!program) return answer(null);
  return answer(await findApplication(ctx.db, userId, program.id));
}

/**
 * The personal details are part of a submitted application (staff and judges read them with it):
 * after the deadline day, a founder who applied to the active programme can no longer change them
 * (409, as every other wizard save). Anyone else keeps editing their profile.
 */
export async function assertProfileEditable(ctx: AppContext, userId: number): Promise<void> {
  const program = await activeProgram(ctx.db);
  if (program && pastDeadline(ctx, program) && (await findApplication(ctx.db, userId, program.id))) {
    throw applicationsClosed(program);
  }
}

/**
 * Step 4 is on the server: its C-suite answer, at least one team member, and at least one C-suite
 * member when the answer is Yes (the C-suite answer also travels with the venture's own save, so
 * the answer alone proves nothing).
 */
async function assertTeamSaved(db: Executor, venture: { id: number; c_suite_women: number | null }) {
  if (venture.c_suite_women == null) throw conflict(MSG.teamFirst);
  const membersOf = async (table: typeof ventureTeamMembers | typeof ventureCSuiteMembers) =>
    (await db.select({ n: count() }).from(table).where(eq(table.venture_id, venture.id)))[0]?.n ?? 0;
  if ((await membersOf(ventureTeamMembers)) === 0) throw conflict(MSG.teamMin);
  if (venture.c_suite_women === 1 && (await membersOf(ventureCSuiteMembers)) === 0) throw conflict(MSG.cSuiteMin);
}

/**
 * `POST /api/application` (step 5): submits the caller's application to the open programme, or
 * updates it when already submitted (one per applicant per programme; `submitted_at` stays the
 * first submission's). Needs every step saved: personal details, the venture with both
 * certificates, every required answer and the team. The confirmation mail is queued once, with
 * the first submission (lib/mail-outbox.ts); SMTP trouble never fails the submission.
 */
export async function submitApplication(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof applicationInput>,
): Promise<OwnApplication> {
  const program = await openProgram(ctx);
  const [source] = await ctx.db
    .select({ id: marketingSources.id })
    .from(marketingSources)
    .where(eq(marketingSources.id, input.marketing_source_id));
  if (!source) throw invalid({ marketing_source_id: MSG.marketingSourceRequired }, MSG.marketingSourceRequired);

  // Every step must be on the server, not only in the form that led here (spec 1 §5).
  const [profile] = await ctx.db
    .select({ dob: users.dob, gender_id: users.gender_id })
    .from(users)
    .where(eq(users.id, user.id));
  if (!profile?.dob || profile.gender_id == null) throw conflict(MSG.personalDetailsFirst);
  const [venture] = await ctx.db
    .select({
      id: ventures.id,
      name: ventures.name,
      cr12: ventures.cr12,
      registration_cetificate: ventures.registration_cetificate,
      c_suite_women: ventures.c_suite_women,
    })
    .from(ventures)
    .where(and(eq(ventures.user_id, user.id), isNotNull(ventures.name)));
  if (!venture?.name) throw conflict(MSG.ventureFirst);
  if (!venture.cr12 || !venture.registration_cetificate) throw conflict(MSG.certificatesFirst);

  const set = await activeQuestionSet(ctx.db);
  const stored = await answersFor(ctx.db, user.id, program.id, set);
  if (Object.keys(requiredErrors(set, stored)).length) throw conflict(MSG.answersIncomplete);
  await assertTeamSaved(ctx.db, venture);

  const now = ctx.clock.now().toISOString();
  const values = {
    venture_id: venture.id,
    marketing_source_id: input.marketing_source_id,
    terms_conditions: 1,
    declaration: input.declaration ? 1 : 0,
  };
  const { row, updated } = await ctx.db.transaction(async (tx) => {
    // One submission at a time per applicant, so that two at once cannot both insert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const existing = await findApplication(tx, user.id, program.id);
    if (existing) {
      // The same submission again (a double tap, a retry): nothing to write, nothing to audit.
      const unchanged = (Object.keys(values) as (keyof typeof values)[]).every((k) => existing[k] === values[k]);
      if (unchanged) return { row: existing, updated: true };
      const [next] = await tx
        .update(applications)
        .set({ ...values, updated_at: now })
        .where(eq(applications.id, existing.id))
        .returning();
      await recordAudit(tx, {
        model: 'Application',
        action: 'updated',
        actor: user,
        recordId: existing.id,
        old: existing,
        new: next,
      });
      return { row: next!, updated: true };
    }
    const [created] = await tx
      .insert(applications)
      .values({
        ...values,
        user_id: user.id,
        program_id: program.id,
        submitted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await recordAudit(tx, {
      model: 'Application',
      action: 'created',
      actor: user,
      recordId: created!.id,
      new: created,
    });
    // One confirmation per application: queued with its first submission, which the row lock above
    // makes exactly one of any number of simultaneous submits (a double tap, a retry on a slow network).
    await enqueueMail(
      tx,
      applicationReceivedMail({
        to: user.email,
        firstName: user.first_name,
        programName: program.name,
        ventureName: venture.name!,
        deadline: program.application_deadline,
        appUrl: ctx.appUrl,
        locale: asLocale(user.locale),
      }),
      ctx.clock.now(),
    );
    return { row: created!, updated: false };
  });
  // Committed: staff holding application_view see the lists and the badge update (live updates).
  ctx.events.publish({
    type: 'application.submitted',
    id: row.id,
    program_id: program.id,
    venture: venture.name,
    updated,
  });

  // Sent in the background (the outbox retries if SMTP is down): the founder's submit never waits for it.
  if (!updated) await ctx.mail.sendQueued();
  return answer(row);
}
