import type { Question } from '@portal/contract/questions';
import { and, eq } from 'drizzle-orm';
import { applications, auditLogs } from '../src/db/schema';
import { seedQuestionSet } from '../src/db/seed/questions';
import { activeQuestionSet } from '../src/modules/questions/questions.service';
import { createApplicant, createProgram } from './factories';
import { createTestApp, fakeClock } from './helpers';

/**
 * One app per review test file, on 2026-03-02 12:00 in Nairobi: the seeded question set, a
 * programme open until 2026-04-30, the staff personas (viewer, reviewer, archiver, nobody) and
 * `applicant()`, an applicant of that programme at any stage (factories.ts).
 */
export async function reviewFixture() {
  const clock = fakeClock(new Date('2026-03-02T09:00:00Z'));
  const t = await createTestApp({ clock });
  const { app, db } = t;
  await seedQuestionSet(db);
  const set: Question[] = await activeQuestionSet(db);
  const programId = (await createProgram(db)).id;
  const viewer = await t.persona(['application_view']);
  const reviewer = await t.persona(['application_view', 'application_review']);
  const archiver = await t.persona(['application_view', 'application_archive']);
  const nobody = await t.persona([]);

  const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const move = (level: string, payload: object, headers: Record<string, string> = reviewer.headers) =>
    app.inject({ method: 'POST', url: `/api/application?type=review&level=${level}`, headers, payload });
  const stageOf = async (id: number) =>
    (await db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]?.stage;
  const auditOf = (id: number) =>
    db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.model, 'Application'), eq(auditLogs.model_id, String(id))))
      .orderBy(auditLogs.id);
  const applicant = (opts: Partial<Parameters<typeof createApplicant>[1]> = {}) =>
    createApplicant(db, { programId, set, ...opts });

  return {
    t,
    app,
    db,
    clock,
    set,
    programId,
    viewer,
    reviewer,
    archiver,
    nobody,
    get,
    move,
    stageOf,
    auditOf,
    applicant,
  };
}
