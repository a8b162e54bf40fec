import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerTo, makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { RootLayout } from './layouts';
import RedirectorScreen, { landingPage } from './RedirectorScreen';
import { RequireAuth } from './RequireAuth';

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <p>home page</p> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <p>admin page</p> },
          { path: '/profile', element: <p>profile page</p> },
        ],
      },
      { path: '/redirector', element: <RedirectorScreen /> },
      { path: '/groups', element: <p>groups page</p> },
    ],
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a signed-out visitor home', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a spinner, not a redirect, while the session loads', async () => {
    signInAs();
    let release: (v: AnswerTo<'GET /api/get-user'>) => void = () => {};
    mockApi({ 'GET /api/get-user': () => new Promise((r) => (release = r)) });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    release({ body: makeUser(['dashboard_view']) });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it('sends home when the stored token is refused, and forgets it', async () => {
    signInAs('stale');
    mockApi({ 'GET /api/get-user': () => ({ status: 401, body: { message: 'Please sign in to continue.' } }) });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user-token')).toBeNull();
  });
});

describe('two-step sign-in required for staff', () => {
  it('keeps staff without it on the profile until it is on', async () => {
    signInAs();
    const waiting = makeUser(['dashboard_view'], { two_factor: { enabled: false, setup_required: true } });
    mockApi({ 'GET /api/get-user': () => ({ body: waiting }) });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets staff with it on through', async () => {
    signInAs();
    const done = makeUser(['dashboard_view'], { two_factor: { enabled: true, setup_required: false } });
    mockApi({ 'GET /api/get-user': () => ({ body: done }) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});

describe('redirector', () => {
  it('picks the first role default page, home without roles, never an outside URL', () => {
    expect(landingPage(null)).toBe('/');
    expect(landingPage(makeUser([], { roles: [] }))).toBe('/');
    expect(landingPage(makeUser())).toBe('/dashboard');
    const judge = makeUser();
    judge.roles = [{ id: 2, name: 'Judge', default_page: '/groups', permissions: [] }, ...makeUser().roles];
    expect(landingPage(judge)).toBe('/groups');
    const evil = makeUser();
    evil.roles[0]!.default_page = '//evil.example';
    expect(landingPage(evil)).toBe('/');
    evil.roles[0]!.default_page = 'https://evil.example';
    expect(landingPage(evil)).toBe('/');
    evil.roles[0]!.default_page = null;
    expect(landingPage(evil)).toBe('/');
  });

  it('sends a judge to /groups after loading the profile', async () => {
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({
        body: makeUser([], { roles: [{ id: 2, name: 'Judge', default_page: '/groups', permissions: [] }] }),
      }),
    });
    const { router } = renderRoutes(routes, '/redirector');
    expect(await screen.findByText('groups page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups');
  });

  it('sends a signed-out visitor home', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, '/redirector');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
