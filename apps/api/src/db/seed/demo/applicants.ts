import { DEFAULT_COUNTRY_ID } from '@portal/contract/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../client';
import {
  answers,
  applications,
  userRoles,
  users,
  ventureClientLocations,
  ventureCountries,
  ventureCSuiteMembers,
  ventureSectors,
  ventures,
  ventureTeamMembers,
} from '../../schema';
import { CLIENT_LOCATIONS, MARKETING_SOURCES, SECTORS } from '../reference-data';
import { answerRows, type SeedQuestion } from './answers';
import { FIRST_NAMES, LAST_NAMES, MEN_FIRST_NAMES, STAFF_ROLES, TEAM_ROLES } from './applicant-data';
import { type FounderPlan, reached } from './funnel';
import type { Random } from './random';

/** A founder as written: her ids, for the judging, inbox and history seeds. */
export type SeededFounder = {
  plan: FounderPlan;
  userId: number;
  ventureId: number | null;
  applicationId: number | null;
};

export type FounderContext = {
  programId: number;
  set: SeedQuestion[];
  /** One argon2 hash shared by every seeded founder (hashing is slow on purpose). */
  passwordHash: string;
  applicantRoleId: number;
  rng: Random;
};

const FEMALE = 1;
const MALE = 2;
const idOf = (list: readonly string[], name: string) => list.indexOf(name) + 1;
const iso = (d: Date) => d.toISOString();
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The certificates' stored names (the files are written by demo/documents.ts). */
export const certificateNames = (ventureName: string) => ({
  cr12: `demo-cr12-${slug(ventureName)}.pdf`,
  registration_cetificate: `demo-registration-${slug(ventureName)}.pdf`,
});

/**
 * Writes the founders as far as each plan says: account and role, profile, venture (sectors,
 * countries, client locations, certificates), answers, team (C-suite, team members and step 4's
 * counts), and the application in its stage. One insert per table, many rows each.
 */
