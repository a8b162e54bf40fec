import { emptyAnswers } from '@portal/contract/applications';
import { describe, expect, it } from 'vitest';
import { optionId, partOptionId } from '../../../testing/fixtures/questions';
import { allQuestions, fullAnswers, Q } from '../../../testing/fixtures/review';
import {
  chosenOptions,
  chosenPartOptions,
  hasAnswers,
  isAnswered,
  readableQuestions,
  readOnlyQuestions,
} from './read-only-answers';

const ids = (questions: { id: number }[]) => questions.map((q) => q.id);

describe('the read-only answers of an application', () => {
  it('keeps the active questions and the inactive ones she answered, children filtered alike', () => {
    const readable = readableQuestions(allQuestions(), fullAnswers());
    // 509 (office) is inactive but answered; 510 (patent) is inactive and unanswered.
    expect(ids(readable)).toEqual([501, 502, 503, 504, 505, 506, 507, 508, 509]);
    // 512 (audited) is an inactive child nobody answered.
    expect(ids(readable.find((q) => q.id === Q.revenue.id)!.child_questions)).toEqual([511]);
  });

  it('numbers the shown questions as on her page, each revealed child under its parent', () => {
    const shown = readOnlyQuestions(allQuestions(), fullAnswers());
    expect(shown.map((s) => s.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const revenue = shown.find((s) => s.question.id === Q.revenue.id)!;
    expect(revenue.children.map((c) => [c.label, c.question.id])).toEqual([['4.1', 511]]);
    // 'Other' for how she heard reveals no referrer question.
    expect(shown.find((s) => s.question.id === Q.heard.id)!.children).toEqual([]);

    const answers = fullAnswers();
    answers.single_select[String(Q.revenue.id)] = optionId(Q.revenue, 'No');
    const hidden = readOnlyQuestions(allQuestions(), answers).find((s) => s.question.id === Q.revenue.id)!;
    expect(hidden.children).toEqual([]);
  });

  it('tells an answered question from an unanswered one, whatever its type', () => {
    const answers = fullAnswers();
    expect(isAnswered(Q.phrase, answers)).toBe(true);
    expect(isAnswered(Q.traction, answers)).toBe(false);
    expect(isAnswered(Q.sdgs, answers)).toBe(true);
    expect(isAnswered(Q.channels, answers)).toBe(true);
    expect(isAnswered(Q.patent, answers)).toBe(false);
    expect(hasAnswers(answers)).toBe(true);
    expect(hasAnswers(emptyAnswers())).toBe(false);
  });

  it("shows the chosen options with the 'Other' text, and skips ids no longer offered", () => {
    const answers = fullAnswers();
    expect(chosenOptions(Q.sdgs, answers)).toEqual([
      { id: optionId(Q.sdgs, 'Zero Hunger'), text: 'Zero Hunger', other: null },
      { id: optionId(Q.sdgs, 'Climate Action'), text: 'Climate Action', other: null },
      { id: optionId(Q.sdgs, 'Other'), text: 'Other', other: 'Responsible consumption' },
    ]);
    expect(chosenOptions(Q.revenue, answers)).toEqual([{ id: optionId(Q.revenue, 'Yes'), text: 'Yes', other: null }]);
    const online = Q.channels.multi_part_questions[0]!;
    expect(chosenPartOptions(Q.channels, online, answers).map((o) => [o.text, o.other])).toEqual([
      ['WhatsApp', null],
      ['Other', 'Radio call-in shows'],
    ]);
    const product = Q.experience.multi_part_questions[0]!;
    expect(chosenPartOptions(Q.experience, product, answers)).toEqual([
      { id: partOptionId(Q.experience, 0, 'Extensive'), text: 'Extensive', other: null },
    ]);

    answers.multi_select[String(Q.sdgs.id)] = [999_999];
    answers.other[String(Q.heard.id)] = '   ';
    expect(chosenOptions(Q.sdgs, answers)).toEqual([]);
    expect(chosenOptions(Q.heard, answers)).toEqual([{ id: optionId(Q.heard, 'Other'), text: 'Other', other: null }]);
  });
});
