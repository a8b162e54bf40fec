import { describe, expect, it } from 'vitest';
import { programDetails } from '../wizard-test-fixtures';
import { standingAction, standingOf } from './application-standing';

const submitted = (submitted_at: string) => ({
  status: 1 as const,
  application: {
    id: 3,
    program_id: 1,
    venture_id: 7,
    marketing_source_id: 1,
    terms_conditions: 1 as const,
    submitted_at,
    updated_at: submitted_at,
  },
});
const notSubmitted = { status: 0 as const, application: null };

describe('standingOf', () => {
  it('reads not started, step n of 5, submitted and closed, each with the one button that fits', () => {
    const open = programDetails();
    const cases = [
      [standingOf(open, notSubmitted, 1), 'notStarted', 'Start', 1],
      [standingOf(open, notSubmitted, 3), 'inProgress', 'Continue', 3],
      [standingOf(open, submitted('2026-01-01T08:00:00.000Z'), 5), 'submitted', 'Review and edit', 1],
    ] as const;
    for (const [standing, kind, label, step] of cases) {
      expect(standing.kind).toBe(kind);
      expect(standingAction(standing)).toEqual({ label, step });
    }
    const closed = standingOf(programDetails({ application: 0 }), notSubmitted, 3);
    expect(closed).toMatchObject({ kind: 'closed', submittedOn: null });
    expect(standingAction(closed)).toBeNull();
    expect(standingOf({ program: null, application: 0 }, undefined, 1)).toMatchObject({
      kind: 'closed',
      program: null,
    });
  });

  it('dates the submission in Nairobi, whatever the browser’s zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Nairobi (UTC+3)
    expect(standingOf(programDetails(), submitted('2025-12-31T22:30:00.000Z'), 5)).toMatchObject({
      kind: 'submitted',
      submittedOn: '2026-01-01',
    });
    expect(standingOf(programDetails({ application: 0 }), submitted('2025-12-31T22:30:00.000Z'), 5)).toMatchObject({
      kind: 'closed',
      submittedOn: '2026-01-01',
    });
  });
});
