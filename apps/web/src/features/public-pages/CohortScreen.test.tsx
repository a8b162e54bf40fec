import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programme } from '../../testing/fixtures/programme';
import { inRootLayout, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import CohortScreen from './CohortScreen';

// RootLayout hosts the sign-in popup.
const render = () => renderRoutes(inRootLayout([{ path: '/cohort-8', element: <CohortScreen /> }]), '/cohort-8');
const banner = () => screen.getByTestId('page-banner');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CohortScreen', () => {
  it('opens the sign-in popup from Apply Now for a visitor who is not signed in', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/program': () => ({ body: programme(1) }) });
    render();
    expect(await screen.findByTestId('cohort-status')).toHaveTextContent('Applications are open until 16 June 2025.');
    expect(screen.getByRole('heading', { level: 1, name: 'Cohort 8' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();

    await user.click(within(banner()).getByRole('button', { name: 'Apply Now' }));
    // The popup's module loads on first use: allow for a busy test machine.
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('links Apply Now to the application for a signed-in user', async () => {
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser([]) }),
      'GET /api/program': () => ({ body: programme(1) }),
    });
    render();
    await screen.findByTestId('cohort-status');
    const links = await screen.findAllByRole('link', { name: 'Apply Now' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/cohort-8/apply-now');
    expect(screen.queryByRole('button', { name: 'Create an Account' })).not.toBeInTheDocument();
  });

  it('says applications are closed and points at the top contestants once the flag is 0', async () => {
    mockApi({ 'GET /api/program': () => ({ body: programme(0) }) });
    render();
    expect(await screen.findByTestId('cohort-status')).toHaveTextContent('Applications closed on 16 June 2025.');
    expect(within(banner()).getByRole('link', { name: 'See the Top Contestants' })).toHaveAttribute(
      'href',
      '/cohort-8-top',
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});
