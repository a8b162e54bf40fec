import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../lib/i18n/locale';
import { demoQuestions, optionId, partOptionId } from '../../../testing/fixtures/questions';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { ProblemSolutionStep } from './ProblemSolutionStep';

// As in components/RichTextEditor.test.tsx: one ProseMirror (mui-tiptap's ES build) for the editor.
vi.mock('mui-tiptap', () => import('../../../../../../node_modules/mui-tiptap/dist/esm/index.js'));

const d = demoQuestions();
const k = (id: number) => String(id);

/** Every required question (of `d`, or of another demo set) answered except the ones a test is about. */
const complete = (q = d): Answers => ({
  ...emptyAnswers(),
  open_ended: { '101': 'Solar for kiosks', '102': '<p>Kiosks lose stock at night.</p>' },
  single_select: { '103': optionId(q.referred, 'No') },
  multi_select: { '104': [optionId(q.channels, 'Online')] },
  multi_part_single_select: {
    [k(q.partsSingle.multi_part_questions[0]!.id)]: partOptionId(q.partsSingle, 0, 'High'),
    [k(q.partsSingle.multi_part_questions[1]!.id)]: partOptionId(q.partsSingle, 1, 'Low'),
  },
});

type Handlers = Parameters<typeof mockApi>[0];

function setup({ saved = emptyAnswers() as Answers | null, handlers = {} as Handlers } = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser() }),
    'GET /api/question': () => ({ body: d.questions }),
    'GET /api/answer': () => (saved ? { body: saved } : { status: 500, body: { message: 'boom' } }),
    'POST /api/answer': () => ({ body: { message: 'Answers Saved Successfully' } }),
    ...handlers,
  });
  const onDone = vi.fn();
  const onBack = vi.fn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <ProblemSolutionStep onDone={onDone} onBack={onBack} /> }]);
  return { api, user, onDone, onBack };
}

const posted = (api: ReturnType<typeof mockApi>) => {
  const [[, init]] = calls(api, 'POST /api/answer') as [[string, RequestInit]];
  return JSON.parse(String(init.body)) as Answers;
};

const saveAndConfirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(MSG.confirmSaveStep);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  // Every test starts in English, whatever the one before chose.
  await applyLocale('en');
});

