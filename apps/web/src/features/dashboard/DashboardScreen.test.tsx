import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderRoutes, signInAs } from '../../app/test-utils';
import DashboardScreen from './DashboardScreen';

const render = () => renderRoutes([{ path: '/dashboard', element: <DashboardScreen /> }], '/dashboard');

beforeEach(() => {
  localStorage.clear();
  signInAs();
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardScreen', () => {
  it('titles the card with the active programme', async () => {
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['dashboard_view']) }),
      'GET /api/program': () => ({
        body: {
          program: {
            id: 1,
            name: 'Cohort 8',
            application_deadline: '2025-06-16',
            start_date: '2025-07-01',
            end_date: '2025-11-30',
          },
          application: 1,
        },
      }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Cohort 8' })).toBeInTheDocument();
    expect(screen.getByText('16/06/2025')).toBeInTheDocument();
    expect(screen.getByText('Applications open')).toBeInTheDocument();
    expect(screen.getByText(/Statistics .* will appear here/)).toBeInTheDocument();
    // no programme management link without program_view
    expect(screen.queryByRole('link', { name: 'Manage programmes' })).not.toBeInTheDocument();
  });

  it('says truthfully when no programme is active', async () => {
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['dashboard_view', 'program_view']) }),
      'GET /api/program': () => ({ body: { program: null, application: 0 } }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'No active programme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage programmes' })).toHaveAttribute('href', '/programs');
  });

  it('needs dashboard_view', async () => {
    mockApi({ 'GET /api/get-user': () => ({ body: makeUser(['group_view']) }) });
    render();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
