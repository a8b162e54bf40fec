import type { QuickStats } from '@portal/contract/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useNarrowScreen, useWideScreen } from '../../components/test-media';
import { makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import DashboardScreen from './DashboardScreen';

// jsdom draws the charts slowly on a busy two-core machine.

const render = () =>
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['dashboard_view']} />,
        children: [{ path: '/dashboard', element: <DashboardScreen /> }],
      },
    ],
    '/dashboard',
  );

const cohort8 = {
  program: {
    id: 1,
    name: 'Cohort 8',
    application_deadline: '2025-06-16',
    start_date: '2025-07-01',
    end_date: '2025-11-30',
  },
  application: 1,
};

const months = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

function stats(over: Partial<QuickStats> = {}): QuickStats {
  return {
    active_program: { id: 1, name: 'Cohort 8' },
    program: { id: 1, name: 'Cohort 8', active: true },
    total_users: 1234,
    total_applications: 3,
    user_xaxis: months,
    user_statistics: [0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 9, 4],
    venture_sector_xaxis: ['Agriculture and Agritech', 'Financial Services and Fintech', 'Manufacturing'],
    venture_sector_statistics: [2, 1, 0],
    user_countries: { labels: ['Kenya', 'Uganda'], series: [10, 2] },
    user_genders: { labels: ['Female', 'Male', 'Intersex', 'Prefer not to say'], series: [11, 1, 0, 0] },
    venture_client_locations: { labels: ['Nairobi', 'East Africa'], series: [2, 1] },
    venture_client_types: { labels: ['Private limited company'], series: [3] },
    venture_marketing_sources: { labels: ['Social media', 'Bank branch or relationship manager'], series: [2, 1] },
    venture_steps: { labels: ['Idea', 'Growth'], series: [1, 2] },
    application_stages: {
      labels: ['Submitted', 'Review', 'Rejected', 'Selected for Rating', 'Shortlisted'],
      series: [2, 1, 0, 0, 0],
    },
    ...over,
  };
}

function setup(permissions: string[], answer: () => { status?: number; body?: unknown } = () => ({ body: stats() })) {
  return mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/program': () => ({ body: cohort8 }),
    'GET /api/report': answer,
  });
}

const card = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  localStorage.clear();
  signInAs();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardScreen', { timeout: 30_000 }, () => {
  it('titles the card with the active programme', async () => {
    setup(['dashboard_view']);
    render();
    expect(await screen.findByRole('heading', { name: 'Cohort 8' })).toBeInTheDocument();
    expect(screen.getByText('16/06/2025')).toBeInTheDocument();
    expect(screen.getByText('Applications open')).toBeInTheDocument();
    // no programme management link without program_view
    expect(screen.queryByRole('link', { name: 'Manage programmes' })).not.toBeInTheDocument();
  });

  it('shows the totals and every statistic, each with its table for screen readers', async () => {
    setup(['dashboard_view']);
    render();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    for (const title of [
      'Users over time',
      'Applications by stage',
      'Venture sectors',
      'Venture stages',
      'Genders',
      'User countries',
      'Client locations',
      'Marketing sources',
      'Organisation types',
    ]) {
      expect(card(title)).toBeInTheDocument();
    }
    const sectors = within(card('Venture sectors')).getByRole('table', { name: 'Venture sectors' });
    const rows = within(sectors)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SectorCount',
      'Agriculture and Agritech2',
      'Financial Services and Fintech1',
      'Manufacturing0',
      'Total3',
    ]);
    expect(within(card('Users over time')).getByRole('cell', { name: 'February 2026' })).toBeInTheDocument();
    expect(within(card('Venture sectors')).getByText('Ventures that applied to Cohort 8')).toBeInTheDocument();
    expect(within(card('Venture sectors')).getByTestId('chart')).toHaveAttribute('inert');
  });

  it('switches a statistic between chart and table', async () => {
    setup(['dashboard_view']);
    const user = userEvent.setup();
    render();
    await screen.findByText('1,234');
    const sectors = card('Venture sectors');
    await user.click(within(sectors).getByRole('button', { name: 'Table' }));
    expect(within(sectors).queryByTestId('chart')).not.toBeInTheDocument();
    expect(within(sectors).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sectors).getByRole('button', { name: 'Chart' }));
    expect(within(sectors).getByTestId('chart')).toBeInTheDocument();
  });

  it('says there is nothing to count yet instead of drawing empty charts', async () => {
    const zero = (d: { labels: string[] }) => ({ labels: d.labels, series: d.labels.map(() => 0) });
    const s = stats();
    setup(['dashboard_view'], () => ({
      body: {
        ...s,
        total_applications: 0,
        application_stages: zero(s.application_stages),
        venture_sector_statistics: [0, 0, 0],
        user_countries: { labels: [], series: [] },
      },
    }));
    render();
    await screen.findByText('1,234');
    expect(within(card('Applications by stage')).getByText('No applications to Cohort 8 yet')).toBeInTheDocument();
    expect(within(card('Applications by stage')).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card('Venture sectors')).getByText('No applications to Cohort 8 yet')).toBeInTheDocument();
    expect(within(card('User countries')).getByText('No data yet')).toBeInTheDocument();
  });

  it('names the latest programme when none is active', async () => {
    setup(['dashboard_view'], () => ({
      body: stats({ active_program: null, program: { id: 1, name: 'Cohort 7', active: false } }),
    }));
    render();
    expect(
      await within(await screen.findByRole('region', { name: 'Venture sectors' })).findByText(
        'Ventures that applied to Cohort 7 (the latest; none is active)',
      ),
    ).toBeInTheDocument();
  });

  it('lists the categories with their full names on a phone', async () => {
    useNarrowScreen();
    setup(['dashboard_view']);
    render();
    await screen.findByText('1,234');
    const sources = within(card('Marketing sources')).getByTestId('chart');
    expect(within(sources).getByText('Bank branch or relationship manager')).toBeInTheDocument();
  });

  it('offers Retry when the statistics fail to load', async () => {
    let fail = true;
    setup(['dashboard_view'], () => (fail ? { status: 500, body: { message: 'x' } } : { body: stats() }));
    const user = userEvent.setup();
    render();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('says truthfully when no programme is active', async () => {
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['dashboard_view', 'program_view']) }),
      'GET /api/program': () => ({ body: { program: null, application: 0 } }),
      'GET /api/report': () => ({ body: stats({ active_program: null, program: null }) }),
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
