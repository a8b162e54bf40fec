import { richTextIsEmpty } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import {
  publicTeamMember,
  type TeamMemberValues,
  type TeamRole,
  TRAINERS_COACHES_LIMIT,
  UNKNOWN_TEAM_ROLE,
} from '@portal/contract/team';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { auditLogs, teamMemberRoles, teamMembers, teamRoles } from '../../db/schema';
import { TEAM_BUCKET } from '../../lib/buckets';
import { sanitizeField } from '../../lib/html';
import { invalid } from '../../lib/http-error';
import { imageUrlsOf } from '../../lib/uploads';

type MemberRow = typeof teamMembers.$inferSelect;
type MemberRole = { team_role_id: number; team_role: TeamRole };

/** Public lists and the Trainers/Coaches pages: by name, case-insensitively, then by id. */
export const byName = [asc(sql`lower(${teamMembers.name})`), asc(teamMembers.id)];
/** Admin list: newest first. */
export const newestFirst = [desc(teamMembers.created_at), desc(teamMembers.id)];

/** The team roles, by name (the form's role picker). */
export const listTeamRoles = (db: Executor): Promise<TeamRole[]> =>
  db.select({ id: teamRoles.id, name: teamRoles.name }).from(teamRoles).orderBy(asc(teamRoles.name));

/** The roles of these members, in one query, each member's in the roles' order (Programme Lead, Trainer, Coach ...). */
async function rolesOf(db: Executor, memberIds: number[]): Promise<Map<number, MemberRole[]>> {
  const out = new Map<number, MemberRole[]>();
  if (memberIds.length === 0) return out;
  const rows = await db
    .select({ member: teamMemberRoles.team_member_id, id: teamRoles.id, name: teamRoles.name })
    .from(teamMemberRoles)
    .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.team_role_id))
    .where(inArray(teamMemberRoles.team_member_id, memberIds))
    .orderBy(asc(teamRoles.id));
  for (const r of rows) {
    const list = out.get(r.member) ?? [];
    list.push({ team_role_id: r.id, team_role: { id: r.id, name: r.name } });
    out.set(r.member, list);
  }
  return out;
}

/** A page of members with their roles and picture URLs (two queries whatever the page size). */
export async function expandMembers(db: Executor, rows: MemberRow[]) {
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, team_member_roles: roles.get(r.id) ?? [], ...imageUrlsOf(TEAM_BUCKET, r.image) }));
}

/** Input to columns: roles go to their own table; the bio is sanitised (and must still say something). */
export function memberValues(input: unknown): Partial<typeof teamMembers.$inferInsert> {
  const { roles: _roles, ...values } = input as TeamMemberValues;
  const bio = sanitizeField(values.bio, 'site-content', 'bio');
  if (richTextIsEmpty(bio)) throw invalid({ bio: MSG.bioRequired });
  return { ...values, bio };
}

/** Role names of one member, for the audit entry. */
async function roleNamesOf(tx: Tx, memberId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: teamRoles.name })
    .from(teamMemberRoles)
    .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.team_role_id))
    .where(eq(teamMemberRoles.team_member_id, memberId))
    .orderBy(asc(teamRoles.id));
  return rows.map((r) => r.name);
}

/**
 * Replaces the member's roles with the input's (inside the write's transaction): unknown role ids
 * refuse the whole write with 422 on `roles`. The role names join the write's audit entry, so the
 * data log shows who changed which roles.
 */
export async function writeRoles(tx: Tx, member: MemberRow, input: unknown): Promise<void> {
  const ids = [...new Set((input as TeamMemberValues).roles)];
  if (ids.length === 0) throw invalid({ roles: MSG.rolePickRequired });
  const known = await tx.select({ id: teamRoles.id }).from(teamRoles).where(inArray(teamRoles.id, ids));
  if (known.length !== ids.length) throw invalid({ roles: UNKNOWN_TEAM_ROLE });

  const before = await roleNamesOf(tx, member.id);
  await tx.delete(teamMemberRoles).where(eq(teamMemberRoles.team_member_id, member.id));
  await tx.insert(teamMemberRoles).values(ids.map((id) => ({ team_member_id: member.id, team_role_id: id })));
  const after = await roleNamesOf(tx, member.id);
  await addRolesToAudit(tx, member.id, before, after);
}

/** Adds `roles` to the audit entry the write just recorded (old, new, and changed when they differ). */
async function addRolesToAudit(tx: Tx, memberId: number, before: string[], after: string[]) {
  const [entry] = await tx
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.model, 'TeamMember'), eq(auditLogs.model_id, String(memberId))))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  if (!entry) return;
  const created = entry.action === 'created';
  const differs = JSON.stringify(before) !== JSON.stringify(after);
  await tx
    .update(auditLogs)
    .set({
      old: entry.old ? { ...entry.old, roles: before } : entry.old,
      new: entry.new ? { ...entry.new, roles: after } : entry.new,
      changed: created || differs ? { ...(entry.changed ?? {}), roles: after } : entry.changed,
    })
    .where(eq(auditLogs.id, entry.id));
}

/** Active members holding a team role (Trainer, Coach), by name, at most TRAINERS_COACHES_LIMIT. */
export async function membersWithRole(ctx: AppContext, roleName: string) {
  const rows = await ctx.db
    .select({ member: teamMembers })
    .from(teamMembers)
    .innerJoin(teamMemberRoles, eq(teamMemberRoles.team_member_id, teamMembers.id))
    .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.team_role_id))
    .where(and(eq(teamMembers.active, 1), sql`lower(${teamRoles.name}) = ${roleName.toLowerCase()}`))
    .orderBy(...byName)
    .limit(TRAINERS_COACHES_LIMIT);
  const expanded = await expandMembers(
    ctx.db,
    rows.map((r) => r.member),
  );
  return { data: expanded.map((m) => publicTeamMember.parse(m)) };
}
