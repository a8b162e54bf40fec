import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL, firstRow, setup } from '../../testing/applications-screen';
import { applicationRow, paged, stageCounts } from '../../testing/fixtures/review';
import { useWideScreen } from '../../testing/media';
import { calls, queries } from '../../testing/test-utils';

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ApplicationsScreen: tabs and lists', () => {
  it('says so politely without application_view', async () => {
    setup(['dashboard_view']);
    expect(await screen.findByText(MSG.noAccess)).toBeInTheDocument();
  });

  it('shows the five stage tabs with their counts, and keeps the open tab in the address', async () => {
    const { api, user, router } = setup(ALL, {}, '/applications?tab=review');
    const tablist = await screen.findByRole('tablist', { name: 'Application stages' });
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Submitted 1,234' })).toBeInTheDocument());
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Submitted 1,234', 'Review 86', 'Rejected 41', 'Selected for Rating 25', 'Shortlisted 12']);
    // the address opened Review
    expect(within(tablist).getByRole('tab', { name: 'Review 86' })).toHaveAttribute('aria-selected', 'true');
    await firstRow();
    expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'review', page: '1' });

    await user.click(within(tablist).getByRole('tab', { name: 'Selected for Rating 25' }));
    expect(router.state.location.search).toBe('?tab=selected-for-rating');
    await waitFor(() =>
      expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'selected-for-rating', page: '1' }),
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Selected for Rating 25');
  });

  it('shows the columns of the stage: Rating on every tab but Submitted, coloured by band', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Submitted applications' });
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['#', 'Images', 'Principal Founder', 'Venture', 'Source', 'Date Added', 'Actions']);
    const row = await firstRow();
    expect(within(row).getByText('Shamba Cold Chain')).toBeInTheDocument();
    expect(within(row).getByText('Social media')).toBeInTheDocument();
    // initials stand in for a missing picture (row 2 has none)
    expect(within(table).getByText('FH')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Review/ }));
    await screen.findByRole('table', { name: 'Review applications' });
    expect(headers()).toEqual([
      '#',
      'Images',
      'Principal Founder',
      'Venture',
      'Rating',
      'Normalised',
      'Source',
      'Date Added',
      'Actions',
    ]);
    const rating = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[4]!;
    await screen.findByText('Wanjiru Njeri Kamau');
    expect(rating('Wanjiru Njeri Kamau')).toHaveTextContent('Pending');
    expect(within(rating('Achieng Otieno')).getByText('18.5%').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'red',
    );
    expect(within(rating('Fatuma Abdi Hassan')).getByText('47.25%').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'orange',
    );
    expect(within(rating('Chebet Kiprono')).getByText('72.5%').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'green',
    );
  });

  it('shows the normalised score and ranks beside the raw score, marks ranks 3 places apart, and sorts from the address', async () => {
    const rows = [
      applicationRow(0, 'review', {
        applicationScore: 80,
        normalisedScore: 61.5,
        ranks: { raw: 1, normalised: 4, disagreement: true },
      }),
      applicationRow(1, 'review', {
        applicationScore: 60,
        normalisedScore: 88,
        ranks: { raw: 2, normalised: 1, disagreement: false },
      }),
    ];
    const { api, user, router } = setup(
      ALL,
      {
        'GET /api/application': ({ url }) =>
          url.searchParams.get('type') === 'counts' ? { body: stageCounts() } : { body: paged(rows) },
      },
      '/applications?tab=review&sort=normalised',
    );
    const row = await firstRow();
    await waitFor(() =>
      expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'review', page: '1', sort: 'normalised' }),
    );
    const cells = within(row).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('80%#1');
    expect(within(cells[4]!).getByLabelText('rank 1 by raw score')).toBeInTheDocument();
    expect(cells[5]).toHaveTextContent('61.5%#4');
    // The mark is words and an icon, with the reason as its description (not colour alone).
    const mark = within(cells[5]!).getByText('Ranks differ by 3');
    expect(mark.closest('[data-testid="rank-disagreement"]')).toHaveAccessibleDescription(
      /Ranked #1 by raw score and #4 by normalised score/,
    );
    expect(screen.getAllByText(/Ranks differ/)).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'raw');
    expect(router.state.location.search).toBe('?tab=review&sort=raw');
    await waitFor(() =>
      expect(queries(api, 'GET /api/application')).toContainEqual({ type: 'review', page: '1', sort: 'raw' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(router.state.location.search).toBe('?tab=review');
  });

  it("searches with the stage's search type", async () => {
    const { api, user } = setup(ALL, {}, '/applications?tab=rejected');
    await firstRow();
    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'Wambui{Enter}');
    await waitFor(() =>
      expect(queries(api, 'GET /api/application')).toContainEqual({
        type: 'rejectedSearch',
        search: 'Wambui',
        page: '1',
      }),
    );
  });

  it("shows 'No Application Found' for an empty stage", async () => {
    setup(ALL, {
      'GET /api/application': ({ url }) =>
        url.searchParams.get('type') === 'counts' ? { body: stageCounts({ submitted: 0 }) } : { body: paged([]) },
    });
    expect(await screen.findByText(MSG.noApplicationFound)).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('downloads the stage CSV under the name the server gives it', async () => {
    const created: Blob[] = [];
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((b: Blob) => {
          created.push(b);
          return 'blob:csv';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = setup(
      ALL,
      {
        'GET /api/report': () => ({
          body: 'Name,Venture\nWanjiru Kamau,Shamba Cold Chain\n',
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="Review Applications - 2026-06-01.csv"',
          },
        }),
      },
      '/applications?tab=review',
    );
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['Review Applications - 2026-06-01.csv']));
    expect(queries(api, 'GET /api/report')).toEqual([{ type: 'reviewApplications' }]);
    const [[, init]] = calls(api, 'GET /api/report') as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(await created[0]!.text()).toContain('Shamba Cold Chain');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });
});
