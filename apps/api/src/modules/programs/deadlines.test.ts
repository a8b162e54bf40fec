import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { applicationsClosed, formatDeadline, pastDeadline } from './programs.service';

const ctxAt = (iso: string) => ({ clock: { now: () => new Date(iso) } }) as Parameters<typeof pastDeadline>[0];
const program = { application_deadline: '2026-04-30' };

describe('the application deadline: a whole day in Nairobi', () => {
  it('is open through the deadline day, to midnight in Nairobi', () => {
    expect(pastDeadline(ctxAt('2026-03-02T09:00:00Z'), program)).toBe(false);
    expect(pastDeadline(ctxAt('2026-04-30T00:00:00Z'), program)).toBe(false);
    expect(pastDeadline(ctxAt('2026-04-30T20:59:59.999Z'), program)).toBe(false);
  });

  it('is past from midnight in Nairobi (21:00 UTC) on', () => {
    expect(pastDeadline(ctxAt('2026-04-30T21:00:00Z'), program)).toBe(true);
    expect(pastDeadline(ctxAt('2026-06-01T09:00:00Z'), program)).toBe(true);
  });

  it('writes the day in words for the messages', () => {
    expect(formatDeadline('2026-04-30')).toBe('30 April 2026');
    expect(formatDeadline('2026-12-01')).toBe('1 December 2026');
    expect(formatDeadline('2027-01-01')).toBe('1 January 2027');
  });

  it('closes with 409 and the day in words', () => {
    const error = applicationsClosed(program);
    expect(error).toMatchObject({
      statusCode: 409,
      message: MSG.applicationsClosed.replace('{date}', '30 April 2026'),
    });
  });
});
