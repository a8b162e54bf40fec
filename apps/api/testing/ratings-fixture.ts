import { afterEach, beforeEach, expect } from 'vitest';
import { createTestApp, fakeClock } from './helpers';
import { judgingWorld, type Persona, type Rated } from './judging-helpers';

/** 2026-03-02 12:00 in Nairobi: where every ratings test starts its clock. */
export const RATINGS_START = new Date('2026-03-02T09:00:00Z');

/** The eight seeded criteria's weights are 10, 25, 10, 10, 10, 10, 15, 10; these stars make 60 of 100. */
export const SIXTY = [5, 2.5, 0.5, 4, 3.5, 1, 4.5, 3];

export type Panel = { groupId: number; j1: Persona; j2: Persona; v1: Rated; v2: Rated };

/**
 * One app per ratings test file, its judging world, and before each test a group of its own
 * (`panel`: v1 selected for rating, v2 shortlisted, judges j1 and j2). A test that moves the clock
 * has it put back after.
 */
export async function ratingsFixture() {
  const clock = fakeClock(RATINGS_START);
  const t = await createTestApp({ clock });
  const w = await judgingWorld(t);
  const panel = {} as Panel;
  beforeEach(async () => {
    Object.assign(panel, await w.panel());
  });
  afterEach(() => clock.set(RATINGS_START));

  /** Saves a rating that must pass: `stars` for every criterion (or one per criterion in order). */
  const rated = async (judge: Persona, venture: Rated, stars: number | number[], group = panel.groupId) =>
    expect((await w.rate(judge.headers, group, venture.venture.id, stars)).statusCode).toBe(200);

  const judgesOf = async (gid = panel.groupId) =>
    (await w.ok('GET', `/api/user-group?group_id=${gid}`, w.admin)).data as {
      user_id: number;
      progress: number;
      average: number;
      rated: number;
      total: number;
    }[];

  const appScore = async (applicationId: number) =>
    (await w.ok('GET', `/api/application/${applicationId}`, w.admin)) as {
      applicationScore: number;
      applicationRatings: {
        judge: { id: number; first_name: string };
        individualScore: number;
        ventureRatings: Record<string, number | string>;
      }[];
    };

  return { clock, t, db: t.db, w, panel, rated, judgesOf, appScore };
}
