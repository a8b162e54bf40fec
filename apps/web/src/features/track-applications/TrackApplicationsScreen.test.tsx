import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useNarrowScreen, useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import { paged, trackCounts, trackPage } from '../applications/test-fixtures';
import TrackApplicationsScreen from './TrackApplicationsScreen';

type Handlers = Parameters<typeof mockApi>[0];

function setup(permissions = ['application_view'], handlers: Handlers = {}, path = '/track-applications') {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/application': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'trackCounts') return { body: trackCounts() };
      if (type === 'track') {
        const level = url.searchParams.get('level') as Parameters<typeof trackPage>[0];
        return { body: url.searchParams.get('search') ? paged([]) : trackPage(level, 23) };
      }
      return { status: 400, body: { message: 'unexpected' } };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['application_view']} />,
        children: [{ path: '/track-applications', element: <TrackApplicationsScreen /> }],
      },
    ],
    path,
  );
  return { api, user, ...utils };
}

const queries = (api: ReturnType<typeof mockApi>, key: string) =>
  calls(api, key).map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TrackApplicationsScreen', () => {
  it('says so politely without application_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });

  it('shows a tab per level with its count, and keeps the open tab in the address', async () => {
    const { api, user, router } = setup(['application_view'], {}, '/track-applications?tab=venture_profile');
    const tablist = await screen.findByRole('tablist', { name: 'Applicant levels' });
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Registered 2,310' })).toBeInTheDocument());
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Registered 2,310',
      'Personal Details 640',
      'Venture Profile 402',
      'Questions Answered 288',
      'Team 151',
      'Submitted 1,234',
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Venture Profile 402' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Venture Profile applicants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Picture', 'Name', 'E-mail', 'Phone', 'Venture', 'Registered']);
    const row = within(table).getByText('Wanjiru Njeri Kamau').closest('tr')!;
    expect(within(row).getByText('wanjiru.kamau@example.co.ke')).toBeInTheDocument();
    expect(within(row).getByText('Shamba Cold Chain')).toBeInTheDocument();
    expect(screen.getByText('Total: 23')).toBeInTheDocument();
    expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'track', level: 'venture_profile', page: '1' });

    await user.click(within(tablist).getByRole('tab', { name: 'Team 151' }));
    expect(router.state.location.search).toBe('?tab=team');
    await waitFor(() =>
      expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'track', level: 'team', page: '1' }),
    );
  });

  it("searches within the level and shows 'No User Found'", async () => {
    const { api, user } = setup();
    await screen.findByText('Wanjiru Njeri Kamau');
    await user.type(screen.getByRole('textbox', { name: 'Search applicants' }), 'zawadi{Enter}');
    expect(await screen.findByText(MSG.noUserFound)).toBeInTheDocument();
    expect(queries(api, 'GET /api/application')).toContainEqual({
      type: 'track',
      level: 'registered',
      page: '1',
      search: 'zawadi',
    });
  });

  it("downloads the level's CSV under the server's name", async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:t'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = setup(
      ['application_view'],
      {
        'GET /api/report': () => ({
          body: 'Name,E-mail\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="Team Applicants - 2026-06-01.csv"',
          },
        }),
      },
      '/track-applications?tab=team',
    );
    await screen.findByText('Wanjiru Njeri Kamau');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['Team Applicants - 2026-06-01.csv']));
    expect(queries(api, 'GET /api/report')).toEqual([{ type: 'trackApplications', level: 'team' }]);
  });

  it('shows cards on a phone', async () => {
    useNarrowScreen();
    setup();
    expect(await screen.findByRole('heading', { name: /Wanjiru Njeri Kamau$/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed CSV in red', async () => {
    const { user } = setup(['application_view'], { 'GET /api/report': () => ({ status: 500, body: {} }) });
    await screen.findByText('Wanjiru Njeri Kamau');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const message = await screen.findByText(MSG.error);
    expect(message.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
  });
});
