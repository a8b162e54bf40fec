import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { describe, expect, it } from 'vitest';
import { demoQuestions, optionId, partOptionId } from '../../../testing/fixtures/questions';
import { findProblems, pageErrors } from './validation';

const with_ = (over: Partial<Answers>): Answers => ({ ...emptyAnswers(), ...over });
const d = demoQuestions();
const product = d.partsSingle.multi_part_questions[0]!;
const market = d.partsSingle.multi_part_questions[1]!;

describe('findProblems', () => {
  it('lists the required questions missing, in page order; every part of a multi-part question', () => {
    const keys = findProblems(d.questions, emptyAnswers()).map((p) => p.key);
    expect(keys).toEqual([
      'question_101',
      'question_102',
      'question_103',
      'question_104',
      `part_${product.id}`,
      `part_${market.id}`,
    ]);
    const one = with_({ multi_part_single_select: { [product.id]: partOptionId(d.partsSingle, 0, 'Low') } });
    expect(findProblems(d.questions, one).map((p) => p.key)).not.toContain(`part_${product.id}`);
    expect(findProblems(d.questions, one).map((p) => p.key)).toContain(`part_${market.id}`);
  });

  it('checks a revealed required child, and no hidden one', () => {
    const yes = with_({ single_select: { '103': optionId(d.referred, 'Yes') } });
    expect(findProblems(d.questions, yes).map((p) => p.key)).toContain('question_201');
    // 202 is optional
    expect(findProblems(d.questions, yes).map((p) => p.key)).not.toContain('question_202');
    const no = with_({ single_select: { '103': optionId(d.referred, 'No') } });
    expect(findProblems(d.questions, no).map((p) => p.key)).not.toContain('question_201');
  });

  it("asks for the text of a chosen 'Other', even on an optional question", () => {
    const a = with_({ multi_select: { '104': [optionId(d.channels, 'Other')] } });
    expect(findProblems(d.questions, a)).toContainEqual({
      key: 'other_104',
      questionId: 104,
      message: MSG.requiredLower,
    });
    expect(findProblems(d.questions, { ...a, other: { '104': 'Markets' } }).map((p) => p.key)).not.toContain(
      'other_104',
    );
  });

  it('flags a rich-text answer longer than its length', () => {
    const a = with_({ open_ended: { '102': `<p>${'x'.repeat(501)}</p>` } });
    expect(findProblems(d.questions, a)).toContainEqual({
      key: 'question_102',
      questionId: 102,
      message: 'Maximum 500 characters',
    });
  });
});

describe('pageErrors', () => {
  it("moves the server's errors about a part next to that part", () => {
    expect(
      pageErrors(d.questions, { [`question_${market.id}`]: 'x', question_101: 'y', other: 'z', other_101: 'w' }),
    ).toEqual({
      [`part_${market.id}`]: 'x',
      question_101: 'y',
      other: 'z',
      // the server's 'Please specify' error stays on its box (errorKey.other)
      other_101: 'w',
    });
  });
});
