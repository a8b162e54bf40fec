import type { Answers } from '@portal/contract/applications';
import type { Profile } from '@portal/contract/users';
import type { Venture } from '@portal/contract/ventures';
import { useProfile } from '../profile';
import { useAnswers } from './api/answers';
import { useOwnerVenture } from './api/owner-venture';

export const STEP_COUNT = 5;

/**
 * Which steps the server holds: step 1 sets the date of birth and gender, step 2 the overview and
 * both certificates (the step's save needs them), step 4 c_suite_women.
 */
export function savedSteps(
  profile: Profile | undefined,
  venture: Venture | null | undefined,
  answers: Answers | undefined,
): boolean[] {
  const answered =
    !!answers &&
    [
      answers.open_ended,
      answers.single_select,
      answers.multi_select,
      answers.multi_part_single_select,
      answers.multi_part_multi_select,
    ].some((group) => Object.keys(group ?? {}).length > 0);
  return [
    !!profile?.dob && profile.gender_id !== null,
    !!venture?.name && !!venture.description && !!venture.cr12 && !!venture.registration_cetificate,
    answered,
    venture?.c_suite_women !== null && venture?.c_suite_women !== undefined,
  ];
}

/** The furthest step whose previous steps are all saved: a reload may return up to it. */
export function reachableStep(saved: boolean[]): number {
  let step = 1;
  for (const done of saved) {
    if (!done || step >= STEP_COUNT) break;
    step += 1;
  }
  return step;
}

/**
 * The furthest step the server's records allow (spec: a reload returns to a step only when the
 * steps before it are saved). A failed load counts as not saved.
 */
export function useReachableStep(): { ready: boolean; step: number } {
  const profile = useProfile();
  const owner = useOwnerVenture();
  const answers = useAnswers();
  const ready = !profile.isPending && !owner.isPending && !answers.isPending;
  const saved = savedSteps(profile.data, owner.data?.venture, answers.data);
  return { ready, step: reachableStep(saved) };
}
