import { describe, expect, it } from 'vitest';
import { parentReveals, questionErrorKey, visibleText } from './answer-rules';
import { type Answers, emptyAnswers } from './applications';
import { QUESTION_TYPE, type Question } from './questions';

describe('visibleText', () => {
  it('drops tags, decodes entities and trims', () => {
    expect(visibleText('<p>Kiosks &amp; shops</p>')).toBe('Kiosks & shops');
    expect(visibleText('<p>caf&#233; &#x263A;</p>')).toBe('café ☺');
    expect(visibleText('<p>&nbsp; </p>')).toBe('');
    expect(visibleText('<p>&LT;b&gt; &unknown;</p>')).toBe('<b> &unknown;');
    expect(visibleText('&#99999999;')).toBe('&#99999999;');
  });
  it('reads a missing text as empty', () => {
    expect(visibleText(undefined)).toBe('');
    expect(visibleText(null)).toBe('');
  });
});

describe('parentReveals', () => {
  const parent = {
    id: 5,
    question_type_id: QUESTION_TYPE.singleSelect,
    multi_choice_options: [
      { id: 1, option: 'Yes' },
      { id: 2, option: 'No' },
    ],
  } as unknown as Question;
  const answer = (id?: number): Answers => {
    const a = emptyAnswers();
    if (id !== undefined) a.single_select['5'] = id;
    return a;
  };
  it('shows children only behind a revealing single-select answer', () => {
    expect(parentReveals(parent, answer(1))).toBe(true);
    expect(parentReveals(parent, answer(2))).toBe(false);
    expect(parentReveals(parent, answer())).toBe(false);
    expect(parentReveals({ ...parent, question_type_id: QUESTION_TYPE.multiSelect }, answer(1))).toBe(false);
  });
});

it('keys a question error as question_<id>', () => {
  expect(questionErrorKey(12)).toBe('question_12');
});
