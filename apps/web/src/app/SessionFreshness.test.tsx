import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Can } from '../components/Can';
import { http } from '../lib/http';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { RootLayout } from './layouts';

/** The session follows role changes: on the next page, and after a refused call (403). */
const routes = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/a',
        element: (
          <Can permission="user_view" fallback={<p>no users link</p>}>
            <p>users link</p>
          </Can>
        ),
      },
      {
        path: '/b',
        element: (
          <Can permission="user_view" fallback={<p>no users link</p>}>
            <p>users link</p>
          </Can>
        ),
      },
    ],
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SessionFreshness', () => {
  it('re-reads the session on the next page, so changed roles show there', async () => {
    signInAs();
    let permissions = ['dashboard_view'];
    const api = mockApi({ 'GET /api/get-user': () => ({ body: makeUser(permissions) }) });
    const { router } = renderRoutes(routes, '/a');
    expect(await screen.findByText('no users link')).toBeInTheDocument();
    expect(calls(api, 'GET /api/get-user')).toHaveLength(1);

    // An admin gives the user a role with user_view; the user moves to another page.
    permissions = ['dashboard_view', 'user_view'];
    await router.navigate('/b');
    expect(await screen.findByText('users link')).toBeInTheDocument();
    expect(calls(api, 'GET /api/get-user')).toHaveLength(2);

    // The same page with another query string is not a new page.
    await router.navigate('/b?page=2');
    expect(calls(api, 'GET /api/get-user')).toHaveLength(2);
  });

  it('re-reads the session when a call is refused (403)', async () => {
    signInAs();
    let permissions = ['user_view'];
    const api = mockApi({
      'GET /api/get-user': () => ({ body: makeUser(permissions) }),
      'GET /api/user': () => ({ status: 403, body: { message: 'You do not have permission to do this.' } }),
    });
    renderRoutes(routes, '/a');
    expect(await screen.findByText('users link')).toBeInTheDocument();
    permissions = [];
    await expect(http('GET', '/api/user')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('no users link')).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'GET /api/get-user')).toHaveLength(2));
  });

  it('leaves a signed-out visitor alone', async () => {
    const api = mockApi({});
    const { router } = renderRoutes(routes, '/a');
    await router.navigate('/b');
    expect(await screen.findByText('no users link')).toBeInTheDocument();
    expect(calls(api, 'GET /api/get-user')).toHaveLength(0);
  });
});
