import type { SessionUser } from '@portal/contract/auth';
import { TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { RootLayout } from '../app/layouts';
import { createQueryClient, Providers } from '../app/providers';

// jsdom has no scrolling; ScrollRestoration calls it.
window.scrollTo = () => {};

type Answer = {
  status?: number;
  body?: unknown;
  /** Response headers; with a content-type other than JSON, a string or Blob body is sent as is (a CSV). */
  headers?: Record<string, string>;
};
type Handler = (init: { body: unknown; url: URL }) => Answer | Promise<Answer>;

/**
 * Stubs `fetch` with handlers keyed by `'METHOD /path'` (query ignored). Unknown calls answer 404.
 * Returns the mock so that tests can inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer = handler ? await handler({ body, url }) : { status: 404, body: { message: 'Not found.' } };
    const status = answer.status ?? 200;
    const headers = { 'content-type': 'application/json', ...answer.headers };
    const raw =
      !headers['content-type'].includes('json') && (typeof answer.body === 'string' || answer.body instanceof Blob);
    // jsdom's Blob is not the fetch implementation's: hand its bytes over instead.
    const payload =
      answer.body === undefined
        ? null
        : raw
          ? answer.body instanceof Blob
            ? new Uint8Array(await answer.body.arrayBuffer())
            : (answer.body as string)
          : JSON.stringify(answer.body);
    return new Response(payload, { status, headers });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const calls = (fn: ReturnType<typeof mockApi>, key: string) =>
  fn.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
  });

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
  );
  return { ...utils, router, client };
}

/** Routes under the app's root layout, which hosts the sign-in popup and the live updates. */
export const inRootLayout = (children: RouteObject[]): RouteObject[] => [{ element: <RootLayout />, children }];
