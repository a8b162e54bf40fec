import { describe, expect, it } from 'vitest';
import {
  findMove,
  LEVELS,
  type Level,
  movesFrom,
  STAGE_LABELS,
  STAGE_LIST_TYPES,
  STAGE_MOVES,
  STAGE_REPORT_TYPES,
  STAGE_SEARCH_TYPES,
  STAGES,
  type Stage,
  TRACK_LEVEL_LABELS,
  TRACK_LEVELS,
} from './application-stages';

const levels = Object.keys(LEVELS) as Level[];
const pairs = (from: Stage) => movesFrom(from).map((m) => `${m.level} -> ${m.to} (${m.direction})`);

describe('the stage table (spec 2 §4)', () => {
  it('offers these moves from each stage, in this order', () => {
    expect(Object.fromEntries(STAGES.map((s) => [s, pairs(s)]))).toEqual({
      submitted: ['reviewStage -> review (up)'],
      review: ['rejectedStage -> rejected (down)', 'selectedForRating -> selected_for_rating (up)'],
      rejected: ['reviewStage -> review (down)', 'selectedForRating -> selected_for_rating (up)'],
      selected_for_rating: [
        'reviewStage -> review (down)',
        'rejectedStage -> rejected (downSpec)',
        'shortlisted -> shortlisted (up)',
      ],
      shortlisted: ['selectedForRating -> selected_for_rating (down)'],
    });
  });

  it('moves to the stage the level names, never to the stage it leaves', () => {
    for (const m of STAGE_MOVES) {
      expect(m.to, `${m.from} ${m.level}`).toBe(LEVELS[m.level]);
      expect(m.to).not.toBe(m.from);
    }
  });

  it('never moves an application back to submitted', () => {
    expect(STAGE_MOVES.filter((m) => m.to === 'submitted')).toEqual([]);
    expect(Object.values(LEVELS)).not.toContain('submitted');
  });

  it('has at most one move per stage and level, and findMove finds exactly those', () => {
    const keys = STAGE_MOVES.map((m) => `${m.from}/${m.level}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const from of STAGES) {
      for (const level of levels) {
        expect(findMove(from, level), `${from} ${level}`).toBe(
          STAGE_MOVES.find((m) => m.from === from && m.level === level),
        );
      }
    }
    expect(findMove('submitted', 'shortlisted')).toBeUndefined();
    expect(findMove('shortlisted', 'rejectedStage')).toBeUndefined();
    expect(findMove('review', 'reviewStage')).toBeUndefined();
  });

  it('reaches every stage but submitted, and leaves every stage', () => {
    expect(new Set(STAGE_MOVES.map((m) => m.to))).toEqual(new Set(STAGES.filter((s) => s !== 'submitted')));
    expect(STAGES.every((s) => movesFrom(s).length > 0)).toBe(true);
  });

  it('labels each move and says where it went: the same stage, the same message', () => {
    for (const m of STAGE_MOVES) {
      expect(m.label, `${m.from} ${m.level}`).not.toBe('');
      expect(m.message).toBe(STAGE_MOVES.find((other) => other.to === m.to)!.message);
    }
    expect(findMove('submitted', 'reviewStage')).toMatchObject({
      label: 'Send For Review',
      message: 'Application Sent to Review Stage',
    });
    expect(findMove('selected_for_rating', 'shortlisted')).toMatchObject({
      label: 'Shortlist Application',
      message: 'Application Shortlisted',
    });
  });
});

describe('names of each stage', () => {
  it('gives every stage a label, a list type, a search type and a report type, each distinct', () => {
    for (const table of [STAGE_LABELS, STAGE_LIST_TYPES, STAGE_SEARCH_TYPES, STAGE_REPORT_TYPES]) {
      expect(Object.keys(table).sort()).toEqual([...STAGES].sort());
      expect(new Set(Object.values(table)).size).toBe(STAGES.length);
    }
  });

  it('labels every tracking level, in the order an applicant reaches them', () => {
    expect(Object.keys(TRACK_LEVEL_LABELS)).toEqual([...TRACK_LEVELS]);
    expect(TRACK_LEVELS[0]).toBe('registered');
    expect(TRACK_LEVELS.at(-1)).toBe('submitted');
  });
});
