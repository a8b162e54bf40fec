import type { TFunction } from 'i18next';
import { formatDate, MONTHS } from '../../lib/format';
import { i18n } from '../../lib/i18n/i18n';
import { LEARNING_WEEKS, SUPPORT_MONTHS, TOP_FINALISTS } from './programme-facts';

/** The dates of the active programme that the public copy reads (`GET /api/program?type=programDetails`). */
export type ProgrammeDates = { name: string; application_deadline: string; start_date: string; end_date: string };

/** `2027-06-16` plus `days`, as a calendar date (UTC arithmetic: no daylight-saving shifts). */
function shift(day: string, days: number): { year: number; month: number } {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** The months' names and the month ranges in the language of `t`. */
function monthsIn(t: TFunction) {
  const names = t('months', { returnObjects: true }) as unknown as string[];
  const name = (m: number) => names[m] ?? MONTHS[m];
  const monthOf = (day: string, days = 0) => {
    const { year, month } = shift(day, days);
    return `${name(month)} ${year}`;
  };
  /** "August to October 2027", "December 2027 to February 2028", or one month when both are the same. */
  const monthsBetween = (from: string, fromDays: number, to: string, toDays: number) => {
    const a = shift(from, fromDays);
    const b = shift(to, toDays);
    if (a.year === b.year && a.month === b.month) return monthOf(from, fromDays);
    return a.year === b.year
      ? t('faqDates.monthRange', { from: name(a.month), to: `${name(b.month)} ${b.year}` })
      : t('faqDates.monthRange', { from: monthOf(from, fromDays), to: monthOf(to, toDays) });
  };
  return { names, monthOf, monthsBetween };
}

/**
 * The cohort's timeline (spec 1 §1, spec 3 §9), placed on the active programme's dates: the call
 * closes on the deadline, shortlisting follows, the bootcamp opens the programme on its start
 * date, the Top 15 are announced about four weeks in, incubation and masterclasses fill the
 * learning weeks, and the demo day closes it on the end date. Without a programme, the steps
 * stay in order with their dates "to be announced".
 */
export function cohortTimeline(p: ProgrammeDates | null, t: TFunction = i18n.t): { when: string; what: string }[] {
  const tba = t('pastCohorts.timeline.tba');
  const { names, monthOf, monthsBetween } = monthsIn(t);
  const learningEnd = 28 + LEARNING_WEEKS * 7;
  const until = (day: string) => t('pastCohorts.timeline.until', { date: formatDate(day, names) });
  return [
    { when: p ? until(p.application_deadline) : tba, what: t('pastCohorts.timeline.call') },
    { when: p ? monthOf(p.application_deadline, 10) : tba, what: t('pastCohorts.timeline.shortlisting') },
    { when: p ? monthOf(p.start_date) : tba, what: t('pastCohorts.timeline.bootcamp') },
    { when: p ? monthOf(p.start_date, 28) : tba, what: t('pastCohorts.timeline.topAnnounced') },
    {
      when: p ? monthsBetween(p.start_date, 28, p.start_date, learningEnd) : tba,
      what: t('pastCohorts.timeline.incubation'),
    },
    {
      when: p ? monthsBetween(p.start_date, 28, p.start_date, learningEnd + 21) : tba,
      what: t('pastCohorts.timeline.masterclasses'),
    },
    { when: p ? monthOf(p.start_date, 56) : tba, what: t('pastCohorts.timeline.coaching') },
    { when: p ? monthOf(p.end_date) : tba, what: t('pastCohorts.timeline.demoDay', { top: TOP_FINALISTS }) },
    {
      when: p ? monthsBetween(p.end_date, 1, p.end_date, SUPPORT_MONTHS * 30) : tba,
      what: t('pastCohorts.timeline.support'),
    },
  ];
}

/** The FAQ answers that carry dates, read from the active programme. */
export function faqDates(p: ProgrammeDates | null, t: TFunction = i18n.t) {
  if (!p) {
    return {
      deadline: t('faqDates.noDeadline'),
      runs: t('faqDates.noRuns'),
      topAnnounced: t('faqDates.noTopAnnounced'),
    };
  }
  const { names, monthOf: month } = monthsIn(t);
  return {
    deadline: t('faqDates.deadline', { date: formatDate(p.application_deadline, names) }),
    runs: t('faqDates.runs', {
      name: p.name,
      start: formatDate(p.start_date, names),
      end: formatDate(p.end_date, names),
      top: TOP_FINALISTS,
    }),
    topAnnounced: t('faqDates.topAnnounced', { month: month(p.start_date, 28), bootcamp: month(p.start_date) }),
  };
}
