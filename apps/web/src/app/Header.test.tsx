import { MSG } from '@portal/contract/messages';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programme } from '../testing/fixtures/programme';
import { makeUser, mockApi, renderRoutes, signInAs } from '../testing/test-utils';
import { routes } from './router';

const openProgramme = programme(1);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
});

describe('site header', () => {
  it('is transparent at the top of the home page and white after 100 px', async () => {
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    const header = await screen.findByTestId('site-header');
    expect(header).toHaveAttribute('data-clear', 'true');
    scrollTo(100);
    expect(header).toHaveAttribute('data-clear', 'true');
    scrollTo(150);
    expect(header).toHaveAttribute('data-clear', 'false');
    scrollTo(20);
    expect(header).toHaveAttribute('data-clear', 'true');
  });

  it('points Cohort at /cohort-8 while applications are open, else /cohort-8-top', async () => {
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Cohort' })).toHaveAttribute('href', '/cohort-8'));
    vi.unstubAllGlobals();

    mockApi({
      'GET /api/program': () => ({ body: { ...openProgramme, application: 0 } }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    const navs = await screen.findAllByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(navs[1]!).getByRole('link', { name: 'Cohort' })).toHaveAttribute('href', '/cohort-8-top'),
    );
  });

  it('lists past cohorts, or says there are none', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [{ id: 3, name: 'Cohort 7', slug: 'cohort-7' }] } }),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Past Cohorts' }));
    expect(await screen.findByRole('menuitem', { name: 'Cohort 7' })).toHaveAttribute('href', '/past-cohorts/cohort-7');
  });

  it("shows 'No Previous Cohorts' when the list is empty", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.queryByText(/Loading/)).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Past Cohorts' }));
    expect(await screen.findByRole('menuitem', { name: MSG.noPreviousCohorts })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens the sign-in popup from Get Started', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    // The popup's code loads on first use: allow for a slow, busy machine.
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('gives a signed-in staff member Profile, the staff console and Sign Out, and signs out', async () => {
    const user = userEvent.setup();
    signInAs();
    // An unsaved wizard step on a shared phone: signing out must not leave it for the next person.
    localStorage.setItem('portal-draft:7:step2', JSON.stringify({ values: { name: 'Baridi' }, savedAt: '' }));
    localStorage.setItem('unrelated', 'kept');
    const api = mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
      'GET /api/get-user': () => ({ body: makeUser(['program_view', 'group_view', 'Question_view']) }),
      'POST /api/logout': () => ({ body: { message: 'ok' } }),
    });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Amina Wanjiru/ }));
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(labels).toEqual(['Profile', 'Staff console', 'Sign Out']);
    // The console opens on the first screen the permissions allow, in the side navigation's order.
    expect(within(menu).getByRole('menuitem', { name: 'Staff console' })).toHaveAttribute('href', '/question');
    expect(screen.queryByRole('button', { name: 'Get Started', hidden: true })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(localStorage.getItem('portal-draft:7:step2')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(api.mock.calls.some(([u, init]) => String(u) === '/api/logout' && init?.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('offers Contact us in the help menu only with contact_us_create', async () => {
    const user = userEvent.setup();
    signInAs();
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
      'GET /api/get-user': () => ({ body: makeUser(['contact_us_create']) }),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'FAQs' })).toHaveAttribute('href', '/FAQs');
    expect(within(menu).getByRole('menuitem', { name: 'Contact us' })).toBeInTheDocument();
  });
});

describe('a founder', () => {
  it("finds 'My application' in her menu (staff do not: see above)", async () => {
    const user = userEvent.setup();
    signInAs();
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
      'GET /api/get-user': () => ({
        body: makeUser([], { roles: [{ id: 3, name: ROLE_APPLICANT, default_page: '/', permissions: [] }] }),
      }),
    });
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: /Amina Wanjiru/ }));
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(labels).toEqual(['My application', 'Profile', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'My application' })).toHaveAttribute(
      'href',
      '/cohort-8/apply-now',
    );
  });
});

describe('not found', () => {
  it('shows the not-found screen without the header, with a Home button', async () => {
    mockApi({});
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });
});

describe('home call to action', () => {
  it('says applications are open with the deadline and links Apply Now to /cohort-8', async () => {
    mockApi({
      'GET /api/program': () => ({ body: openProgramme }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('programme-call')).toHaveTextContent(
      'Applications for Cohort 8 are open until 16 June 2025.',
    );
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/cohort-8');
  });

  it('says when there is no open call', async () => {
    mockApi({
      'GET /api/program': () => ({ body: { program: null, application: 0 } }),
      'GET /api/past-cohort': () => ({ body: { data: [] } }),
    });
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('programme-call')).toHaveTextContent(
      'There is no open call for applications right now.',
    );
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});
