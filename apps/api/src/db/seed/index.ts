import { createHash } from 'node:crypto';
import { todayInNairobi } from '@portal/contract/dates';
import {
  ALL_PERMISSIONS,
  APPLICANT_PERMISSIONS,
  JUDGE_PERMISSIONS,
  ROLE_APPLICANT,
  ROLE_JUDGE,
  ROLE_SYSTEM_ADMIN,
} from '@portal/contract/permissions';
import { QUESTION_TYPE_NAMES } from '@portal/contract/questions';
import { TEAM_ROLE_NAMES } from '@portal/contract/team';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { Storage } from '../../lib/storage';
import type { Db, Executor } from '../client';
import {
  appState,
  clientLocations,
  countries,
  genders,
  marketingSources,
  organisationTypes,
  permissions,
  programs,
  rolePermissions,
  roles,
  sectors,
  steps,
  userRoles,
  users,
} from '../schema';
import { SEEDED_CRITERIA, seedCriteria } from './criteria';
import { seedDemoContent } from './demo';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedQuestionTypes } from './questions';
import {
  CLIENT_LOCATIONS,
  COUNTRIES,
  GENDERS,
  MARKETING_SOURCES,
  ORGANISATION_TYPES,
  SECTORS,
  STEPS,
} from './reference-data';
import { seedTeamRoles } from './team-roles';

export { DEMO_ACCOUNTS } from './demo-accounts';

const ROLES = [
  { name: ROLE_SYSTEM_ADMIN, default_page: '/dashboard', public: false, permissions: ALL_PERMISSIONS },
  { name: ROLE_JUDGE, default_page: '/groups', public: false, permissions: JUDGE_PERMISSIONS },
  { name: ROLE_APPLICANT, default_page: '/', public: true, permissions: APPLICANT_PERMISSIONS },
];

export type SeedOptions = {
  /** The first System Admin, created if its address has no account (names as in config). */
  admin?: { email: string; password: string; first_name: string; last_name: string };
  demo: boolean;
  now: Date;
  /** Where demo content puts its pictures and videos (needed when `demo`). */
  storage?: Storage;
};

/**
 * Everything the accounts' transaction writes, as one hash: the same hash means a restart of the
 * same release on the same settings, which has nothing to add. A release that adds a permission,
 * a reference row or a criterion changes it, and the seed runs again.
 */
function seedFingerprint(opts: SeedOptions): string {
  const inputs = {
    reference: [COUNTRIES, GENDERS, STEPS, SECTORS, CLIENT_LOCATIONS, ORGANISATION_TYPES, MARKETING_SOURCES],
    teamRoles: TEAM_ROLE_NAMES,
    questionTypes: QUESTION_TYPE_NAMES,
    permissions: ALL_PERMISSIONS,
    roles: ROLES,
    criteria: SEEDED_CRITERIA,
    admin: opts.admin?.email.toLowerCase() ?? null,
    demo: opts.demo ? Object.values(DEMO_ACCOUNTS).map((a) => a.email) : null,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * Idempotent: runs at every start and only adds what is missing. The accounts' part is skipped
 * when the database says it already ran with the same inputs (`app_state.seed`): it is most of a
 * restart's time on the embedded database.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  const fingerprint = seedFingerprint(opts);
  const [done] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, 'seed'));
  if (done?.value !== fingerprint) await seedAccounts(db, opts, fingerprint);
  // Outside the accounts' transaction: each area's content commits on its own, and only fills
  // empty tables, so it is cheap to ask again.
  if (opts.demo && opts.storage) await seedDemoContent({ db, storage: opts.storage, now: opts.now });
}

async function seedAccounts(db: Db, opts: SeedOptions, fingerprint: string) {
  await db.transaction(async (tx) => {
    await seedReference(tx);
    // The team roles the role picker offers and the Trainers and Coaches pages select by.
    await seedTeamRoles(tx);
    await seedQuestionTypes(tx);
    await seedPermissionsAndRoles(tx);
    // The adjudication criteria of spec 2 §1 always exist, like the permissions.
    await seedCriteria(tx);
    if (opts.admin) {
      await ensureUser(tx, opts.admin, ROLE_SYSTEM_ADMIN);
    }
    if (opts.demo) await seedDemo(tx, opts.now);
    await tx
      .insert(appState)
      .values({ key: 'seed', value: fingerprint })
      .onConflictDoUpdate({ target: appState.key, set: { value: fingerprint, updated_at: sql`now()` } });
  });
}

async function seedReference(tx: Executor) {
  const lists: [PgTable & { id: unknown; name: unknown }, readonly string[], string][] = [
    [countries, COUNTRIES, 'countries'],
    [genders, GENDERS, 'genders'],
    [steps, STEPS, 'steps'],
    [sectors, SECTORS, 'sectors'],
    [clientLocations, CLIENT_LOCATIONS, 'client_locations'],
    [organisationTypes, ORGANISATION_TYPES, 'organisation_types'],
    [marketingSources, MARKETING_SOURCES, 'marketing_sources'],
  ];
  for (const [table, names, tableName] of lists) {
    await tx
      .insert(table)
      .values(names.map((name, i) => ({ id: i + 1, name })) as never)
      .onConflictDoNothing();
    // Explicit ids leave the serial behind; move it past them.
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${tableName}', 'id'), (select max(id) from ${tableName}))`),
    );
  }
}

async function seedPermissionsAndRoles(tx: Executor) {
  await tx
    .insert(permissions)
    .values(ALL_PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  for (const role of ROLES) {
    await tx
      .insert(roles)
      .values({ name: role.name, default_page: role.default_page, public: role.public })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
    const perms = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...role.permissions]));
    // The System Admin always holds every permission, including ones added by later releases.
    if (perms.length) {
      await tx
        .insert(rolePermissions)
        .values(perms.map((p) => ({ role_id: row!.id, permission_id: p.id })))
        .onConflictDoNothing();
    }
  }
}

async function ensureUser(
  tx: Executor,
  u: { email: string; password: string; first_name: string; last_name: string },
  roleName: string,
) {
  const email = u.email.toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) return existing.id;
  const now = new Date().toISOString();
  const [user] = await tx
    .insert(users)
    .values({
      first_name: u.first_name,
      last_name: u.last_name,
      email,
      password_hash: await hashPassword(u.password),
      active: 1,
      email_verified_at: now,
    })
    .returning();
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  await tx.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
  await recordAudit(tx, { model: 'User', action: 'created', actor: null, recordId: user!.id, new: user });
  return user!.id;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function seedDemo(tx: Executor, now: Date) {
  await ensureUser(tx, DEMO_ACCOUNTS.judge, ROLE_JUDGE);
  await ensureUser(tx, DEMO_ACCOUNTS.judge2, ROLE_JUDGE);
  await ensureUser(tx, DEMO_ACCOUNTS.applicant, ROLE_APPLICANT);
  const [anyProgram] = await tx.select({ id: programs.id }).from(programs).limit(1);
  if (!anyProgram) {
    // An open call, so a demo founder can apply: the deadline is eight weeks away.
    const today = todayInNairobi(now);
    const deadline = addDays(today, 56);
    const start = addDays(deadline, 21);
    const [program] = await tx
      .insert(programs)
      .values({
        name: 'Cohort 8',
        application_deadline: deadline,
        start_date: start,
        end_date: addDays(start, 180),
        active: 1,
      })
      .returning();
    await recordAudit(tx, { model: 'Program', action: 'created', actor: null, recordId: program!.id, new: program });
  }
}
