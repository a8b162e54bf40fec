import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { type AnyQuestion, QUESTION_TYPE } from '@portal/contract/questions';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/locale';
import { demoQuestions, makeQuestion } from '../../../testing/fixtures/questions';
import { QuestionField } from './QuestionField';
import { QuestionList } from './QuestionList';
import { applyAnswer } from './visibility';

/** One question with live answers, as the step holds them. */
function Harness({ question, errors = {} }: { question: AnyQuestion; errors?: Record<string, string> }) {
  const [answers, setAnswers] = useState<Answers>(emptyAnswers());
  const set = [{ ...question, child_questions: [] }];
  return (
    <QuestionField
      question={question}
      label="7"
      answers={answers}
      errors={errors}
      onChange={(c) => setAnswers((a) => applyAnswer(set, a, c))}
    />
  );
}

describe('QuestionField', () => {
  it('shows an open-ended question with no length as one line, without a count', () => {
    render(<Harness question={makeQuestion(QUESTION_TYPE.openEnded, 'Your city', { required: 0 })} />);
    const box = screen.getByRole('textbox', { name: '7. Your city' });
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).not.toBeRequired();
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it('counts the characters of a short answer against its length', async () => {
    const user = userEvent.setup();
    render(<Harness question={makeQuestion(QUESTION_TYPE.openEnded, 'Tagline', { length: 10 })} />);
    const box = screen.getByRole('textbox', { name: '7. Tagline (required)' });
    await user.type(box, 'Hello');
    expect(box).toHaveAccessibleDescription('5 / 10 characters');
  });

  it('keeps a short answer past its length, in red with the limit, instead of cutting it', async () => {
    const user = userEvent.setup();
    render(<Harness question={makeQuestion(QUESTION_TYPE.openEnded, 'Tagline', { length: 10 })} />);
    const box = screen.getByRole('textbox', { name: '7. Tagline (required)' });
    await user.type(box, 'Solar cold rooms');
    expect(box).toHaveValue('Solar cold rooms');
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAccessibleDescription('Maximum 10 characters 16 / 10 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the message of an error next to its question', () => {
    const q = makeQuestion(QUESTION_TYPE.singleSelect, 'Funding?', { options: ['Yes', 'No'] });
    render(<Harness question={q} errors={{ [`question_${q.id}`]: 'Please answer this question' }} />);
    const group = screen.getByRole('radiogroup', { name: '7. Funding? (required)' });
    expect(group).toHaveAccessibleDescription('Please answer this question');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it("asks 'Please specify' for an 'Other' radio and forgets the text when another option is picked", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        question={makeQuestion(QUESTION_TYPE.singleSelect, 'How did you hear of us?', {
          options: ['Relative', 'Other'],
          description: 'Pick one',
        })}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /^7\. How did you hear/ });
    expect(group).toHaveAccessibleDescription('Pick one');
    await user.click(within(group).getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Please specify' }), 'Radio');
    await user.click(within(group).getByRole('radio', { name: 'Relative' }));
    expect(screen.queryByRole('textbox', { name: 'Please specify' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Please specify' })).toHaveValue('');
  });

  it("shows each part of a multi-part question with its options and its own 'Other'", async () => {
    const user = userEvent.setup();
    const q = makeQuestion(QUESTION_TYPE.multiPartMultiSelect, 'Channels', {
      parts: [
        { question: 'Online', options: ['Website', 'Other'] },
        { question: 'Offline', options: ['Markets', 'Other'] },
      ],
    });
    render(<Harness question={q} />);
    const whole = screen.getByRole('group', { name: '7. Channels (required)' });
    const online = within(whole).getByRole('group', { name: 'Online' });
    const offline = within(whole).getByRole('group', { name: 'Offline' });
    await user.click(within(offline).getByRole('checkbox', { name: 'Other' }));
    expect(within(offline).getByRole('textbox', { name: 'Please specify' })).toBeInTheDocument();
    expect(within(online).queryByRole('textbox', { name: 'Please specify' })).not.toBeInTheDocument();
    await user.click(within(online).getByRole('checkbox', { name: 'Website' }));
    expect(within(online).getByRole('checkbox', { name: 'Website' })).toBeChecked();
  });
});

describe('QuestionField in Swahili', () => {
  afterEach(() => applyLocale('en'));

  it('shows the Swahili text and description when there is one, the English text when it is blank', async () => {
    const open = makeQuestion(QUESTION_TYPE.openEnded, 'Your city', {
      required: 0,
      description: 'Where you work',
      question_sw: 'Mji wako',
      description_sw: ' ',
    });
    const { rerender } = render(<Harness question={open} />);
    expect(screen.getByRole('textbox', { name: '7. Your city' })).toHaveAccessibleDescription('Where you work');
    await act(() => applyLocale('sw'));
    const box = screen.getByRole('textbox', { name: '7. Mji wako' });
    expect(box).toHaveAccessibleDescription('Where you work');
    rerender(<Harness question={{ ...open, question_sw: null, description_sw: 'Unapofanya kazi' }} />);
    expect(screen.getByRole('textbox', { name: '7. Your city' })).toHaveAccessibleDescription('Unapofanya kazi');
  });
});

describe('QuestionList', () => {
  it('indents revealed children under their parent, numbered 3.1 and 3.2', () => {
    const d = demoQuestions();
    const yes = { ...emptyAnswers(), single_select: { '103': d.referred.multi_choice_options[0]!.id } };
    const { container } = render(
      <QuestionList questions={d.questions} answers={yes} errors={{}} onChange={() => {}} />,
    );
    const parent = container.querySelector('[data-question-id="103"]') as HTMLElement;
    expect(within(parent).getByRole('textbox', { name: '3.1. Who referred you? (required)' })).toBeInTheDocument();
    expect(within(parent).getByRole('radiogroup', { name: '3.2. Were they a past participant?' })).toBeInTheDocument();
  });
});
