import { MSG } from '@portal/contract/messages';
import { latestDateOfBirth } from '@portal/contract/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from '../../../components/RichTextEditor';
import { formData, profile, today } from '../../../testing/fixtures/wizard';
import { useWideScreen } from '../../../testing/media';
import { type AnswerTo, calls, makeUser, mockApi, renderRoutes, signInAs } from '../../../testing/test-utils';
import { PersonalDetailsStep } from './PersonalDetailsStep';

vi.mock('../../../components/LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (p: RichTextEditorProps) => (
    <>
      <textarea
        aria-label={p.label}
        data-images={p.images ? 'on' : 'off'}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <p>{p.helperText}</p>
    </>
  ),
}));

/** Types a DD/MM/YYYY date into a picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value } });
}

function setup(handlers: Parameters<typeof mockApi>[0] = {}, stored = profile()) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1 }) }),
    'GET /api/user': ({ url }) => ({ body: url.searchParams.get('type') === 'formData' ? formData : stored }),
    ...handlers,
  });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <PersonalDetailsStep onDone={onDone} /> }]);
  return { api, user, onDone };
}

const confirmYes = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('PersonalDetailsStep', () => {
  it('shows the required messages and asks nothing of the server while fields are missing', async () => {
    const { user, api } = setup();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAttribute('data-images', 'off');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('amina@example.com');
    // Kenya by default, with the notice
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Kenya');
    expect(screen.getByText(MSG.nationalityNotice)).toBeInTheDocument();

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    // with each text field's live count of its limit
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Input is required 0 / 100 characters',
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Input is required 0 / 20 characters',
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Input is required');
    expect(screen.getAllByText('Input is required')).toHaveLength(4); // + date of birth
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'PUT /api/user/1')).toHaveLength(0);
  });

  it('caps the date of birth 17 years before today, then saves after the confirmation', async () => {
    const { user, api, onDone } = setup({
      'PUT /api/user/1': ({ body }) => ({ body: { ...profile(), ...(body as object) } }),
    });
    await screen.findByRole('textbox', { name: 'First name' });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+254 712 345678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');

    const latest = latestDateOfBirth(today);
    setDate('Date of birth', dayjs(latest).add(1, 'day').format('DD/MM/YYYY'));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(MSG.dobTooYoung)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    setDate('Date of birth', dayjs(latest).format('DD/MM/YYYY'));
    await waitFor(() => expect(screen.queryByText(MSG.dobTooYoung)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmSaveStep);
    await confirmYes(user);
    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    const [[, init]] = calls(api, 'PUT /api/user/1') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      first_name: 'Amina',
      phone_number: '+254 712 345678',
      dob: latest,
      gender_id: 1,
      country_id: 114,
      middle_name: null,
    });
  });

  it('keeps the form as it was after a failed save, with the message, and a 422 next to its field', async () => {
    let answer: AnswerTo<'PUT /api/user/1'> = { status: 500, body: { message: 'boom' } };
    const { user, onDone } = setup(
      { 'PUT /api/user/1': () => answer },
      profile({ phone_number: '+254 712 345678', dob: '1998-03-15', gender_id: 1 }),
    );
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Otieno');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await confirmYes(user);
    expect(await screen.findByText(MSG.error)).toBeInTheDocument();
    expect(last).toHaveValue('Otieno');

    answer = {
      status: 422,
      body: { message: MSG.validationFailed, errors: { phone_number: 'Enter a valid phone number' } },
    };
    await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    await confirmYes(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
        expect.stringContaining('Enter a valid phone number'),
      ),
    );
    expect(last).toHaveValue('Otieno');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers an unsaved draft back after a reload, and Restore puts it in the form', async () => {
    localStorage.setItem(
      'portal-draft:1:step1',
      JSON.stringify({
        values: {
          first_name: 'Amina',
          middle_name: 'Njeri',
          last_name: 'Wanjiru',
          phone_number: '+254 711 000000',
          dob: '',
          bio: '',
          country_id: 114,
          gender_id: '',
          linkedin_url: '',
          twitter_url: '',
        },
        savedAt: '2026-01-10T09:30:00Z',
      }),
    );
    const { user } = setup();
    const notice = await screen.findByText(/You have unsaved changes from/);
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveValue('');
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Njeri');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+254 711 000000');
    expect(screen.queryByText(/You have unsaved changes from/)).not.toBeInTheDocument();
  });
});
