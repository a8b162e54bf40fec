import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { describe, expect, it } from 'vitest';
import { demoQuestions, optionId, partOptionId } from '../../../testing/fixtures/questions';
import {
  applyAnswer,
  cleanAnswers,
  clearHiddenChildren,
  revealsChildren,
  shownQuestions,
  visibleChildren,
} from './visibility';

const with_ = (over: Partial<Answers>): Answers => ({ ...emptyAnswers(), ...over });

describe('child question visibility', () => {
  const d = demoQuestions();

  it('hides children until the parent answer reveals them', () => {
    expect(visibleChildren(d.referred, emptyAnswers())).toEqual([]);
    const yes = with_({ single_select: { '103': optionId(d.referred, 'Yes') } });
    expect(revealsChildren(d.referred, yes)).toBe(true);
    expect(visibleChildren(d.referred, yes).map((c) => c.id)).toEqual([201, 202]);
    for (const hiding of ['No', 'Not sure']) {
      expect(revealsChildren(d.referred, with_({ single_select: { '103': optionId(d.referred, hiding) } }))).toBe(
        false,
      );
    }
  });

  it('numbers revealed children under their parent (3.1, 3.2)', () => {
    const yes = with_({ single_select: { '103': optionId(d.referred, 'Yes') } });
    expect(shownQuestions(d.questions, yes).map((s) => s.label)).toEqual(['1', '2', '3', '3.1', '3.2', '4', '5', '6']);
    expect(shownQuestions(d.questions, emptyAnswers()).map((s) => s.label)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('clears the children when the parent changes from Yes to No', () => {
    let a = applyAnswer(d.questions, emptyAnswers(), {
      kind: 'single',
      id: 103,
      optionId: optionId(d.referred, 'Yes'),
    });
    a = applyAnswer(d.questions, a, { kind: 'text', id: 201, value: 'Wanjiku' });
    a = applyAnswer(d.questions, a, { kind: 'single', id: 202, optionId: optionId(d.childSingle, 'No') });
    expect(a.open_ended['201']).toBe('Wanjiku');
    expect(a.single_select['202']).toBeDefined();

    a = applyAnswer(d.questions, a, { kind: 'single', id: 103, optionId: optionId(d.referred, 'No') });
    expect(a.open_ended).not.toHaveProperty('201');
    expect(a.single_select).not.toHaveProperty('202');
    expect(a.single_select['103']).toBe(optionId(d.referred, 'No'));

    // Back to Yes: the children show again, empty.
    a = applyAnswer(d.questions, a, { kind: 'single', id: 103, optionId: optionId(d.referred, 'Yes') });
    expect(a.open_ended).not.toHaveProperty('201');
  });

  it('clearHiddenChildren drops answers of children whose parent hides them', () => {
    const stale = with_({
      single_select: { '103': optionId(d.referred, 'Not sure'), '202': optionId(d.childSingle, 'Yes') },
      open_ended: { '201': 'left over', '101': 'kept' },
    });
    const cleared = clearHiddenChildren(d.questions, stale);
    expect(cleared.open_ended).toEqual({ '101': 'kept' });
    expect(cleared.single_select).toEqual({ '103': optionId(d.referred, 'Not sure') });
  });
});

describe("'Other' and its 'Please specify' text", () => {
  const d = demoQuestions();
  const other = optionId(d.channels, 'Other');

  it('clears the text when Other is unticked (multi select)', () => {
    let a = applyAnswer(d.questions, emptyAnswers(), { kind: 'multi', id: 104, optionId: other, checked: true });
    a = applyAnswer(d.questions, a, { kind: 'other', id: 104, value: 'Markets' });
    a = applyAnswer(d.questions, a, {
      kind: 'multi',
      id: 104,
      optionId: optionId(d.channels, 'Online'),
      checked: true,
    });
    expect(a.other['104']).toBe('Markets');
    a = applyAnswer(d.questions, a, { kind: 'multi', id: 104, optionId: other, checked: false });
    expect(a.other).not.toHaveProperty('104');
    expect(a.multi_select['104']).toEqual([optionId(d.channels, 'Online')]);
  });

  it('clears the text of a part when another option is picked (multi-part single select)', () => {
    const market = d.partsSingle.multi_part_questions[1]!;
    let a = applyAnswer(d.questions, emptyAnswers(), {
      kind: 'partSingle',
      id: 105,
      partId: market.id,
      optionId: partOptionId(d.partsSingle, 1, 'Other'),
    });
    a = applyAnswer(d.questions, a, { kind: 'other', id: 105, partId: market.id, value: 'Export' });
    expect(a.other[String(market.id)]).toBe('Export');
    a = applyAnswer(d.questions, a, {
      kind: 'partSingle',
      id: 105,
      partId: market.id,
      optionId: partOptionId(d.partsSingle, 1, 'High'),
    });
    expect(a.other).toEqual({});
  });

  it('removes a multi-select answer when its last box is unticked', () => {
    let a = applyAnswer(d.questions, emptyAnswers(), { kind: 'multi', id: 104, optionId: other, checked: true });
    a = applyAnswer(d.questions, a, { kind: 'multi', id: 104, optionId: other, checked: false });
    expect(a.multi_select).toEqual({});
  });
});

describe('cleanAnswers', () => {
  const d = demoQuestions();

  it('keeps only answers to shown questions and listed options, without empty texts', () => {
    const a = with_({
      open_ended: { '101': 'Jua Kali', '102': '', '999': 'unknown question', '201': 'hidden child' },
      single_select: { '103': optionId(d.referred, 'No') },
      multi_select: { '104': [optionId(d.channels, 'Online'), 424242] },
      other: { '104': 'not chosen', '103': 'no other option' },
    });
    expect(cleanAnswers(d.questions, a)).toEqual({
      ...emptyAnswers(),
      open_ended: { '101': 'Jua Kali' },
      single_select: { '103': optionId(d.referred, 'No') },
      multi_select: { '104': [optionId(d.channels, 'Online')] },
    });
  });

  it("keeps revealed children and a chosen 'Other' text", () => {
    const a = with_({
      open_ended: { '201': 'Wanjiku' },
      single_select: { '103': optionId(d.referred, 'Yes') },
      multi_select: { '104': [optionId(d.channels, 'Other')] },
      other: { '104': 'Markets' },
    });
    expect(cleanAnswers(d.questions, a)).toEqual(a);
  });
});
