import { MSG } from '@portal/contract/messages';
import {
  type AdminQuestion,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type Question,
  type QuestionFormData,
} from '@portal/contract/questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { adminQuestion, asChild, makeQuestion } from '../../testing/fixtures/questions';
import { useWideScreen } from '../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import QuestionsScreen from './QuestionsScreen';

/** The admin shape of a question built with the wizard's fixtures. */
const admin = adminQuestion;

// A revenue question (5) with an active child (5.1), and an inactive question (6).
const child = asChild(
  makeQuestion(QUESTION_TYPE.openEnded, 'What was your revenue?', { id: 51, number: 1, length: 25, parent_id: 5 }),
);
const revenue = makeQuestion(QUESTION_TYPE.singleSelect, 'Is your venture generating revenue?', {
  id: 5,
  number: 5,
  description: 'Money from customers, not grants.',
  options: ['Yes', 'No', 'Other'],
  children: [child],
});
const patent = makeQuestion(QUESTION_TYPE.singleSelect, 'Do you hold a patent?', {
  id: 6,
  number: 6,
  active: 0,
  options: ['Yes', 'No'],
});
const ALL_SET: Question[] = [revenue, patent];

const revenueRow = admin(revenue, { child_count: 1 });
const childRow = admin(child, { parent: { id: 5, number: 5, question: revenue.question, active: 1 } });
const patentRow = admin(patent);

const FORM_DATA: QuestionFormData = {
  question_types: Object.entries(QUESTION_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
  parents: [
    { id: 5, number: 5, question: revenue.question, active: 1 },
    { id: 6, number: 6, question: patent.question, active: 0 },
  ],
};

const paged = (data: AdminQuestion[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const ALL = [
  'question_view',
  'question_create',
  'question_edit',
  'question_archive',
  'question_activate',
  'question_deactivate',
  'log_view',
];

type Handlers = Parameters<typeof mockApi>[0];

function setup(permissions: string[], handlers: Handlers = {}, rows = [revenueRow, childRow, patentRow]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/question': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'formData') return { body: FORM_DATA };
      if (type === 'all') return { body: ALL_SET };
      return { body: paged(rows) };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['question_view']} />,
        children: [{ path: '/questions', element: <QuestionsScreen /> }],
      },
      {
        element: <RequirePermission anyOf={['Question_view']} />,
        children: [{ path: '/question', element: <QuestionsScreen /> }],
      },
    ],
    '/questions',
  );
  return { api, user };
}

