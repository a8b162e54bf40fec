import { movesFrom, STAGE_MOVE_CONFIRM, STAGES } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL, firstRow, setup, snackbar } from '../../testing/applications-screen';
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
