import { movesFrom, STAGE_LABELS, STAGE_MOVE_CONFIRM, STAGES, type Stage } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../components/test-media';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../test-utils';
import ApplicationsScreen from './ApplicationsScreen';
import {
  allQuestions,
  applicationDetail,
  applicationRow,
  founderOnlyDetail,
  paged,
  stageCounts,
  stagePage,
} from './test-fixtures';

const ALL = ['application_view', 'application_review', 'application_archive', 'log_view'];
const LIST_TYPES: Record<string, Stage> = {
  submitted: 'submitted',
  review: 'review',
  rejected: 'rejected',
  'selected-for-rating': 'selected_for_rating',
  shortlisted: 'shortlisted',
};

type Handlers = Parameters<typeof mockApi>[0];

function setup(permissions: string[] = ALL, handlers: Handlers = {}, path = '/applications') {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/application': ({ url }) => {
      const type = url.searchParams.get('type') ?? '';
      if (type === 'counts') return { body: stageCounts() };
      const stage = LIST_TYPES[type];
      if (stage) return { body: stagePage(stage, 10) };
      return { status: 400, body: { message: `unexpected type ${type}` } };
    },
    'GET /api/question': () => ({ body: allQuestions() }),
    'GET /api/application/100': () => ({ body: applicationDetail() }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['application_view']} />,
        children: [{ path: '/applications', element: <ApplicationsScreen /> }],
      },
    ],
    path,
  );
  return { api, user, ...utils };
}

/** The query strings of the calls to `key` ('GET /api/application'). */
const queries = (api: ReturnType<typeof mockApi>, key: string) =>
  calls(api, key).map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));

const snackbar = async (text: string) => {
  const message = await screen.findByText(text);
  return message.closest('.notistack-MuiContent');
};

const firstRow = async () => (await screen.findByText('Wanjiru Njeri Kamau')).closest('tr')!;

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
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(await created[0]!.text()).toContain('Shamba Cold Chain');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });
});

