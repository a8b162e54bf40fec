import type { Stage } from '@portal/contract/application-stages';
import { ROLE_APPLICANT, ROLE_SYSTEM_ADMIN } from '@portal/contract/permissions';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { applications, appState, programs, roles, userRoles, users } from '../../schema';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { loadQuestionSet } from './answers';
import { insertFounders, type SeededFounder } from './applicants';
import { writeCertificates } from './documents';
import { planFunnel, reached } from './funnel';
import type { HistoryEvent } from './history';
import { insertHistory } from './history';
import { seedInbox } from './inbox';
import type { DemoContext } from './index';
import { seedJudging } from './judging';
import { seededRandom } from './random';

/** Set once the demo programme is written: a restart, or an operator who cleared it, gets nothing twice. */
export const DEMO_PROGRAMME_KEY = 'demo_programme';
/** The generator's seed: the same founders, ventures and scores on every fresh start. */
const SEED = 20_260_301;
const DAY = 86_400_000;

/** The moves an application made to reach its stage (spec 2 §4), each one a staff action. */
const PATH: Record<Stage, Stage[]> = {
  submitted: [],
  review: ['review'],
  rejected: ['review', 'rejected'],
  selected_for_rating: ['review', 'selected_for_rating'],
  shortlisted: ['review', 'selected_for_rating', 'shortlisted'],
};

/**
 * The demo programme's people and their work (SEED_DEMO=1): about forty applicants along the
 * funnel, two judging panels with ratings, an inbox and the log history of all of it, in one
 * transaction. Only while the database has no application and has never had this seed.
 */
export async function seedDemoProgramme(ctx: DemoContext): Promise<void> {
  const { db, now } = ctx;
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_PROGRAMME_KEY));
  if (done) return;
  const [{ n }] = (await db.select({ n: count() }).from(applications)) as [{ n: number }];
  const [program] = await db.select().from(programs).where(eq(programs.active, 1)).orderBy(desc(programs.id)).limit(1);
  const emails = [DEMO_ACCOUNTS.judge, DEMO_ACCOUNTS.judge2, DEMO_ACCOUNTS.applicant].map((a) => a.email);
  const people = await db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const person = (email: string) => people.find((u) => u.email.toLowerCase() === email);
  const [judge, judge2, applicant] = emails.map(person);
  if (n > 0 || !program || !judge || !judge2 || !applicant) return;

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.name, ROLE_SYSTEM_ADMIN)))
    .orderBy(asc(users.id))
    .limit(1);
  const [applicantRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_APPLICANT));
  const rng = seededRandom(SEED);
  const plans = planFunnel(rng, now, applicant);

  const founders = await db.transaction(async (tx) => {
    const set = await loadQuestionSet(tx);
    const written = await insertFounders(tx, plans, {
      programId: program.id,
      set,
      // The demo applicant's password: every seeded founder signs in with it (README).
      passwordHash: applicant.password_hash,
      applicantRoleId: applicantRole!.id,
      rng,
    });
    const adminId = admin?.id ?? null;
    const events = founderHistory(written, adminId, now, rng);
    events.push(
      ...(await seedJudging(tx, { founders: written, judges: [judge.id, judge2.id], admin: adminId, now, rng })),
    );
    events.push(...(await seedInbox(tx, { founders: written, admin: adminId, now, rng })));
    await insertHistory(tx, events);
    await tx
      .insert(appState)
      .values({ key: DEMO_PROGRAMME_KEY, value: String(SEED) })
      .onConflictDoNothing();
    return written;
  });
  await writeCertificates(ctx.storage, founders);
}

/** What the founders did (registered, activated, saved, applied) and how staff moved their applications. */
function founderHistory(
  founders: SeededFounder[],
  admin: number | null,
  now: Date,
  rng: ReturnType<typeof seededRandom>,
) {
  const events: HistoryEvent[] = [];
  const later = (d: Date, hours: number) => new Date(d.getTime() + hours * 3600_000);
  const past = (d: Date) => new Date(Math.min(d.getTime(), now.getTime() - 1.2 * DAY));
  for (const { plan, userId, ventureId, applicationId } of founders) {
    if (plan.existingUserId === undefined) {
      const user = { id: userId, first_name: plan.first_name, last_name: plan.last_name, email: plan.email };
      events.push({
        at: plan.registered_at,
        model: 'User',
        action: 'created',
        actor: userId,
        recordId: userId,
        new: user,
      });
      if (plan.active) {
        const at = later(plan.registered_at, 0.25);
        const activated = { ...user, active: 1 };
        events.push({
          at,
          model: 'User',
          action: 'activated',
          actor: userId,
          recordId: userId,
          old: { ...user, active: 0 },
          new: activated,
        });
      }
    }
    if (ventureId !== null) {
      const venture = { id: ventureId, user_id: userId, name: plan.idea.name };
      events.push({
        at: later(plan.registered_at, 2),
        model: 'Venture',
        action: 'created',
        actor: userId,
        recordId: ventureId,
        new: venture,
      });
    }
    if (reached(plan.level, 'questions')) {
      events.push({
        at: later(plan.registered_at, 5),
        model: 'Answer',
        action: 'updated',
        actor: userId,
        recordId: userId,
      });
    }
    if (applicationId === null || !plan.submitted_at || !plan.stage) continue;
    let stage: Stage = 'submitted';
    const row = { id: applicationId, user_id: userId, venture_id: ventureId };
    events.push({
      at: plan.submitted_at,
      model: 'Application',
      action: 'created',
      actor: userId,
      recordId: applicationId,
      new: { ...row, stage },
    });
    let at = plan.submitted_at;
    for (const to of PATH[plan.stage]) {
      // Shortlisting follows the panels' ratings (demo/judging.ts): the day before yesterday.
      at = to === 'shortlisted' ? new Date(now.getTime() - 1.5 * DAY) : past(later(at, rng.int(20, 60)));
      events.push({
        at,
        model: 'Application',
        action: 'moved',
        actor: admin,
        recordId: applicationId,
        old: { ...row, stage },
        new: { ...row, stage: to },
      });
      stage = to;
    }
  }
  return events;
}
