import { describe, expect, it } from 'vitest';
import { cohortTimeline, faqDates } from './programme-dates';

const p = { name: 'Cohort 8', application_deadline: '2027-06-16', start_date: '2027-07-07', end_date: '2028-01-03' };

describe('the public copy reads the active programme’s dates', () => {
  it('places the nine steps of the timeline on them, across a new year', () => {
    expect(cohortTimeline(p).map((s) => s.when)).toEqual([
      'Until 16 June 2027',
      'June 2027',
      'July 2027',
      'August 2027',
      'August to October 2027',
      'August to November 2027',
      'September 2027',
      'January 2028',
      'January to July 2028',
    ]);
  });

  it('says "to be announced" without an active programme', () => {
    const steps = cohortTimeline(null);
    expect(steps).toHaveLength(9);
    expect(steps.every((s) => s.when === 'To be announced')).toBe(true);
  });

  it('gives the FAQs the deadline, the start, the end and the Top 15 month', () => {
    const d = faqDates(p);
    expect(d.deadline).toBe('16 June 2027.');
    expect(d.runs).toContain('7 July 2027');
    expect(d.runs).toContain('3 January 2028');
    expect(d.topAnnounced).toBe('in August 2027, after the bootcamp and pitches in July 2027');
    expect(JSON.stringify(faqDates(null))).not.toMatch(/20\d\d/);
  });
});
