import type { SessionUser } from '@portal/contract/auth';
import { MSG } from '@portal/contract/messages';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderRoutes, signInAs } from '../test-utils';
import { RequirePermission } from './RequirePermission';

const routes = [
  {
    element: <RequirePermission anyOf={['log_view', 'user_view']} />,
    children: [{ path: '/logs', element: <h1>The logs</h1> }],
  },
];

function withUser(user: SessionUser | Promise<{ body: SessionUser }>) {
  signInAs();
  mockApi({ 'GET /api/get-user': () => (user instanceof Promise ? user : { body: user }) });
  return renderRoutes(routes, '/logs');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequirePermission', () => {
  it('shows the no-access screen, and nothing of the screen, to a user holding none of the permissions', async () => {
    withUser(makeUser(['dashboard_view']));
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The logs' })).not.toBeInTheDocument();
  });

  it('opens the screen for a user holding any one of them', async () => {
    withUser(makeUser(['user_view']));
    expect(await screen.findByRole('heading', { name: 'The logs' })).toBeInTheDocument();
    expect(screen.queryByText(MSG.noAccess)).not.toBeInTheDocument();
  });

  it('shows the spinner while the session is being read, never a flash of no-access', async () => {
    let release: (v: { body: SessionUser }) => void = () => {};
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(MSG.noAccess)) seen.push('no access');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    withUser(new Promise((r) => (release = r)));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText(MSG.noAccess)).not.toBeInTheDocument();
    release({ body: makeUser(['log_view']) });
    expect(await screen.findByRole('heading', { name: 'The logs' })).toBeInTheDocument();
    observer.disconnect();
    expect(seen).toEqual([]);
  });

  it('also gates a screen given as its child', async () => {
    signInAs();
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser([]) }) });
    renderRoutes([
      {
        path: '/',
        element: (
          <RequirePermission anyOf={['log_view']}>
            <h1>The logs</h1>
          </RequirePermission>
        ),
      },
    ]);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });
});
