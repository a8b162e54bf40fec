import { MSG } from '@portal/contract/messages';
import { cSuiteMember, type TeamInput, teamMember, type VentureTeam } from '@portal/contract/ventures';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { countries, genders, ventureCSuiteMembers, ventures, ventureTeamMembers } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import { openProgram } from '../programs';
import { canReadVenture, ventureById } from './ventures.service';

/**
 * The venture's team members and C-suite members, each in the order they were entered (one query
 * after the other: inside a transaction, one connection must not be asked two things at once).
 */
async function teamOf(db: Executor, ventureId: number): Promise<VentureTeam> {
  const members = await db
    .select()
    .from(ventureTeamMembers)
    .where(eq(ventureTeamMembers.venture_id, ventureId))
    .orderBy(asc(ventureTeamMembers.id));
  const cSuite = await db
    .select()
    .from(ventureCSuiteMembers)
    .where(eq(ventureCSuiteMembers.venture_id, ventureId))
    .orderBy(asc(ventureCSuiteMembers.id));
  return {
    ventureTeamMembers: members.map((m) => teamMember.parse(m)),
    ventureCSuiteMembers: cSuite.map((m) => cSuiteMember.parse(m)),
  };
}

/** `GET /api/venture-team-member?venture_id=`: the venture's owner, or staff with application_view. */
export async function getVentureTeam(ctx: AppContext, user: AuthUser, ventureId: number): Promise<VentureTeam> {
  const venture = await ventureById(ctx.db, ventureId);
  if (!canReadVenture(user, venture)) throw forbidden();
  return teamOf(ctx.db, venture.id);
}

/** The ids among `ids` that are not rows of the table. */
async function unknownIds(tx: Tx, table: typeof genders | typeof countries, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  const known = new Set(found.map((r) => r.id));
  return new Set(unique.filter((id) => !known.has(id)));
}

/** Genders and nationalities must be listed ones: 422 on the first member's field that is not. */
async function assertTeamReferences(tx: Tx, input: TeamInput) {
  const allGenders = [...input.venture_team_members, ...input.c_suite_members].map((m) => m.gender_id);
  const badGenders = await unknownIds(tx, genders, allGenders);
  const badCountries = await unknownIds(
    tx,
    countries,
    input.c_suite_members.map((m) => m.country_id),
  );
  const errors: Record<string, string> = {};
  input.venture_team_members.forEach((m, i) => {
    if (badGenders.has(m.gender_id)) errors[`venture_team_members.${i}.gender_id`] = MSG.requiredLower;
  });
  input.c_suite_members.forEach((m, i) => {
    if (badCountries.has(m.country_id)) errors[`c_suite_members.${i}.country_id`] = MSG.requiredLower;
    if (badGenders.has(m.gender_id)) errors[`c_suite_members.${i}.gender_id`] = MSG.requiredLower;
  });
  if (Object.keys(errors).length) throw invalid(errors, MSG.requiredLower);
}

/** What the audit entry of a team save holds: the team and step 4's venture fields. */
const auditView = (
  team: VentureTeam,
  v: Pick<typeof ventures.$inferSelect, 'c_suite_women' | 'full_time_employee_count' | 'part_time_employee_count'>,
) => ({
  venture_team_members: team.ventureTeamMembers.map(({ id: _id, venture_id: _v, ...m }) => m),
  c_suite_members: team.ventureCSuiteMembers.map(({ id: _id, venture_id: _v, ...m }) => m),
  c_suite_women: v.c_suite_women,
  full_time_employee_count: v.full_time_employee_count,
  part_time_employee_count: v.part_time_employee_count,
});

/**
 * `POST /api/venture-team-member`: the venture's owner replaces its whole team (delete, then
 * insert, in one transaction) and step 4's venture fields. C-suite members are kept only when
 * c_suite_women is 1 (otherwise those stored are deleted and those sent are ignored).
 * One audit entry per call: model Venture, action updated, the team before and after.
 */
export async function saveVentureTeam(
  ctx: AppContext,
  actor: AuthUser,
  input: TeamInput,
): Promise<VentureTeam & { message: string }> {
  await openProgram(ctx);
  const venture = await ventureById(ctx.db, input.venture_id);
  if (venture.user_id !== actor.id) throw forbidden();

  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ventures).where(eq(ventures.id, venture.id)).for('update');
    if (!current) throw notFound();
    await assertTeamReferences(tx, input);
    const before = auditView(await teamOf(tx, venture.id), current);

    await tx.delete(ventureTeamMembers).where(eq(ventureTeamMembers.venture_id, venture.id));
    await tx.delete(ventureCSuiteMembers).where(eq(ventureCSuiteMembers.venture_id, venture.id));
    if (input.venture_team_members.length) {
      await tx
        .insert(ventureTeamMembers)
        .values(input.venture_team_members.map(({ id: _id, ...m }) => ({ ...m, venture_id: venture.id })));
    }
    if (input.c_suite_women === 1 && input.c_suite_members.length) {
      await tx.insert(ventureCSuiteMembers).values(
        input.c_suite_members.map(({ id: _id, ...m }) => ({
          ...m,
          state_id: m.state_id ?? null,
          venture_id: venture.id,
        })),
      );
    }
    const [updated] = await tx
      .update(ventures)
      .set({
        c_suite_women: input.c_suite_women,
        full_time_employee_count: input.full_time_employee_count,
        part_time_employee_count: input.part_time_employee_count,
        updated_at: ctx.clock.now().toISOString(),
      })
      .where(eq(ventures.id, venture.id))
      .returning();

    await recordAudit(tx, {
      model: 'Venture',
      action: 'updated',
      actor,
      recordId: venture.id,
      old: before,
      new: auditView(await teamOf(tx, venture.id), updated!),
    });
  });
  return { message: MSG.teamSaved, ...(await teamOf(ctx.db, venture.id)) };
}