// A whole question set with a rich-text editor renders slowly in jsdom on a busy machine.
describe('ProblemSolutionStep', { timeout: 30_000 }, () => {
  it('renders every question type, numbered, with required markers and italic descriptions', async () => {
    setup();
    const short = await screen.findByRole('textbox', {
      name: '1. What is your venture called in one phrase? (required)',
    });
    // counted, not cut: no maxlength
    expect(short).not.toHaveAttribute('maxlength');
    expect(short).toBeRequired();
    expect(short).toHaveAccessibleDescription(expect.stringContaining('A short phrase'));
    expect(short).toHaveAccessibleDescription(expect.stringContaining('0 / 25 characters'));
    const description = screen.getByText('A short phrase');
    expect(description).toHaveStyle({ fontStyle: 'italic' });

    // long answer: the rich-text editor with a count
    // the editor's chunk loads on first use
    const long = await screen.findByRole('textbox', { name: /^2\. What problem do you solve\?/ }, { timeout: 10_000 });
    expect(long).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(screen.getByText('0 / 500 characters')).toBeInTheDocument();

    const single = screen.getByRole('radiogroup', { name: /^3\. Were you referred by someone\? \(required\)$/ });
    expect(single).toHaveAttribute('aria-required', 'true');
    expect(within(single).getAllByRole('radio')).toHaveLength(3);

    const multi = screen.getByRole('group', { name: /^4\. Which channels/ });
    expect(
      within(multi)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Online', 'Retail', 'Other']);

    const parts = screen.getByRole('group', { name: /^5\. Rate your readiness/ });
    expect(within(parts).getByRole('radiogroup', { name: 'Product' })).toBeInTheDocument();
    expect(within(parts).getByRole('radiogroup', { name: 'Market' })).toBeInTheDocument();
    const multiParts = screen.getByRole('group', { name: '6. What support do you need?' });
    expect(within(within(multiParts).getByRole('group', { name: 'Skills' })).getAllByRole('checkbox')).toHaveLength(2);

    const bar = screen.getByRole('progressbar', { name: 'Answer progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0%, 0 of 8 answered');
  });

  it("asks 'Please specify' for Other, and drops the text when Other is unticked", async () => {
    const { user } = setup();
    const multi = await screen.findByRole('group', { name: /^4\. Which channels/ });
    expect(within(multi).queryByRole('textbox', { name: 'Please specify' })).not.toBeInTheDocument();
    await user.click(within(multi).getByRole('checkbox', { name: 'Other' }));
    const specify = within(multi).getByRole('textbox', { name: 'Please specify' });
    expect(specify).toBeRequired();
    await user.type(specify, 'Mk');
    await user.click(within(multi).getByRole('checkbox', { name: 'Other' }));
    expect(within(multi).queryByRole('textbox', { name: 'Please specify' })).not.toBeInTheDocument();
    await user.click(within(multi).getByRole('checkbox', { name: 'Other' }));
    expect(within(multi).getByRole('textbox', { name: 'Please specify' })).toHaveValue('');
  });

  it('reveals child questions on Yes, hides and clears them on No; the save has no child answer', async () => {
    const { api, user, onDone } = setup({ saved: complete() });
    const parent = await screen.findByRole('radiogroup', { name: /^3\. / });
    expect(screen.queryByText('Who referred you?')).not.toBeInTheDocument();

    await user.click(within(parent).getByRole('radio', { name: 'Yes' }));
    const child = screen.getByRole('textbox', { name: '3.1. Who referred you? (required)' });
    expect(screen.getByRole('radiogroup', { name: '3.2. Were they a past participant?' })).toBeInTheDocument();
    await user.type(child, 'Wa');
    // the revealed children join the total: 8 + 2, of which 7 answered
    expect(screen.getByRole('progressbar', { name: 'Answer progress' })).toHaveAttribute('aria-valuenow', '70');

    await user.click(within(parent).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /^3\.1\./ })).not.toBeInTheDocument();
    await user.click(within(parent).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /^3\.1\./ })).toHaveValue('');
    await user.click(within(parent).getByRole('radio', { name: 'No' }));

    await saveAndConfirm(user);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = posted(api);
    expect(body.open_ended).not.toHaveProperty('201');
    expect(body.single_select).toEqual({ '103': optionId(d.referred, 'No') });
    expect(body).toEqual(complete());
    expect(await screen.findByText('Answers Saved Successfully')).toBeInTheDocument();
  });

  it('shows the Swahili texts in Swahili, the English ones where there are none, and saves the same ids', async () => {
    const sw = demoQuestions();
    sw.referred.question_sw = 'Je, kuna mtu aliyekuelekeza?';
    sw.referred.multi_choice_options[0]!.option_sw = 'Ndiyo';
    sw.channels.description_sw = 'Chagua yote yanayohusika';
    sw.channels.multi_choice_options[2]!.option_sw = 'Nyingine';
    sw.partsSingle.multi_part_questions[0]!.question_sw = 'Bidhaa';
    sw.partsSingle.multi_part_questions[0]!.multi_part_options[1]!.option_sw = 'Juu';
    await applyLocale('sw');
    const { api, user, onDone } = setup({
      saved: { ...complete(sw), single_select: {} },
      handlers: { 'GET /api/question': () => ({ body: sw.questions }) },
    });
    const parent = await screen.findByRole('radiogroup', { name: '3. Je, kuna mtu aliyekuelekeza? (lazima)' });
    // 'No' and 'Not sure' have no Swahili text: the English one shows, marked as English.
    expect(
      within(parent)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Ndiyo', 'No', 'Not sure']);
    expect(within(parent).getByText('No')).toHaveAttribute('lang', 'en');
    expect(within(parent).getByText('Ndiyo')).not.toHaveAttribute('lang');
    // A question without a Swahili text keeps its English text.
    expect(screen.getByRole('group', { name: /^4\. Which channels do you sell through\?/ })).toHaveTextContent(
      'Chagua yote yanayohusika',
    );
    const product = screen.getByRole('radiogroup', { name: 'Bidhaa' });
    expect(within(product).getByRole('radio', { name: 'Juu' })).toBeChecked();
    expect(within(product).getByRole('radio', { name: 'Low' })).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Market' })).toBeInTheDocument();

    // The English texts still decide: 'Ndiyo' (Yes) reveals the children, 'Nyingine' (Other) asks to specify.
    await user.click(within(parent).getByRole('radio', { name: 'Ndiyo' }));
    expect(screen.getByRole('textbox', { name: /^3\.1\. Who referred you\?/ })).toBeInTheDocument();
    await user.click(within(parent).getByRole('radio', { name: 'No' }));
    const channels = screen.getByRole('group', { name: /^4\. / });
    await user.click(within(channels).getByRole('checkbox', { name: 'Nyingine' }));
    expect(within(channels).getByRole('textbox', { name: 'Tafadhali eleza' })).toBeRequired();
    await user.click(within(channels).getByRole('checkbox', { name: 'Nyingine' }));

    await user.click(screen.getByRole('button', { name: 'Hifadhi na Uendelee' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: /^(Yes|Ndiyo)$/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted(api)).toEqual(complete(sw));
  });

  it('blocks Next until the required questions are answered, and focuses the first one missing', async () => {
    const { api, user, onDone } = setup();
    await screen.findByRole('radiogroup', { name: /^3\. / });
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    const first = screen.getByRole('textbox', { name: /^1\. / });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(expect.stringContaining(MSG.answerRequired));
    // 1, 2, 3, 4 and the two parts of 5 (6 is optional)
    await waitFor(() => expect(screen.getAllByText(MSG.answerRequired)).toHaveLength(6));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'POST /api/answer')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();

    // answering a question takes its message away at once
    await user.type(first, 'Jua');
    expect(screen.getAllByText(MSG.answerRequired)).toHaveLength(5);
  });

  it("requires the 'Please specify' text of a chosen Other", async () => {
    const saved = complete();
    saved.multi_select = { '104': [optionId(d.channels, 'Other')] };
    const { api, user } = setup({ saved });
    const multi = await screen.findByRole('group', { name: /^4\. / });
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const specify = within(multi).getByRole('textbox', { name: 'Please specify' });
    await waitFor(() => expect(specify).toHaveFocus());
    expect(specify).toHaveAccessibleDescription(`${MSG.requiredLower} 0 / 500 characters`);
    expect(calls(api, 'POST /api/answer')).toHaveLength(0);
  });

  it('keeps every answer after a failed save and says so', async () => {
    const { user, onDone } = setup({
      saved: complete(),
      handlers: { 'POST /api/answer': () => ({ status: 500, body: { message: 'internal' } }) },
    });
    const short = await screen.findByRole('textbox', { name: /^1\. / });
    await user.clear(short);
    await user.type(short, 'New');
    await saveAndConfirm(user);
    expect(await screen.findByText(MSG.answersFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: /^1\. / })).toHaveValue('New');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    // the draft keeps it for a reload too
    expect(localStorage.getItem('portal-draft:1:step3')).toContain('"101":"New"');
  });

  it("shows a 4xx message and puts a 422's field errors next to their questions", async () => {
    const { user } = setup({
      saved: complete(),
      handlers: {
        'POST /api/answer': () => ({
          status: 422,
          body: { message: 'Please check your answers.', errors: { question_101: 'Maximum 25 characters' } },
        }),
      },
    });
    await screen.findByRole('radiogroup', { name: /^3\. / });
    await saveAndConfirm(user);
    expect(await screen.findByText('Please check your answers.')).toBeInTheDocument();
    // (found once the confirmation has closed and the page is no longer hidden behind it)
    const short = await screen.findByRole('textbox', { name: /^1\. / });
    expect(short).toHaveAccessibleDescription(expect.stringContaining('Maximum 25 characters'));
    await user.type(short, '!');
    expect(screen.queryByText('Maximum 25 characters')).not.toBeInTheDocument();
  });

  it('loads saved answers and shows the notice of the progress reached', async () => {
    setup({ saved: complete() });
    // 6 of 8 items answered (question 6's two parts are not)
    const bar = await screen.findByRole('progressbar', { name: 'Answer progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText(MSG.progress75)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: /^1\. / })).toHaveValue('Solar for kiosks');
    expect(screen.getByRole('checkbox', { name: 'Online' })).toBeChecked();
  });

  it('starts empty when the answers cannot be loaded, without a message', async () => {
    setup({ saved: null });
    const short = await screen.findByRole('textbox', { name: /^1\. / });
    expect(short).toHaveValue('');
    expect(screen.queryByText(MSG.formDataFailed)).not.toBeInTheDocument();
  });

  it('offers Retry when the questions cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({
      handlers: {
        'GET /api/question': () => (fail ? { status: 404, body: { message: 'nope' } } : { body: d.questions }),
      },
    });
    expect(await screen.findByText(MSG.formDataFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radiogroup', { name: /^3\. / })).toBeInTheDocument();
  });

  it('goes Back without saving', async () => {
    const { api, user, onBack } = setup();
    await screen.findByRole('radiogroup', { name: /^3\. / });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(calls(api, 'POST /api/answer')).toHaveLength(0);
  });

  it('offers an unsaved draft back after a reload', async () => {
    const draft = { ...complete(), open_ended: { ...complete().open_ended, '101': 'From the draft' } };
    localStorage.setItem('portal-draft:1:step3', JSON.stringify({ values: draft, savedAt: '2025-05-01T09:30:00Z' }));
    const { user } = setup({ saved: complete() });
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^1\. / })).toHaveValue('From the draft');
  });
});
