import { QUESTION_TYPE } from '@portal/contract/questions';
import { describe, expect, it } from 'vitest';
import { adminQuestion, makeQuestion } from '../../testing/fixtures/questions';
import { emptyQuestionValues, newPart, previewQuestion, toPayload, valuesOf } from './question-form-values';

const stored = (q: ReturnType<typeof makeQuestion>) =>
  adminQuestion(q, { created_at: '2026-03-01T08:00:00.000Z', updated_at: '2026-03-01T08:00:00.000Z' });

describe('the question form values', () => {
  it('round-trips a stored question: its texts, numbers as text, options with their ids', () => {
    const q = stored(
      makeQuestion(QUESTION_TYPE.singleSelect, 'Were you referred?', {
        id: 7,
        number: 3,
        required: 0,
        options: ['Yes', 'No'],
      }),
    );
    const values = valuesOf(q);
    expect(values).toMatchObject({
      question_type_id: QUESTION_TYPE.singleSelect,
      number: '3',
      length: '',
      required: false,
    });
    expect(toPayload(values)).toEqual({
      question_type_id: QUESTION_TYPE.singleSelect,
      number: 3,
      question: 'Were you referred?',
      description: '',
      question_sw: '',
      description_sw: '',
      length: null,
      required: 0,
      open_ended: 0,
      parent_id: null,
      single_select_multiple_choice_options: q.multi_choice_options.map((o) => ({
        id: o.id,
        value: o.option,
        value_sw: '',
      })),
      multi_part_single_select_multiple_choice_questions: [],
    });
  });

  it('round-trips the Swahili texts of the question, its description, sub-questions and options', () => {
    const q = stored(
      makeQuestion(QUESTION_TYPE.multiPartSingleSelect, 'Rate these', {
        id: 8,
        parts: [{ question: 'Speed', options: ['Slow', 'Fast'] }],
      }),
    );
    q.question_sw = 'Tathmini haya';
    q.description_sw = null;
    const part = q.multi_part_questions[0]!;
    part.question_sw = 'Kasi';
    part.multi_part_options[0]!.option_sw = 'Polepole';
    const values = valuesOf(q);
    expect(values).toMatchObject({ question_sw: 'Tathmini haya', description_sw: '' });
    expect(toPayload(values)).toMatchObject({
      question_sw: 'Tathmini haya',
      description_sw: '',
      multi_part_single_select_multiple_choice_questions: [
        {
          id: part.id,
          value: 'Speed',
          value_sw: 'Kasi',
          options: [
            { id: part.multi_part_options[0]!.id, value: 'Slow', value_sw: 'Polepole' },
            { id: part.multi_part_options[1]!.id, value: 'Fast', value_sw: '' },
          ],
        },
      ],
    });
  });

  it('sends only what the type uses: a length for open-ended, parts for multi-part', () => {
    const open = { ...emptyQuestionValues(), question_type_id: QUESTION_TYPE.openEnded, number: '1', length: '250' };
    open.single_select_multiple_choice_options = [{ id: null, value: 'stale', value_sw: '' }];
    expect(toPayload(open)).toMatchObject({ length: 250, open_ended: 1, single_select_multiple_choice_options: [] });

    const parts = { ...open, question_type_id: QUESTION_TYPE.multiPartSingleSelect };
    parts.multi_part_single_select_multiple_choice_questions = [
      { ...newPart(parts.question_type_id), value: 'Product' },
    ];
    expect(toPayload(parts)).toMatchObject({
      length: null,
      open_ended: 0,
      multi_part_single_select_multiple_choice_questions: [
        {
          id: null,
          value: 'Product',
          options: [
            { id: null, value: '' },
            { id: null, value: '' },
          ],
        },
      ],
    });
  });

  it("leaves an empty number missing (the schema's 'Input is required'), and a non-number NaN", () => {
    expect(toPayload(emptyQuestionValues()).number).toBeUndefined();
    expect(toPayload({ ...emptyQuestionValues(), number: 'five' }).number).toBeNaN();
  });

  it('previews the question as applicants would see it, with stand-ins for what is still blank', () => {
    expect(previewQuestion(emptyQuestionValues(), 1)).toBeNull();
    const values = { ...emptyQuestionValues(), question_type_id: QUESTION_TYPE.multiSelect, number: '2' };
    values.single_select_multiple_choice_options = [
      { id: 40, value: 'Online', value_sw: 'Mtandaoni' },
      { id: null, value: ' ', value_sw: ' ' },
    ];
    expect(previewQuestion(values, 9)).toMatchObject({
      id: 9,
      number: 2,
      question: 'Your question',
      description: null,
      multi_choice_options: [
        { id: 40, option: 'Online', option_sw: 'Mtandaoni' },
        { id: -1, option: 'Option 2', option_sw: null },
      ],
      multi_part_questions: [],
    });
  });
});
