import { MSG } from '@portal/contract/messages';
import type { Competitor, PastCohort } from '@portal/contract/past-cohorts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import PastCohortsAdminScreen from './PastCohortsAdminScreen';

const cohort = (over: Partial<PastCohort> = {}): PastCohort => ({
  id: 1,
  name: 'Cohort 7',
  slug: 'cohort-7',
  active: 1,
  current: 0,
  competitors_count: 1234,
  created_at: '2024-12-15T00:00:00.000Z',
  updated_at: '2024-12-15T00:00:00.000Z',
  ...over,
});

const competitor = (over: Partial<Competitor> = {}): Competitor => ({
  id: 11,
  past_cohort_id: 1,
  name: 'Kuku Connect',
  description: '<p>Chicken farmers.</p>',
  link: null,
  image: null,
  image_url: null,
  thumb_url: null,
  rank: 2,
  active: 0,
  website_url: null,
  x_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
  instagram_url: null,
  tiktok_url: null,
  created_at: '2024-12-15T00:00:00.000Z',
  updated_at: '2024-12-15T00:00:00.000Z',
  ...over,
});

const paged = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const ALL = [
  'past_cohort_view',
  'past_cohort_create',
  'past_cohort_edit',
  'past_cohort_archive',
  'past_cohort_activate',
  'past_cohort_deactivate',
  'competitor_view',
  'competitor_create',
  'log_view',
];

function setup(permissions: string[], handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/past-cohort': () => ({
      body: paged([cohort(), cohort({ id: 2, name: 'Cohort 8', slug: 'c8', current: 1, active: 0 })]),
    }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['past_cohort_view']} />,
        children: [{ path: '/cohort-admin', element: <PastCohortsAdminScreen /> }],
      },
    ],
    '/cohort-admin',
  );
  return { api, user };
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('PastCohortsAdminScreen', () => {
  it('says so politely without past_cohort_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText(MSG.noAccess, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists cohorts with No. of Venture(s), Active and Focus, and the focus action for each state', async () => {
    setup(ALL);
    const seven = (await screen.findByText('Cohort 7', {}, { timeout: 5000 })).closest('tr')!;
    const eight = screen.getByText('Cohort 8').closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Name', 'No. of Venture(s)', 'Active', 'Focus', 'Actions']);
    expect(within(seven).getByText('1,234')).toBeInTheDocument();
    expect(within(seven).getByRole('button', { name: 'Activate Focus' })).toBeInTheDocument();
    expect(within(seven).queryByRole('button', { name: 'Deactivate Focus' })).not.toBeInTheDocument();
    expect(within(eight).getByRole('button', { name: 'Deactivate Focus' })).toBeInTheDocument();
    expect(within(eight).queryByRole('button', { name: 'Activate Focus' })).not.toBeInTheDocument();
    expect(within(eight).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('hides the focus actions without the permissions', async () => {
    setup(['past_cohort_view']);
    await screen.findByText('Cohort 7', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /Focus/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Cohort' })).not.toBeInTheDocument();
  });

  it('makes a cohort the focus after confirmation, with the spec message', async () => {
    const { api, user } = setup(ALL, {
      'POST /api/past-cohort': () => ({ body: cohort({ current: 1 }) }),
    });
    const seven = (await screen.findByText('Cohort 7', {}, { timeout: 5000 })).closest('tr')!;
    await user.click(within(seven).getByRole('button', { name: 'Activate Focus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmFocusActivate);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.focusActivated)).toBeInTheDocument();
    const [[input, init]] = calls(api, 'POST /api/past-cohort') as [[string, RequestInit]];
    expect(new URL(String(input), 'http://localhost').searchParams.get('type')).toBe('activateFocus');
    expect(JSON.parse(String(init.body))).toEqual({ id: 1 });
  });

  it('shows a cohort with its Details and its Ventures', async () => {
    const { api, user } = setup(ALL, {
      'GET /api/past-cohort/1': () => ({ body: cohort() }),
      'GET /api/competitor': () => ({ body: paged([competitor()]) }),
    });
    const seven = (await screen.findByText('Cohort 7', {}, { timeout: 5000 })).closest('tr')!;
    await user.click(within(seven).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Number of ventures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/past-cohorts/cohort-7' })).toHaveAttribute(
      'href',
      '/past-cohorts/cohort-7',
    );

    await user.click(screen.getByRole('tab', { name: 'Ventures' }));
    const row = (await screen.findByText('Kuku Connect')).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Competitor' })).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'GET /api/competitor').length).toBeGreaterThan(0));
    const [[input]] = calls(api, 'GET /api/competitor') as [[string]];
    expect(new URL(String(input), 'http://localhost').searchParams.get('pastCohort_id')).toBe('1');
  });
});