describe('ApplicationsScreen: row actions', () => {
  it.each(STAGES)('offers exactly the pipeline moves from %s', async (stage) => {
    const { user } = setup(
      ALL,
      {
        'GET /api/application': ({ url }) =>
          url.searchParams.get('type') === 'counts'
            ? { body: stageCounts() }
            : { body: paged([applicationRow(0, stage)]) },
      },
      `/applications?tab=${stage.replaceAll('_', '-')}`,
    );
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(movesFrom(stage).map((m) => m.label));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Move Stage' })).toHaveFocus();
  });

  it('sends an application for review after the confirmation, in green, and refreshes the counts and both stages', async () => {
    const { api, user } = setup(ALL, {
      'POST /api/application': ({ body }) => ({
        body: { message: 'Application Sent to Review Stage', application: applicationRow(0, 'review', body as object) },
      }),
    });
    const row = await firstRow();
    const countsBefore = queries(api, 'GET /api/application').filter((q) => q.type === 'counts').length;
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send For Review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send For Review: Wanjiru Njeri Kamau' });
    expect(dialog).toHaveTextContent(STAGE_MOVE_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: 'Send For Review' }));

    const message = await snackbar('Application Sent to Review Stage');
    expect(message).toHaveClass('notistack-MuiContent-success');
    expect(queries(api, 'POST /api/application')).toEqual([{ type: 'review', level: 'reviewStage' }]);
    const [[, init]] = calls(api, 'POST /api/application') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ id: 100, direction: 'up', from: 'submitted' });
    await waitFor(() =>
      expect(queries(api, 'GET /api/application').filter((q) => q.type === 'counts').length).toBeGreaterThan(
        countsBefore,
      ),
    );
    // the Submitted list was fetched again, and the focus left the moved row for its list
    expect(queries(api, 'GET /api/application').filter((q) => q.type === 'submitted').length).toBe(2);
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
  });

  it('rejects from Review in orange, and cancelling sends nothing', async () => {
    const { api, user } = setup(
      ALL,
      {
        'POST /api/application': () => ({
          body: { message: 'Application Rejected', application: applicationRow(0, 'rejected') },
        }),
      },
      '/applications?tab=review',
    );
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject Application' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(api, 'POST /api/application')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject Application' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reject Application' }),
    );
    expect(await snackbar('Application Rejected')).toHaveClass('notistack-MuiContent-warning');
    expect(queries(api, 'POST /api/application')).toEqual([{ type: 'review', level: 'rejectedStage' }]);
    const [[, init]] = calls(api, 'POST /api/application') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ id: 100, direction: 'down', from: 'review' });
  });

  it("shows the server's refusal (409) in red", async () => {
    const { user } = setup(
      ALL,
      {
        'POST /api/application': () => ({
          status: 409,
          body: { message: 'An application in Shortlisted cannot be moved to Review.' },
        }),
      },
      '/applications?tab=selected-for-rating',
    );
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Move Stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send Back to Review' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send Back to Review' }),
    );
    expect(await snackbar('An application in Shortlisted cannot be moved to Review.')).toHaveClass(
      'notistack-MuiContent-error',
    );
  });

  it('deletes after the confirmation', async () => {
    const { api, user } = setup(ALL, {
      'DELETE /api/application/100': () => ({ body: { message: MSG.applicationDeleted } }),
    });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmDeleteApplication);
    // destructive: the focus starts on Cancel
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await snackbar(MSG.applicationDeleted)).toHaveClass('notistack-MuiContent-success');
    expect(calls(api, 'DELETE /api/application/100')).toHaveLength(1);
  });

  it('opens the log of an application', async () => {
    const { api, user } = setup(ALL, {
      'POST /api/log': () => ({ body: paged([]) }),
    });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Log' }));
    expect(await screen.findByRole('dialog', { name: 'Data Log: Wanjiru Njeri Kamau' })).toBeInTheDocument();
    const [[, init]] = calls(api, 'POST /api/log') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ model: 'Application', message: '100' });
  });

  it('hides what the user may not do, in the list and the detail', async () => {
    const { user } = setup(['application_view']);
    const row = await firstRow();
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    for (const hidden of ['Move Stage', 'Delete', 'Log']) {
      expect(within(row).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    await user.click(within(row).getByRole('button', { name: 'View' }));
    await screen.findByRole('heading', { level: 1, name: 'Wanjiru Njeri Kamau' });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    for (const hidden of ['Reject Application', 'Select For Rating', 'Delete', 'Log']) {
      expect(screen.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
  });
});

describe('ApplicationsScreen: the detail', () => {
  it('opens from a row into the address, with every sub-tab, the moves, and back to the list', async () => {
    const { user, router } = setup(ALL, {}, '/applications?tab=review');
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wanjiru Njeri Kamau' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=review&view=100');
    expect(screen.getByText('Shamba Cold Chain')).toBeInTheDocument();
    expect(screen.getByTestId('application-stage')).toHaveTextContent('Stage: Review');
    expect(
      within(screen.getByRole('tablist', { name: 'Application sections' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Principal Founder', 'Venture', 'Problem/Solution', 'Team', 'Rating']);
    expect(screen.getByRole('button', { name: 'Reject Application' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select For Rating' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(router.state.location.search).toBe('?tab=review&view=100&section=team');

    await user.click(screen.getByRole('button', { name: 'Back to Applications' }));
    expect(await screen.findByRole('tablist', { name: 'Application stages' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=review');
    // the focus lands on the list it came from
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
  });

  it('comes back to the same application and sub-tab from the address (a reload)', async () => {
    setup(ALL, {}, '/applications?tab=review&view=100&section=venture');
    expect(await screen.findByRole('tab', { name: 'Venture', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Private limited company')).toBeInTheDocument();
    // the Back button leaves the detail even without a list behind it in the history
  });

  it('shows only Principal Founder and Rating for an application without a venture', async () => {
    setup(ALL, { 'GET /api/application/106': () => ({ body: founderOnlyDetail() }) }, '/applications?view=106');
    await screen.findByRole('heading', { level: 1, name: 'Wanjiru Njeri Kamau' });
    expect(
      within(screen.getByRole('tablist', { name: 'Application sections' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Principal Founder', 'Rating']);
    expect(screen.getByText('No venture yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send For Review' })).toBeInTheDocument();
  });

  it('moves the open application and shows its new stage', async () => {
    let stage: Stage = 'review';
    const { user } = setup(
      ALL,
      {
        'GET /api/application/100': () => ({ body: applicationDetail({ stage }) }),
        'POST /api/application': () => {
          stage = 'selected_for_rating';
          return { body: { message: 'Application Selected for Rating', application: applicationRow(0, stage) } };
        },
      },
      '/applications?tab=review&view=100',
    );
    await user.click(await screen.findByRole('button', { name: 'Select For Rating' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Select For Rating' }));
    expect(await snackbar('Application Selected for Rating')).toHaveClass('notistack-MuiContent-success');
    await waitFor(() =>
      expect(screen.getByTestId('application-stage')).toHaveTextContent(`Stage: ${STAGE_LABELS.selected_for_rating}`),
    );
    expect(await screen.findByRole('button', { name: 'Shortlist Application' })).toBeInTheDocument();
  });

  it('deletes the open application and returns to the list', async () => {
    const { user } = setup(
      ALL,
      {
        'DELETE /api/application/100': () => ({ body: { message: MSG.applicationDeleted } }),
      },
      '/applications?tab=review&view=100',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.applicationDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Application stages' })).toBeInTheDocument();
  });

  it('downloads the PDF of the application under the name the server gives it', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = setup(
      ALL,
      {
        'POST /api/report': () => ({
          body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="Shamba Cold Chain - 2026-06-01.pdf"; filename*=UTF-8\'\'Shamba%20Cold%20Chain%20-%202026-06-01.pdf',
          },
        }),
      },
      '/applications?view=100',
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Shamba Cold Chain - 2026-06-01.pdf']));
    expect(queries(api, 'POST /api/report')).toEqual([{ type: 'applicationPDF' }]);
    const [[, init]] = calls(api, 'POST /api/report') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 100, stage: 'review' });
  });
});
