import { todayInNairobi } from '@portal/contract/dates';
import type { LogEntry, LogUser } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import LogsScreen from './LogsScreen';

// jsdom renders MUI tables and pickers slowly on a busy two-core machine.

const entry = (id: number, over: Partial<LogEntry> = {}): LogEntry => ({
  id,
  model: 'TeamMember',
  model_id: '7',
  action: 'updated',
  created_at: '2026-02-10T09:00:00.000Z',
  modder: { id: 3, first_name: 'Amina', middle_name: null, last_name: 'Wanjiru' },
  old: { name: 'Old name', bio: 'x', updated_at: '2026-01-01' },
  new: { name: 'New name', bio: 'x', updated_at: '2026-02-10', created_at: '2025-01-01' },
  changed: { name: 'New name' },
  ...over,
});

const users: LogUser[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  first_name: i === 0 ? 'Amina' : `User${i + 1}`,
  middle_name: null,
  last_name: i === 0 ? 'Wanjiru' : 'Test',
  email: `user${i + 1}@example.com`,
}));

const paged = <T,>(data: T[], page = 1, total = data.length) => ({
  data,
  current_page: page,
  per_page: 10,
  total,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

function setup(permissions = ['log_view']) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/log': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'formData') return { body: { models: ['Gallery', 'TeamMember'], actions: ['created', 'updated'] } };
      if (type === 'users') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const term = (url.searchParams.get('search') ?? '').toLowerCase();
        const found = users.filter((u) => `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(term));
        return { body: paged(found.slice((page - 1) * 10, page * 10), page, found.length) };
      }
      return { body: paged([entry(1), entry(2, { modder: null, action: 'activated', model: 'Gallery' })]) };
    },
    'POST /api/log': () => ({ body: paged([entry(9, { model: 'Gallery', action: 'created', changed: null })]) }),
  });
  renderRoutes(
    [{ element: <RequirePermission anyOf={['log_view']} />, children: [{ path: '/logs', element: <LogsScreen /> }] }],
    '/logs',
  );
  return api;
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const lastPost = (api: ReturnType<typeof mockApi>) => JSON.parse(String(calls(api, 'POST /api/log').at(-1)![1]!.body));

/** Types a DD/MM/YYYY date into a picker the way autofill or paste does. */
function setDate(label: string, value: string) {
  const group = screen.getByRole('group', { name: label });
  fireEvent.change(group.parentElement!.querySelector('input')!, { target: { value } });
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('LogsScreen', { timeout: 40_000 }, () => {
  it('lists every entry until a search, User or System; Search waits for a filter', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Log entries' });
    expect(await within(table).findByText('Amina Wanjiru')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();
    expect(within(table).getByText('Activated')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
  });

  it('combines the model and action filters in one search', async () => {
    const api = setup();
    const user = userEvent.setup();
    const model = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(within(model).getByRole('option', { name: 'Gallery' })).toBeInTheDocument());
    await user.selectOptions(model, 'Gallery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Created');
    await waitFor(() => expect(searchButton()).toBeEnabled());
    await user.click(searchButton());
    await waitFor(() => expect(calls(api, 'POST /api/log')).toHaveLength(1));
    expect(lastPost(api)).toEqual({ searchData: { model: 'Gallery', action: 'created' } });
    expect(await screen.findByRole('table', { name: 'Log entries found' })).toBeInTheDocument();
    // Reset: back to every entry, fields emptied
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('table', { name: 'Log entries' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    expect(searchButton()).toBeDisabled();
  });

  it('finds a user with its own search and a pager of five buttons, then searches by that user', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Find User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find User' });
    expect(await within(dialog).findByText('Total: 120')).toBeInTheDocument();
    const pager = within(dialog).getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /page \d+$/i })).toHaveLength(5);
    await user.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    expect(await within(dialog).findByText('user21@example.com')).toBeInTheDocument();
    expect(String(calls(api, 'GET /api/log').at(-1)![0])).toContain('page=3');
    await user.click(within(pager).getByRole('button', { name: 'Go to last page' }));
    expect(await within(dialog).findByText('user120@example.com')).toBeInTheDocument();
    expect(
      within(pager)
        .getAllByRole('button', { name: /page \d+$/i })
        .map((b) => b.textContent),
    ).toEqual(['8', '9', '10', '11', '12']);

    await user.type(within(dialog).getByRole('textbox', { name: /Search users/ }), 'wanjiru{Enter}');
    expect(await within(dialog).findByText('Total: 1')).toBeInTheDocument();
    expect(String(calls(api, 'GET /api/log').at(-1)![0])).toContain('search=wanjiru');
    await user.click(within(dialog).getByRole('button', { name: 'Select Amina Wanjiru' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'User' })).toHaveValue('Amina Wanjiru');

    await user.click(searchButton());
    await waitFor(() => expect(calls(api, 'POST /api/log')).toHaveLength(1));
    expect(lastPost(api)).toEqual({ searchData: { userId: 1, userName: 'Amina Wanjiru' } });
    await user.click(screen.getByRole('button', { name: 'Clear user' }));
    expect(screen.getByRole('textbox', { name: 'User' })).toHaveValue('');
    await waitFor(() => expect(searchButton()).toBeDisabled());
  });

  it('keeps Date To not before Date From and both not after today', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Date From' });
    setDate('Date From', '12/02/2026');
    setDate('Date To', '11/02/2026');
    expect(await screen.findByText(MSG.logDateToBeforeFrom)).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    setDate('Date To', '12/02/2026');
    await waitFor(() => expect(screen.queryByText(MSG.logDateToBeforeFrom)).not.toBeInTheDocument());
    await waitFor(() => expect(searchButton()).toBeEnabled());
    await user.click(searchButton());
    await waitFor(() => expect(calls(api, 'POST /api/log')).toHaveLength(1));
    expect(lastPost(api)).toEqual({ searchData: { date_from: '2026-02-12', date_to: '2026-02-12' } });

    const tomorrow = dayjs(todayInNairobi()).add(1, 'day').format('DD/MM/YYYY');
    setDate('Date To', tomorrow);
    expect(await screen.findByText(MSG.logDateFuture)).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
  });

  it("opens an entry's Changed, New and Old, without the timestamps", async () => {
    setup();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Log entries' });
    await user.click((await within(table).findAllByRole('button', { name: 'View' }))[0]!);
    expect(await screen.findByRole('heading', { name: 'Log Details' })).toHaveFocus();
    const changed = screen.getByRole('region', { name: 'Changed' });
    expect(within(changed).getByText('name')).toBeInTheDocument();
    expect(within(changed).getByText('New name')).toBeInTheDocument();
    const added = screen.getByRole('region', { name: 'New' });
    expect(within(added).getByText('bio')).toBeInTheDocument();
    expect(within(added).queryByText('updated_at')).not.toBeInTheDocument();
    expect(within(added).queryByText('created_at')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Old' })).getByText('Old name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the log' }));
    expect(await screen.findByRole('table', { name: 'Log entries' })).toBeInTheDocument();
  });

  it('needs log_view', async () => {
    setup(['user_view']);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });
});
