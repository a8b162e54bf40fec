import { STAGE_LABELS, type Stage } from '@portal/contract/application-stages';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL, firstRow, setup, snackbar } from '../../testing/applications-screen';
import { applicationDetail, applicationRow, founderOnlyDetail } from '../../testing/fixtures/review';
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
