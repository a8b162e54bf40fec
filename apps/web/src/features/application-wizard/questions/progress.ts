import type { Answers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { Question } from '@portal/contract/questions';
import { answerItems } from './validation';

/**
 * The answer progress of step 3 (spec 1 §4 "Answer progress").
 *
 * - Total: 1 per open-ended, single-select or multi-select question shown, plus 1 per part of each
 *   multi-part question; child questions count only while their parent's answer reveals them.
 * - Answered: an item with a text or a choice; a chosen 'Other' counts once its 'Please specify'
 *   text is given.
 * - Percent: answered / total, rounded down (so 100 means every item is answered), capped at 100;
 *   0 when there is nothing to answer.
 * - Notice: the highest of 25, 50, 75, 100 % reached (MSG.progress25 ... progress100), or none.
 * - Colour: red, then orange, then green, graded by bands of 8 points (see `progressColour`).
 */
export type Progress = {
  answered: number;
  total: number;
  percent: number;
  notice: string | null;
  /** 0 (0-7 %) ... 12 (96-100 %). */
  band: number;
  colour: string;
};

/** The notice for the highest threshold reached. */
export function progressNotice(percent: number): string | null {
  if (percent >= 100) return MSG.progress100;
  if (percent >= 75) return MSG.progress75;
  if (percent >= 50) return MSG.progress50;
  if (percent >= 25) return MSG.progress25;
  return null;
}

/** The 8-point band of a percentage: 0 for 0-7, 1 for 8-15, ... 12 for 96-100. */
export const progressBand = (percent: number) => Math.min(12, Math.max(0, Math.floor(percent / 8)));

/**
 * One colour per 8-point band. Bands 0-3 (0-31 %) are red, 4-7 (32-63 %) orange, 8-12 (64-100 %)
 * green; within each family the shade steps at every band, from deep red warming towards orange,
 * from deep orange towards amber, and from a light green darkening to a full green at 96-100 %.
 * Each has at least 3:1 contrast against the bar's track (#eeeeee) and white (WCAG 1.4.11).
 */
export const PROGRESS_COLOURS = [
  // red: 0-7, 8-15, 16-23, 24-31 %
  '#b71c1c',
  '#c62828',
  '#d32f2f',
  '#e53935',
  // orange: 32-39, 40-47, 48-55, 56-63 %
  '#d84315',
  '#e65100',
  '#cc5500',
  '#b45309',
  // green: 64-71, 72-79, 80-87, 88-95, 96-100 %
  '#558b2f',
  '#388e3c',
  '#2e7d32',
  '#256b2a',
  '#1b5e20',
] as const;

export const PROGRESS_TRACK = '#eeeeee';

export type ColourFamily = 'red' | 'orange' | 'green';
export const colourFamily = (percent: number): ColourFamily => {
  const band = progressBand(percent);
  return band < 4 ? 'red' : band < 8 ? 'orange' : 'green';
};

export const progressColour = (percent: number): string =>
  PROGRESS_COLOURS[progressBand(percent)] ?? PROGRESS_COLOURS[0];

export function answerProgress(questions: Question[], answers: Answers): Progress {
  const items = answerItems(questions, answers);
  const total = items.length;
  const answered = items.filter((i) => i.answered).length;
  const percent = total === 0 ? 0 : Math.min(100, Math.floor((answered / total) * 100));
  return {
    answered,
    total,
    percent,
    notice: progressNotice(percent),
    band: progressBand(percent),
    colour: progressColour(percent),
  };
}
