import type { SessionUser } from '@portal/contract/auth';
import { TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { RootLayout } from '../app/layouts';
import { createQueryClient, Providers } from '../app/providers';

// jsdom has no scrolling; ScrollRestoration calls it.
window.scrollTo = () => {};

export { type Answer, type AnswerTo, type ApiMock, calls, type Handlers, mockApi, queries } from './mock-api';

export function makeUser(permissions: string[] = [], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Amina Wanjiru',
    first_name: 'Amina',
    middle_name: null,
    last_name: 'Wanjiru',
    email: 'amina@example.com',
    phone: null,
    profile_pic: null,
    two_factor: { enabled: false, setup_required: false },
    roles: [
      {
        id: 1,
        name: 'Tester',
        default_page: '/dashboard',
        permissions: permissions.map((name, i) => ({ id: i + 1, name })),
      },
    ],
    ...overrides,
  };
}

export const signInAs = (token = 'test-token') => localStorage.setItem(TOKEN_STORAGE_KEY, token);

/** Renders routes in a memory router inside the app's providers, with retries off. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
    // As main.tsx does: an error React recovered from by rendering again is logged, not thrown.
    // (The rich-text editor, created during render, has thrown once in a concurrent render on a
    // loaded CI machine and rendered fine synchronously; jsdom's reportError made that a failure.)
    { onRecoverableError: (error) => console.warn('[recovered]', error) },
  );
  return { ...utils, router, client };
}

/** Routes under the app's root layout, which hosts the sign-in popup and the live updates. */
export const inRootLayout = (children: RouteObject[]): RouteObject[] => [{ element: <RootLayout />, children }];

/**
 * The table named `name` once its rows are in: a list screen shows its table `aria-busy` (with
 * placeholder rows) while the first page loads.
 */
export async function findLoadedTable(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'));
  return table;
}
