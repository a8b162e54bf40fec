import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { QUESTION_TYPE } from '@portal/contract/questions';
import { describe, expect, it } from 'vitest';
import { demoQuestions, makeQuestion, optionId, partOptionId } from '../../../testing/fixtures/questions';
import {
  answerProgress,
  colourFamily,
  PROGRESS_COLOURS,
  PROGRESS_TRACK,
  progressBand,
  progressColour,
  progressNotice,
} from './progress';

const with_ = (over: Partial<Answers>): Answers => ({ ...emptyAnswers(), ...over });

describe('answerProgress totals', () => {
  const d = demoQuestions();

  it('counts one per open, single and multi question and one per multi-part part', () => {
    // 101, 102, 103, 104 = 4; 105 has 2 parts, 106 has 2 parts: total 8; children hidden.
    expect(answerProgress(d.questions, emptyAnswers())).toMatchObject({ answered: 0, total: 8, percent: 0 });
  });

  it('adds revealed children to the total and counts their answers', () => {
    const yes = with_({ single_select: { '103': optionId(d.referred, 'Yes') } });
    expect(answerProgress(d.questions, yes)).toMatchObject({ answered: 1, total: 10, percent: 10 });
    const child = with_({ ...yes, open_ended: { '201': 'Wanjiku' } });
    expect(answerProgress(d.questions, child)).toMatchObject({ answered: 2, total: 10, percent: 20 });
  });

  it('does not count hidden children, even with stale answers', () => {
    const no = with_({ single_select: { '103': optionId(d.referred, 'No') }, open_ended: { '201': 'stale' } });
    expect(answerProgress(d.questions, no)).toMatchObject({ answered: 1, total: 8 });
  });

  it('counts each part of a multi-part question on its own', () => {
    const market = d.partsSingle.multi_part_questions[1]!;
    const a = with_({ multi_part_single_select: { [String(market.id)]: partOptionId(d.partsSingle, 1, 'High') } });
    expect(answerProgress(d.questions, a)).toMatchObject({ answered: 1, total: 8 });
  });

  it("counts a chosen 'Other' only once it is specified", () => {
    const other = with_({ multi_select: { '104': [optionId(d.channels, 'Other')] } });
    expect(answerProgress(d.questions, other).answered).toBe(0);
    expect(answerProgress(d.questions, { ...other, other: { '104': 'Markets' } }).answered).toBe(1);
  });

  it('treats an empty rich-text answer as unanswered', () => {
    const a = with_({ open_ended: { '102': '<p> &nbsp;</p>', '101': 'x' } });
    expect(answerProgress(d.questions, a).answered).toBe(1);
  });

  it('is 0 % with no questions, and never above 100 %', () => {
    expect(answerProgress([], emptyAnswers())).toMatchObject({ total: 0, percent: 0, notice: null });
    const q = makeQuestion(QUESTION_TYPE.openEnded, 'Only one', { id: 7 });
    // answers to unknown questions do not count
    const a = with_({ open_ended: { '7': 'yes', '8': 'extra', '9': 'extra' } });
    expect(answerProgress([q], a)).toMatchObject({ answered: 1, total: 1, percent: 100, notice: MSG.progress100 });
  });

  it('rounds down, so 100 % means everything is answered', () => {
    const qs = Array.from({ length: 200 }, (_, i) => makeQuestion(QUESTION_TYPE.openEnded, `Q${i}`, { id: i + 1 }));
    const open = Object.fromEntries(qs.slice(0, 199).map((q) => [String(q.id), 'x']));
    expect(answerProgress(qs, with_({ open_ended: open })).percent).toBe(99);
  });
});

describe('progress notices', () => {
  const qs = [1, 2, 3, 4].map((n) => makeQuestion(QUESTION_TYPE.openEnded, `Q${n}`, { id: n, number: n }));
  const answered = (n: number) =>
    with_({ open_ended: Object.fromEntries(qs.slice(0, n).map((q) => [String(q.id), 'text'])) });

  it.each([
    [0, null],
    [1, MSG.progress25],
    [2, MSG.progress50],
    [3, MSG.progress75],
    [4, MSG.progress100],
  ])('%i of 4 answered shows %s', (n, notice) => {
    expect(answerProgress(qs, answered(n)).notice).toBe(notice);
  });

  it('shows the highest threshold reached', () => {
    expect(progressNotice(24)).toBeNull();
    expect(progressNotice(25)).toBe(MSG.progress25);
    expect(progressNotice(49)).toBe(MSG.progress25);
    expect(progressNotice(50)).toBe(MSG.progress50);
    expect(progressNotice(74)).toBe(MSG.progress50);
    expect(progressNotice(75)).toBe(MSG.progress75);
    expect(progressNotice(99)).toBe(MSG.progress75);
    expect(progressNotice(100)).toBe(MSG.progress100);
  });
});

describe('progress colour bands', () => {
  it('steps every 8 points: 13 bands', () => {
    expect([0, 7, 8, 15, 16, 31, 32, 63, 64, 95, 96, 100].map(progressBand)).toEqual([
      0, 0, 1, 1, 2, 3, 4, 7, 8, 11, 12, 12,
    ]);
    expect(PROGRESS_COLOURS).toHaveLength(13);
    expect(new Set(PROGRESS_COLOURS).size).toBe(13);
  });

  it('goes red (0-31), orange (32-63), green (64-100)', () => {
    expect([0, 31, 32, 63, 64, 100].map(colourFamily)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green']);
    expect(progressColour(0)).toBe('#b71c1c');
    expect(progressColour(40)).toBe('#e65100');
    expect(progressColour(100)).toBe('#1b5e20');
    // a new shade at each band boundary, the same one within a band
    expect(progressColour(8)).not.toBe(progressColour(7));
    expect(progressColour(9)).toBe(progressColour(15));
  });

  it('every colour stands out from the track and from white (3:1)', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const c of PROGRESS_COLOURS) {
      expect(contrast(c, PROGRESS_TRACK)).toBeGreaterThanOrEqual(3);
      expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });

  it('answerProgress carries the colour of its percentage', () => {
    const d = demoQuestions();
    const p = answerProgress(d.questions, emptyAnswers());
    expect(p.colour).toBe(progressColour(0));
    expect(p.band).toBe(0);
  });
});
