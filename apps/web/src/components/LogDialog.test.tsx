import type { LogEntry } from '@portal/contract/logs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { LogButton, LogDialog } from './LogDialog';

const entries: LogEntry[] = [
  {
    id: 7,
    model: 'Program',
    model_id: '5',
    action: 'updated',
    created_at: '2025-06-16T11:30:00Z',
    modder: { id: 1, first_name: 'Amina', middle_name: null, last_name: 'Wanjiru' },
    old: { name: 'Cohort 7', updated_at: '2025-06-01T00:00:00Z' },
    new: { name: 'Cohort 8', updated_at: '2025-06-16T11:30:00Z', created_at: '2025-01-01T00:00:00Z' },
    changed: { name: 'Cohort 8', updated_at: '2025-06-16T11:30:00Z', deleted_at: null },
  },
  {
    id: 3,
    model: 'Program',
    model_id: '5',
    action: 'created',
    created_at: '2025-01-01T00:00:00Z',
    modder: null,
    old: null,
    new: { name: 'Cohort 7' },
    changed: { name: 'Cohort 7' },
  },
];

const page = (data: LogEntry[], total = data.length) => ({
  data,
  current_page: 1,
  per_page: 10,
  total,
  last_page: Math.max(1, Math.ceil(total / 10)),
});

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('LogDialog', () => {
  it('lists entries, opens one (without timestamps) and comes back', async () => {
    const api = mockApi({ 'POST /api/log': () => ({ body: page(entries) }) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LogDialog open model="Program" recordId={5} onClose={() => {}} /> }]);

    const table = await screen.findByRole('table', { name: 'Log entries' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Amina Wanjiru');
    expect(rows[1]).toHaveTextContent('Updated');
    expect(rows[2]).toHaveTextContent('System');
    expect(rows[2]).toHaveTextContent('01/01/2025 - ');
    // one page: no pager
    expect(screen.queryByRole('navigation', { name: 'Log pages' })).not.toBeInTheDocument();

    const [[input, init]] = calls(api, 'POST /api/log') as [[string, RequestInit]];
    expect(String(input)).toContain('type=record');
    expect(String(input)).toContain('page=1');
    expect(JSON.parse(String(init.body))).toEqual({ model: 'Program', message: '5' });

    await user.click(screen.getByRole('button', { name: 'View log entry 7' }));
    const changed = screen.getByRole('region', { name: 'Changed' });
    expect(within(changed).getByText('name')).toBeInTheDocument();
    expect(within(changed).getByText('Cohort 8')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Old' })).getByText('Cohort 7')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New' })).toBeInTheDocument();
    for (const hidden of ['created_at', 'updated_at', 'deleted_at']) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Back to the log list' }));
    expect(await screen.findByRole('table', { name: 'Log entries' })).toBeInTheDocument();
  });

  it("says 'No Log Found' when there is nothing", async () => {
    mockApi({ 'POST /api/log': () => ({ body: page([]) }) });
    renderRoutes([{ path: '/', element: <LogDialog open model="Program" recordId={5} onClose={() => {}} /> }]);
    expect(await screen.findByText('No Log Found')).toBeInTheDocument();
  });

  it('shows a pager of at most 5 buttons when there are several pages', async () => {
    mockApi({ 'POST /api/log': () => ({ body: page(entries, 95) }) });
    renderRoutes([{ path: '/', element: <LogDialog open model="Program" recordId={5} onClose={() => {}} /> }]);
    const nav = await screen.findByRole('navigation', { name: 'Log pages' });
    expect(within(nav).getAllByRole('button', { name: /^(Go to page|Page) \d+$/ })).toHaveLength(5);
  });
});

describe('LogButton', () => {
  it('is hidden without log_view and opens the dialog with it', async () => {
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['log_view']) }),
      'POST /api/log': () => ({ body: page(entries) }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LogButton model="Program" recordId={5} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Log' }));
    expect(await screen.findByRole('table', { name: 'Log entries' })).toBeInTheDocument();
  });

  it('renders nothing without log_view', async () => {
    signInAs();
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser(['program_view']) }) });
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <p>page</p>
            <LogButton model="Program" recordId={5} />
          </>
        ),
      },
    ]);
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Log' })).not.toBeInTheDocument();
  });
});
