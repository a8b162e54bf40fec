import { emptyAnswers } from '@portal/contract/applications';
import { describe, expect, it } from 'vitest';
import { profile, venture } from '../../testing/fixtures/wizard';
import { reachableStep, savedSteps } from './use-reachable-step';

describe('reachableStep', () => {
  it('is the first step whose previous steps are not all saved', () => {
    expect(reachableStep([false, false, false, false])).toBe(1);
    expect(reachableStep([true, false, true, true])).toBe(2);
    expect(reachableStep([true, true, true, false])).toBe(4);
    expect(reachableStep([true, true, true, true])).toBe(5);
  });
});

describe('savedSteps', () => {
  it("reads each step's mark from the server's records", () => {
    const answered = { ...emptyAnswers(), single_select: { '5': 1 } };
    expect(savedSteps(profile(), null, emptyAnswers())).toEqual([false, false, false, false]);
    expect(savedSteps(profile({ dob: '1998-03-15', gender_id: 1 }), venture(), answered)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // an upload alone makes a venture row without a name: step 2 is not saved
    expect(savedSteps(profile(), venture({ name: null, description: null }), undefined)[1]).toBe(false);
    // a certificate deleted after the save: step 2 must be finished again
    expect(savedSteps(profile(), venture({ cr12: null }), undefined)[1]).toBe(false);
    expect(savedSteps(profile(), venture({ registration_cetificate: null }), undefined)[1]).toBe(false);
    expect(savedSteps(undefined, venture({ c_suite_women: 0 }), undefined)[3]).toBe(true);
  });
});