export async function insertFounders(tx: Executor, plans: FounderPlan[], c: FounderContext): Promise<SeededFounder[]> {
  const { rng } = c;
  const profile = (p: FounderPlan) =>
    reached(p.level, 'personal_details')
      ? {
          dob: `${rng.int(1990, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          gender_id: FEMALE,
          country_id: DEFAULT_COUNTRY_ID,
          bio: `<p>Founder of ${p.idea.name}, based in ${p.place.city}. Passionate about ${p.idea.customers}.</p>`,
          linkedin_url: `https://www.linkedin.com/in/${slug(p.first_name + p.last_name)}`,
        }
      : {};

  const fresh = plans.filter((p) => p.existingUserId === undefined);
  const inserted = await tx
    .insert(users)
    .values(
      fresh.map((p) => ({
        first_name: p.first_name,
        middle_name: p.middle_name,
        last_name: p.last_name,
        email: p.email,
        phone_number: p.phone_number,
        password_hash: c.passwordHash,
        active: p.active ? 1 : 0,
        email_verified_at: p.active ? iso(new Date(p.registered_at.getTime() + 15 * 60_000)) : null,
        created_at: iso(p.registered_at),
        updated_at: iso(p.registered_at),
        ...profile(p),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(inserted.map((u) => [u.email, u.id]));
  await tx.insert(userRoles).values(inserted.map((u) => ({ user_id: u.id, role_id: c.applicantRoleId })));
  for (const p of plans) {
    if (p.existingUserId === undefined) continue;
    userIds.set(p.email, p.existingUserId);
    await tx
      .update(users)
      // She registered before she applied, as the history says.
      .set({ phone_number: p.phone_number, created_at: iso(p.registered_at), ...profile(p) })
      .where(eq(users.id, p.existingUserId));
  }
  const userOf = (p: FounderPlan) => userIds.get(p.email)!;

  const withVenture = plans.filter((p) => reached(p.level, 'venture_profile'));
  const ventureRows = withVenture.length
    ? await tx
        .insert(ventures)
        .values(
          withVenture.map((p) => {
            const team = reached(p.level, 'team');
            const web = `${slug(p.idea.name)}.co.ke`;
            return {
              user_id: userOf(p),
              name: p.idea.name,
              slogan: p.idea.phrase,
              year_established: rng.int(2018, 2024),
              description: `<p>${p.idea.name} offers ${p.idea.product} to ${p.idea.customers} in ${p.place.city}.</p>`,
              physical_address: `${p.place.area}, ${p.place.city}`,
              email_address: `hello@${web}`,
              phone_number: `+2547${String(rng.int(10_000_000, 99_999_999))}`,
              website_url: `https://${web}`,
              stage_id: rng.int(2, 4),
              organisation_type_id: rng.chance(0.8) ? 1 : rng.int(2, 5),
              funding: rng.chance(0.4) ? 1 : 0,
              ...certificateNames(p.idea.name),
              c_suite_women: team ? rng.pick([1, 2]) : null,
              full_time_employee_count: team ? rng.int(2, 14) : null,
              part_time_employee_count: team ? rng.int(0, 6) : null,
              created_at: iso(p.registered_at),
              updated_at: iso(p.registered_at),
            };
          }),
        )
        .returning({ id: ventures.id, user_id: ventures.user_id })
    : [];
  const ventureIds = new Map(ventureRows.map((v) => [v.user_id, v.id]));
  const ventureOf = (p: FounderPlan) => ventureIds.get(userOf(p))!;

  if (withVenture.length) {
    await tx
      .insert(ventureSectors)
      .values(
        withVenture.flatMap((p) =>
          p.idea.sectors.map((s) => ({ venture_id: ventureOf(p), sector_id: idOf(SECTORS, s) })),
        ),
      );
    await tx
      .insert(ventureCountries)
      .values(withVenture.map((p) => ({ venture_id: ventureOf(p), country_id: DEFAULT_COUNTRY_ID })));
    await tx
      .insert(ventureClientLocations)
      .values(
        withVenture.flatMap((p) =>
          rng
            .some(CLIENT_LOCATIONS, rng.int(1, 3))
            .map((l) => ({ venture_id: ventureOf(p), client_location_id: idOf(CLIENT_LOCATIONS, l) })),
        ),
      );
  }

  const answered = plans.filter((p) => reached(p.level, 'questions'));
  const rows = answered.flatMap((p) =>
    answerRows(
      c.set,
      {
        idea: p.idea,
        city: p.place.city,
        customers: rng.int(12, 900),
        months: rng.int(4, 30),
        revenue: rng.int(30, 480) * 10_000,
      },
      rng,
      { user_id: userOf(p), program_id: c.programId },
    ),
  );
  if (rows.length) await tx.insert(answers).values(rows);

  const teams = plans.filter((p) => reached(p.level, 'team'));
  if (teams.length) {
    await tx.insert(ventureCSuiteMembers).values(
      teams.flatMap((p) =>
        rng.some(TEAM_ROLES, rng.int(1, 2)).map((title) => ({
          venture_id: ventureOf(p),
          title,
          first_name: rng.pick(FIRST_NAMES),
          last_name: rng.pick(LAST_NAMES),
          country_id: DEFAULT_COUNTRY_ID,
          city: p.place.city,
          gender_id: FEMALE,
          linkedin_url: null,
        })),
      ),
    );
    await tx.insert(ventureTeamMembers).values(
      teams.flatMap((p) => {
        const founderShare = rng.int(45, 80);
        const staff = rng.some(STAFF_ROLES, rng.int(1, 2)).map((role) => {
          const man = rng.chance(0.4);
          return {
            venture_id: ventureOf(p),
            first_name: man ? rng.pick(MEN_FIRST_NAMES) : rng.pick(FIRST_NAMES),
            last_name: rng.pick(LAST_NAMES),
            role,
            founder: false,
            shares: null,
            gender_id: man ? MALE : FEMALE,
            years_experience: rng.int(1, 8),
          };
        });
        return [
          {
            venture_id: ventureOf(p),
            first_name: p.first_name,
            last_name: p.last_name,
            role: 'CEO',
            founder: true,
            shares: founderShare,
            gender_id: FEMALE,
            years_experience: rng.int(3, 12),
          },
          {
            venture_id: ventureOf(p),
            first_name: rng.pick(FIRST_NAMES),
            last_name: rng.pick(LAST_NAMES),
            role: 'Co-founder',
            founder: true,
            shares: 100 - founderShare,
            gender_id: FEMALE,
            years_experience: rng.int(2, 10),
          },
          ...staff,
        ];
      }),
    );
  }

  const submitted = plans.filter((p) => p.submitted_at !== null);
  const applicationRows = submitted.length
    ? await tx
        .insert(applications)
        .values(
          submitted.map((p) => ({
            user_id: userOf(p),
            program_id: c.programId,
            venture_id: ventureOf(p),
            marketing_source_id: idOf(MARKETING_SOURCES, rng.pick(MARKETING_SOURCES)),
            terms_conditions: 1,
            declaration: 1,
            stage: p.stage ?? 'submitted',
            submitted_at: iso(p.submitted_at!),
            created_at: iso(p.submitted_at!),
            updated_at: iso(p.submitted_at!),
          })),
        )
        .returning({ id: applications.id, user_id: applications.user_id })
    : [];
  const applicationIds = new Map(applicationRows.map((a) => [a.user_id, a.id]));

  return plans.map((plan) => ({
    plan,
    userId: userOf(plan),
    ventureId: ventureIds.get(userOf(plan)) ?? null,
    applicationId: applicationIds.get(userOf(plan)) ?? null,
  }));
}
