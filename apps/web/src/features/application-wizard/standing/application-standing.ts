import type { OwnApplication } from '@portal/contract/applications';
import { todayInNairobi } from '@portal/contract/dates';
import type { ProgramDetails } from '@portal/contract/programs';
import { STEP_TITLES } from '../step-titles';

type Program = NonNullable<ProgramDetails['program']>;

/** Where a founder stands with her application to the active programme. */
export type Standing =
  /** No programme takes applications: none is active, or its deadline day has passed. */
  | { kind: 'closed'; program: Program | null; submittedOn: string | null }
  | { kind: 'notStarted'; program: Program }
  /** `step` (2 to 5) is the next step to fill in: the ones before it are saved. */
  | { kind: 'inProgress'; program: Program; step: number }
  /** Submitted; she may change it until the deadline day (spec 1 §2.15). */
  | { kind: 'submitted'; program: Program; submittedOn: string };

/**
 * Reads the standing from the wizard's own calls: the programme details, her application and
 * the furthest step the saved records reach (`useReachableStep`). `submittedOn` is the Nairobi
 * day of the first submission (YYYY-MM-DD), the day the programme counts in.
 */
export function standingOf(details: ProgramDetails, own: OwnApplication | undefined, reachable: number): Standing {
  const submittedAt = own?.status === 1 ? own.application?.submitted_at : undefined;
  const submittedOn = submittedAt ? todayInNairobi(new Date(submittedAt)) : null;
  const { program } = details;
  if (!program || details.application !== 1) return { kind: 'closed', program, submittedOn };
  if (submittedOn) return { kind: 'submitted', program, submittedOn };
  if (reachable <= 1) return { kind: 'notStarted', program };
  return { kind: 'inProgress', program, step: reachable };
}

/** The one button that fits the standing, and the wizard step it opens; none once closed. */
export function standingAction(standing: Standing): { label: string; step: number } | null {
  switch (standing.kind) {
    case 'notStarted':
      return { label: 'Start', step: 1 };
    case 'inProgress':
      return { label: 'Continue', step: standing.step };
    case 'submitted':
      return { label: 'Review and edit', step: 1 };
    case 'closed':
      return null;
  }
}

/** The title of wizard step `step` (1 to 5). */
export const stepTitle = (step: number) => STEP_TITLES[step - 1] ?? STEP_TITLES[0];
