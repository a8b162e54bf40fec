import { todayInNairobi } from '@portal/contract/dates';
import type { Program } from '@portal/contract/programs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import ProgramsScreen from './ProgramsScreen';

const today = todayInNairobi();
const inDays = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');
const shown = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

const program = (over: Partial<Program> = {}): Program => ({
  id: 1,
  name: 'Cohort 8',
  application_deadline: inDays(30),
  start_date: inDays(60),
  end_date: inDays(200),
  active: 1,
  created_at: '2025-01-01T08:00:00Z',
  updated_at: '2025-01-01T08:00:00Z',
  ...over,
});

const paged = (data: Program[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const ALL = [
  'program_view',
  'program_create',
  'program_edit',
  'program_archive',
  'program_activate',
  'program_deactivate',
  'log_view',
];

function setup(permissions: string[], handlers: Parameters<typeof mockApi>[0] = {}, rows = [program()]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/program': () => ({ body: paged(rows) }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['program_view']} />,
        children: [{ path: '/programs', element: <ProgramsScreen /> }],
      },
    ],
    '/programs',
  );
  return { api, user };
}

/** Types a DD/MM/YYYY date into a picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProgramsScreen', () => {
  it('says so politely without program_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('lists programs with only the permitted actions', async () => {
    setup(['program_view', 'program_activate', 'program_deactivate'], {}, [
      program(),
      program({ id: 2, name: 'Cohort 7', active: 0 }),
    ]);
    const active = (await screen.findByText('Cohort 8')).closest('tr')!;
    const inactive = screen.getByText('Cohort 7').closest('tr')!;
    expect(within(active).getByText('Yes')).toBeInTheDocument();
    expect(within(active).getByText(shown(inDays(30)))).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(inactive).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    for (const hidden of ['Edit', 'Delete', 'Log']) {
      expect(within(active).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add Program' })).not.toBeInTheDocument();
  });

  it("shows 'No Program Found' for an empty list", async () => {
    setup(ALL, {}, []);
    expect(await screen.findByText('No Program Found')).toBeInTheDocument();
  });

  it('flags the date rules on a program being edited, but keeps its stored past deadline valid', async () => {
    const { user } = setup(ALL, {}, [
      program({ application_deadline: inDays(-3), start_date: inDays(90), end_date: inDays(40) }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('The start date cannot be after the end date')).toBeInTheDocument();
    expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
    // a running programme's deadline may have passed: unchanged, it is not an error
    expect(screen.queryByText('The deadline cannot be before today')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // moving the end after the start clears both cross-field errors
    setDate('End date', shown(inDays(120)));
    await waitFor(() =>
      expect(screen.queryByText('The end date cannot be before the start date')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('The start date cannot be after the end date')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());

    // a new deadline in the past is refused
    setDate('Application deadline', shown(inDays(-1)));
    expect(await screen.findByText('The deadline cannot be before today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a program after confirmation, in green', async () => {
    const { api, user } = setup(ALL, {
      'POST /api/program': ({ body }) => ({ status: 201, body: program({ id: 9, ...(body as object) }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Program' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cohort 9');
    expect(save).toBeDisabled();
    setDate('Application deadline', shown(inDays(5)));
    setDate('Start date', shown(inDays(20)));
    setDate('End date', shown(inDays(100)));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Add Program?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Program Added Successfully')).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/program') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Cohort 9',
      application_deadline: inDays(5),
      start_date: inDays(20),
      end_date: inDays(100),
    });
    // back on the list
    expect(await screen.findByRole('heading', { name: 'Programs' })).toBeInTheDocument();
  });

  it("shows a 409's message in red and a 422's field errors next to the fields", async () => {
    let answer = { status: 409, body: { message: 'A program with this name already exists.' } as object };
    const { user } = setup(ALL, { 'PUT /api/program/1': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('A program with this name already exists.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit Program' })).toBeInTheDocument();

    answer = {
      status: 422,
      body: { message: 'Please correct the highlighted fields.', errors: { name: 'Name is taken' } },
    };
    await user.click(save);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is taken');
  });

  it('updates in orange and does nothing when the confirmation is cancelled', async () => {
    const { api, user } = setup(ALL, { 'PUT /api/program/1': () => ({ body: program({ name: 'Cohort 8b' }) }) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Cohort 8b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(api, 'PUT /api/program/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Update Program?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Program Updated Successfully')).toBeInTheDocument();
  });

  it('deletes after a confirmation that starts on Cancel', async () => {
    const { api, user } = setup(ALL, { 'DELETE /api/program/1': () => ({ body: { message: 'ok' } }) });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Delete Program?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Program Deleted Successfully')).toBeInTheDocument();
    expect(calls(api, 'DELETE /api/program/1')).toHaveLength(1);
  });

  it('shows a program with Edit and Log', async () => {
    const { user } = setup(ALL, { 'GET /api/program/1': () => ({ body: program() }) });
    await user.click(await screen.findByRole('button', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: 'Cohort 8' })).toBeInTheDocument();
    expect(screen.getByText(shown(inDays(60)))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Programs' }));
    expect(await screen.findByRole('heading', { name: 'Programs' })).toBeInTheDocument();
  });

  it("shows the server's 409 in red when another program is active", async () => {
    const { user } = setup(
      ALL,
      {
        'POST /api/program': () => ({
          status: 409,
          body: { message: 'Another program is active. Deactivate it first.' },
        }),
      },
      [program({ id: 2, name: 'Cohort 9', active: 0 })],
    );
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure You Want to Activate Program?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const message = await screen.findByText('Another program is active. Deactivate it first.');
    expect(message.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
  });

  it('goes back to the list, page 1, when a create fails for another reason', async () => {
    const { api, user } = setup(ALL, { 'POST /api/program': () => ({ status: 500, body: { message: 'boom' } }) });
    await user.click(await screen.findByRole('button', { name: 'Add Program' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cohort 9');
    setDate('Application deadline', shown(inDays(5)));
    setDate('Start date', shown(inDays(20)));
    setDate('End date', shown(inDays(100)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Programs' })).toBeInTheDocument();
    // the list was asked again
    await waitFor(() => expect(calls(api, 'GET /api/program').length).toBeGreaterThanOrEqual(2));
  });
});
