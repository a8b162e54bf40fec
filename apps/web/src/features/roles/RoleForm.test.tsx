import { MSG } from '@portal/contract/messages';
import type { RoleItem } from '@portal/contract/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { RoleForm } from './RoleForm';

const PERMISSIONS = ['team_view', 'program_view', 'program_edit', 'role_edit'].map((name, i) => ({
  id: i + 1,
  name,
  guard_name: 'api',
}));

const desk: RoleItem = {
  id: 7,
  name: 'Programs Desk',
  guard_name: 'api',
  default_page: '/programs',
  public: false,
  permissions: PERMISSIONS.filter((p) => p.name === 'team_view' || p.name === 'program_edit'),
  users_count: 2,
  created_at: '2026-03-01T08:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('RoleForm', () => {
  it("shows the server's refusal of a role that outranks the editor in a snackbar, and stays on the form", async () => {
    signInAs();
    const api = mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['role_view', 'role_edit', 'team_view']) }),
      'GET /api/permission': () => ({ body: { data: PERMISSIONS } }),
      'PUT /api/role/7': () => ({ status: 403, body: { message: MSG.roleOutranksYou } }),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderRoutes([
      {
        path: '/',
        element: <RoleForm role={desk} onSaved={onSaved} onCancel={() => {}} onCreateFailed={() => {}} />,
      },
    ]);
    await screen.findByRole('listbox', { name: 'Assigned permissions' });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.roleOutranksYou)).toBeInTheDocument();
    expect(calls(api, 'PUT /api/role/7')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Edit Role')).toBeInTheDocument();
  });
});
