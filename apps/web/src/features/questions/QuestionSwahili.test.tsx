import {
  type AdminQuestion,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type QuestionFormData,
} from '@portal/contract/questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminQuestion, makeQuestion } from '../../testing/fixtures/questions';
import { useWideScreen } from '../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import QuestionsScreen from './QuestionsScreen';

// Issue 19: staff may give a question, its description and its options a Swahili text.

const base = makeQuestion(QUESTION_TYPE.singleSelect, 'Do you export?', {
  id: 8,
  number: 8,
  description: 'Outside Kenya.',
  question_sw: 'Je, unauza nje?',
  description_sw: null,
  options: ['Yes', 'No'],
});
const [yes, no] = base.multi_choice_options;
yes!.option_sw = 'Ndiyo';
const stored: AdminQuestion = adminQuestion(base);

const FORM_DATA: QuestionFormData = {
  question_types: Object.entries(QUESTION_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
  parents: [],
};

function setup() {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(['question_view', 'question_edit']) }),
    'GET /api/question': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'formData') return { body: FORM_DATA };
      if (type === 'all') return { body: [base] };
      return { body: { data: [stored], current_page: 1, per_page: 10, total: 1, last_page: 1 } };
    },
    'GET /api/question/8': () => ({ body: stored }),
    'PUT /api/question/8': () => ({ body: stored }),
  });
  renderRoutes([{ path: '/questions', element: <QuestionsScreen /> }], '/questions');
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});

describe('QuestionsScreen: the Swahili texts', { timeout: 40_000 }, () => {
  it('shows the stored Swahili texts on edit and sends them back, changed or cleared', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const question = await screen.findByRole('textbox', { name: /^Swahili question/ });
    expect(question).toHaveValue('Je, unauza nje?');
    expect(screen.getByRole('textbox', { name: /^Swahili description/ })).toHaveValue('');
    const first = screen.getByRole('textbox', { name: 'Swahili option 1' });
    expect(first).toHaveValue('Ndiyo');
    expect(screen.getByRole('textbox', { name: 'Swahili option 2' })).toHaveValue('');

    await user.clear(first);
    await user.click(screen.getByRole('textbox', { name: 'Swahili option 2' }));
    await user.paste('Hapana');
    await user.click(screen.getByRole('textbox', { name: /^Swahili description/ }));
    await user.paste('Nje ya Kenya.');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls(api, 'PUT /api/question/8')).toHaveLength(1));
    const [[, init]] = calls(api, 'PUT /api/question/8') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      question: 'Do you export?',
      question_sw: 'Je, unauza nje?',
      description_sw: 'Nje ya Kenya.',
      single_select_multiple_choice_options: [
        { id: yes!.id, value: 'Yes', value_sw: '' },
        { id: no!.id, value: 'No', value_sw: 'Hapana' },
      ],
    });
  });

  it('shows them in the question details', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByText('Je, unauza nje?')).toHaveAttribute('lang', 'sw');
    expect(screen.getByText('Ndiyo')).toHaveAttribute('lang', 'sw');
  });
});