/** Puts a text in a field at once (typing letter by letter re-validates the form each time). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

const confirmYes = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: /^(Yes|Delete)$/ }));
};

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('QuestionsScreen: the list', () => {
  it('says so politely without question_view', async () => {
    setup(['application_view']);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });

  it('lists Order, Question, Question Type and Active, a child numbered under its parent', async () => {
    setup(['question_view']);
    const row = (await screen.findByText('What was your revenue?')).closest('tr')!;
    expect(within(row).getByText('5.1')).toBeInTheDocument();
    expect(within(row).getByText(`Child of 5. ${revenue.question}`)).toBeInTheDocument();
    expect(within(row).getByText('Open Ended')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Order', 'Question', 'Question Type', 'Active', 'Actions']);
    // Only View with question_view alone.
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    for (const hidden of ['Edit', 'Delete', 'Activate', 'Deactivate', 'Log']) {
      expect(within(row).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add Question' })).not.toBeInTheDocument();
  });

  it('offers activate only on inactive questions and deactivate only on active ones', async () => {
    setup(ALL);
    const active = (await screen.findByText(revenue.question)).closest('tr')!;
    const inactive = screen.getByText(patent.question).closest('tr')!;
    expect(within(active).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(inactive).getByText('No')).toBeInTheDocument();
  });

  it('says when an active child is hidden by its inactive parent', async () => {
    setup(['question_view'], {}, [
      admin(child, { parent: { id: 5, number: 5, question: revenue.question, active: 0 } }),
    ]);
    const row = (await screen.findByText('What was your revenue?')).closest('tr')!;
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('Hidden: its parent is inactive')).toBeInTheDocument();
  });

  it("shows 'No Question Found' for an empty list", async () => {
    setup(ALL, {}, []);
    expect(await screen.findByText('No Question Found')).toBeInTheDocument();
  });

  it('opens at /question with Question_view', async () => {
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['Question_view']) }),
      'GET /api/question': () => ({ body: paged([revenueRow]) }),
    });
    renderRoutes(
      [
        {
          element: <RequirePermission anyOf={['Question_view']} />,
          children: [{ path: '/question', element: <QuestionsScreen /> }],
        },
      ],
      '/question',
    );
    expect(await screen.findByText(revenue.question)).toBeInTheDocument();
  });

  it("shows the server's 409 when deleting an answered question", async () => {
    const { user } = setup(ALL, {
      'DELETE /api/question/5': () => ({ status: 409, body: { message: MSG.questionHasAnswers } }),
    });
    const row = (await screen.findByText(revenue.question)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirmYes(user, 'Are You Sure You Want to Delete Question?');
    const message = await screen.findByText(MSG.questionHasAnswers);
    expect(message.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
  });
});

// A form with live validation and a live preview: slow in jsdom on a busy machine.
describe('QuestionsScreen: the form', { timeout: 40_000 }, () => {
  const openCreate = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    return screen.findByRole('combobox', { name: /Question type/ });
  };

  it('shows the fields of each type', async () => {
    const { user } = setup(ALL);
    const type = await openCreate(user);
    expect(screen.getByRole('heading', { name: 'Create Question' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Length/ })).not.toBeInTheDocument();

    await user.selectOptions(type, 'Open Ended');
    expect(screen.getByRole('spinbutton', { name: /Length/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Option/ })).not.toBeInTheDocument();

    await user.selectOptions(type, QUESTION_TYPE_NAMES[2]);
    expect(screen.queryByRole('spinbutton', { name: /Length/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Option 3/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Option' })).toHaveFocus();

    await user.selectOptions(type, QUESTION_TYPE_NAMES[5]);
    expect(screen.getByRole('textbox', { name: /^Sub-question 1/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options of sub-question 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Sub-question' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Sub-question 2/ })).toHaveFocus());
    const second = screen.getByRole('group', { name: 'Options of sub-question 2' });
    expect(within(second).getAllByRole('textbox', { name: /^Option/ })).toHaveLength(1);
    expect(within(second).getByRole('textbox', { name: 'Swahili option 1' })).toBeInTheDocument();

    // The parent offers the possible parents and none.
    const parent = screen.getByRole('combobox', { name: /Parent question/ });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None: a top-level question', `5. ${revenue.question}`, `6. ${patent.question} (inactive)`]);
  });

  it('says what is missing, next to each field, and keeps Save disabled', async () => {
    const { user } = setup(ALL);
    const type = await openCreate(user);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(type, QUESTION_TYPE_NAMES[2]);
    const number = screen.getByRole('spinbutton', { name: /^Number/ });
    await user.click(number);
    await user.tab();
    expect(number).toHaveAccessibleDescription('Input is required');
    const text = screen.getByRole('textbox', { name: /^Question/ });
    await user.type(text, 'x');
    await user.clear(text);
    expect(text).toHaveAccessibleDescription('Input is required');
    const first = screen.getByRole('textbox', { name: /^Option 1/ });
    await user.type(first, 'Yes');
    const second = screen.getByRole('textbox', { name: /^Option 2/ });
    await user.type(second, 'yes');
    expect(await screen.findByText(MSG.questionOptionTwice)).toBeInTheDocument();
    await user.clear(second);
    expect(second).toHaveAccessibleDescription('Input is required');
    expect(save).toBeDisabled();
  });

  it('creates a single select question after "Are You Sure You Want to Create Question?", with the payload of spec 2 §3', async () => {
    const { api, user } = setup(ALL, {
      'POST /api/question': () => ({ status: 201, body: admin(makeQuestion(2, 'Do you export?', { id: 9 })) }),
    });
    const type = await openCreate(user);
    await user.selectOptions(type, QUESTION_TYPE_NAMES[2]);
    await fill(user, screen.getByRole('spinbutton', { name: /^Number/ }), '7');
    await fill(user, screen.getByRole('textbox', { name: /^Question/ }), 'Do you export?');
    await fill(user, screen.getByRole('textbox', { name: /^Description/ }), 'Outside Kenya.');
    await fill(user, screen.getByRole('textbox', { name: /^Option 1/ }), 'Yes');
    await fill(user, screen.getByRole('textbox', { name: /^Option 2/ }), 'No');
    // The Swahili texts are optional: a blank one goes as blank (the server stores none).
    await fill(user, screen.getByRole('textbox', { name: /^Swahili question/ }), 'Je, unauza nje?');
    await fill(user, screen.getByRole('textbox', { name: 'Swahili option 1' }), 'Ndiyo');
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Parent question/ }), `5. ${revenue.question}`);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await confirmYes(user, 'Are You Sure You Want to Create Question?');
    expect(await screen.findByText('Question Added Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/question') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      question_type_id: 2,
      number: 7,
      question: 'Do you export?',
      description: 'Outside Kenya.',
      question_sw: 'Je, unauza nje?',
      description_sw: '',
      length: null,
      required: 0,
      open_ended: 0,
      parent_id: 5,
      single_select_multiple_choice_options: [
        { id: null, value: 'Yes', value_sw: 'Ndiyo' },
        { id: null, value: 'No', value_sw: '' },
      ],
      multi_part_single_select_multiple_choice_questions: [],
    });
    // Back on the list: the form is gone (and starts empty next time).
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByRole('textbox', { name: /^Question/ })).toHaveValue('');
  });

  it("puts a 409's number message next to the number and in the snackbar", async () => {
    const taken = 'Another active question already has number 5.';
    const { user } = setup(ALL, {
      'PUT /api/question/6': () => ({ status: 409, body: { message: taken, errors: { number: taken } } }),
    });
    const row = (await screen.findByText(patent.question)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const number = await screen.findByRole('spinbutton', { name: /^Number/ });
    expect(number).toHaveValue(6);
    await user.clear(number);
    await user.type(number, '5');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await confirmYes(user, 'Are You Sure You Want to Update Question?');
    await waitFor(() => expect(number).toHaveAccessibleDescription(taken));
    expect(screen.getAllByText(taken).some((e) => e.closest('.notistack-MuiContent'))).toBe(true);
    // The form stays open (once the confirmation has faded out, it is the top dialog again).
    expect(await screen.findByRole('heading', { name: 'Edit Question' })).toBeInTheDocument();
  });

  it('locks the type and the answered options of an answered question', async () => {
    const answered = admin(revenue, {
      child_count: 1,
      answer_count: 3,
      answered_option_ids: [revenue.multi_choice_options[1]!.id],
    });
    const { user } = setup(ALL, {}, [answered]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const type = await screen.findByRole('combobox', { name: /Question type/ });
    expect(type).toBeDisabled();
    expect(type).toHaveAccessibleDescription(MSG.questionTypeLocked);
    expect(screen.getByRole('combobox', { name: /Parent question/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Option 2/ })).toHaveAccessibleDescription(
      'Has answers: it can be renamed, not removed',
    );
  });
});

describe('QuestionsScreen: the show view and its preview', () => {
  it("renders the wizard's question: Yes reveals the child, Other asks to specify, nothing is saved", async () => {
    const { api, user } = setup(ALL, { 'GET /api/question/5': () => ({ body: revenueRow }) });
    const row = (await screen.findByText(revenue.question)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: `5. ${revenue.question}` })).toBeInTheDocument();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const group = within(preview).getByRole('radiogroup', {
      name: /5\. Is your venture generating revenue\? \(required\)/,
    });
    expect(within(preview).getByText('Money from customers, not grants.')).toBeInTheDocument();
    expect(within(preview).queryByText('What was your revenue?')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Other' }));
    expect(within(preview).getByRole('textbox', { name: /Please specify/ })).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(within(preview).queryByRole('textbox', { name: /Please specify/ })).not.toBeInTheDocument();
    expect(within(preview).getByText('What was your revenue?')).toBeInTheDocument();
    expect(within(preview).getByText('5.1.')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(within(preview).queryByText('What was your revenue?')).not.toBeInTheDocument();
    expect(calls(api, 'POST /api/answer')).toHaveLength(0);
  });

  it('previews a child question under its parent', async () => {
    const { user } = setup(ALL, { 'GET /api/question/51': () => ({ body: childRow }) });
    const row = (await screen.findByText('What was your revenue?')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/A child question shows when the answer to/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('radio', { name: 'Yes' }));
    expect(within(preview).getByRole('textbox', { name: /5\.1\. What was your revenue\?/ })).toBeInTheDocument();
  });
});
