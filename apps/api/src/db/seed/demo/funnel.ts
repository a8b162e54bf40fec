import type { Stage, TrackLevel } from '@portal/contract/application-stages';
import { FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, PLACES } from './applicant-data';
import type { Random } from './random';
import { VENTURE_IDEAS, type VentureIdea } from './venture-ideas';

/**
 * Who the demo programme's applicants are and how far each got: a funnel from accounts that only
 * registered to applications in every review stage, so that Track Applications, every stage tab
 * and the judging screens have rows on a first start.
 */
export const FUNNEL: readonly { level: TrackLevel; stage: Stage | null; n: number }[] = [
  { level: 'registered', stage: null, n: 4 },
  { level: 'personal_details', stage: null, n: 3 },
  { level: 'venture_profile', stage: null, n: 3 },
  { level: 'questions', stage: null, n: 3 },
  { level: 'team', stage: null, n: 2 },
  { level: 'submitted', stage: 'submitted', n: 8 },
  { level: 'submitted', stage: 'review', n: 5 },
  { level: 'submitted', stage: 'rejected', n: 4 },
  { level: 'submitted', stage: 'selected_for_rating', n: 6 },
  { level: 'submitted', stage: 'shortlisted', n: 4 },
];

/** The demo applicant's own venture: the one docs/user-guide/administrator.md names. */
export const DEMO_APPLICANT_VENTURE = 'Baridi Hubs';

export type FounderPlan = {
  level: TrackLevel;
  stage: Stage | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string;
  /** Registered but never opened the activation link. */
  active: boolean;
  registered_at: Date;
  submitted_at: Date | null;
  idea: VentureIdea;
  place: (typeof PLACES)[number];
  /** The demo applicant's account, which the accounts' seed made. */
  existingUserId?: number;
};

const LEVELS: TrackLevel[] = ['registered', 'personal_details', 'venture_profile', 'questions', 'team', 'submitted'];
/** Whether a founder at `level` has done what `step` needs. */
export const reached = (level: TrackLevel, step: TrackLevel) => LEVELS.indexOf(level) >= LEVELS.indexOf(step);

const DAY = 86_400_000;
const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The plans, oldest registration first. Every date lies at least a day before `now`, so that what
 * someone does on the day of a first start is the newest thing on every list.
 */
export function planFunnel(
  rng: Random,
  now: Date,
  demoApplicant: { id: number; first_name: string; last_name: string; email: string },
): FounderPlan[] {
  // Shuffled by sorting on draws: each venture once, in a different order from the table's.
  const order = VENTURE_IDEAS.filter((v) => v.name !== DEMO_APPLICANT_VENTURE)
    .map((idea) => ({ idea, key: rng.next() }))
    .sort((a, b) => a.key - b.key);
  const firstNames = FIRST_NAMES.map((name) => ({ name, key: rng.next() })).sort((a, b) => a.key - b.key);
  const emails = new Set<string>([demoApplicant.email]);
  const names = new Set<string>([`${demoApplicant.first_name} ${demoApplicant.last_name}`]);
  const plans: FounderPlan[] = [];
  let i = 0;
  for (const { level, stage, n } of FUNNEL) {
    for (let k = 0; k < n; k++, i++) {
      const first = firstNames[i % firstNames.length]!.name;
      let last = rng.pick(LAST_NAMES);
      // Two founders of the same name would make the lists look like a copy-paste.
      while (names.has(`${first} ${last}`)) last = rng.pick(LAST_NAMES);
      names.add(`${first} ${last}`);
      let email = `${ascii(first)}.${ascii(last)}@example.com`;
      for (let m = 2; emails.has(email); m++) email = `${ascii(first)}.${ascii(last)}${m}@example.com`;
      emails.add(email);
      // Those further along registered earlier, mostly: the funnel's shape over time.
      // Those rated applied before the panels met (ten days ago): see demo/judging.ts.
      const rated = stage === 'selected_for_rating' || stage === 'shortlisted';
      const age = level !== 'submitted' ? rng.int(2, 30) : rated ? rng.int(24, 42) : rng.int(12, 40);
      const registered_at = new Date(now.getTime() - age * DAY - rng.int(0, 10 * 3600) * 1000);
      const latest = now.getTime() - (rated ? 18 : 11) * DAY;
      const submitted_at =
        level === 'submitted' ? new Date(Math.min(registered_at.getTime() + rng.int(1, 7) * DAY, latest)) : null;
      plans.push({
        level,
        stage,
        first_name: first,
        middle_name: rng.chance(0.3) ? rng.pick(MIDDLE_NAMES) : null,
        last_name: last,
        email,
        phone_number: `+2547${String(rng.int(10_000_000, 99_999_999))}`,
        active: level !== 'registered' || rng.chance(0.5),
        registered_at,
        submitted_at,
        idea: order[i % order.length]!.idea,
        place: rng.pick(PLACES),
      });
    }
  }
  const demoIdea = VENTURE_IDEAS.find((v) => v.name === DEMO_APPLICANT_VENTURE)!;
  plans.push({
    level: 'submitted',
    stage: 'submitted',
    first_name: demoApplicant.first_name,
    middle_name: null,
    last_name: demoApplicant.last_name,
    email: demoApplicant.email,
    phone_number: '+254712345678',
    active: true,
    registered_at: new Date(now.getTime() - 9 * DAY),
    submitted_at: new Date(now.getTime() - 3 * DAY),
    idea: demoIdea,
    place: PLACES[0],
    existingUserId: demoApplicant.id,
  });
  return plans.sort((a, b) => a.registered_at.getTime() - b.registered_at.getTime());
}
