import type { Application } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from '../../components/RichTextEditor';
import { formData, inDays, profile, programDetails, venture } from '../../testing/fixtures/wizard';
import { useWideScreen } from '../../testing/media';
import { inRootLayout, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import ApplyNowScreen from './ApplyNowScreen';

vi.mock('../../components/LazyRichTextEditor', () => ({
  preloadRichTextEditor: () => {},
  LazyRichTextEditor: (p: RichTextEditorProps) => (
    <>
      <textarea aria-label={p.label} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
      <p>{p.helperText}</p>
    </>
  ),
}));

const long = (iso: string) => dayjs(iso).format('D MMMM YYYY');
const empty = {
  open_ended: {},
  single_select: {},
  multi_select: {},
  multi_part_single_select: {},
  multi_part_multi_select: {},
  other: {},
};

function setup(handlers: Parameters<typeof mockApi>[0] = {}, path = '/cohort-8/apply-now', signedIn = true) {
  if (signedIn) signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { id: 1, email: 'amina@example.com' }) }),
    'GET /api/program': () => ({ body: programDetails() }),
    'GET /api/user': ({ url }) => ({ body: url.searchParams.get('type') === 'formData' ? formData : profile() }),
    'GET /api/venture': () => ({ body: { code: 0, venture: null } }),
    'GET /api/answer': () => ({ body: empty }),
    'GET /api/application': () => ({ body: { status: 0, application: null } }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderRoutes(inRootLayout([{ path: '/cohort-8/apply-now', element: <ApplyNowScreen /> }]), path);
  return { api, user, ...utils };
}

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe('ApplyNowScreen', { timeout: 30_000 }, () => {
  it('shows the programme with its dates, not started, and Start, which opens step 1 (kept in the URL)', async () => {
    const { user, router } = setup();
    // The visitor's card shows while the session is read; a signed-in founder's comes after it.
    const getStarted = await screen.findByRole('link', { name: 'Start' }, { timeout: 15_000 });
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cohort 8' })).toBeInTheDocument();
    expect(screen.getByText(long(inDays(30)))).toBeInTheDocument();
    expect(screen.getByText(long(inDays(60)))).toBeInTheDocument();
    expect(screen.getByText(long(inDays(200)))).toBeInTheDocument();
    await user.click(getStarted);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5 · Personal Details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?step=1');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Amina');
    // step 1 has no Back
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('says when applications closed, with the social links, once the flag is 0', async () => {
    setup({ 'GET /api/program': () => ({ body: programDetails({ application: 0 }) }) });
    expect(await screen.findByRole('heading', { name: 'Applications are closed' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`closed on ${long(inDays(30))}`))).toBeInTheDocument();
    const links = screen.getByRole('list', { name: "The programme's links" });
    expect(within(links).getByRole('link', { name: 'The programme on X' })).toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('keeps the wizard closed even on a step link once applications are closed', async () => {
    setup({ 'GET /api/program': () => ({ body: programDetails({ application: 0 }) }) }, '/cohort-8/apply-now?step=2');
    expect(await screen.findByRole('heading', { name: 'Applications are closed' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when no programme is active', async () => {
    setup({ 'GET /api/program': () => ({ body: { program: null, application: 0 } }) });
    expect(await screen.findByText(MSG.noOpenProgram)).toBeInTheDocument();
  });

  it("offers Retry after a failed load with the spec's message", async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/program': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: programDetails() }),
    });
    expect(await screen.findByText(MSG.formDataFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, with the popup', async () => {
    const { user } = setup({}, '/cohort-8/apply-now', false);
    expect(await screen.findByRole('heading', { name: 'Sign in to apply' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In to Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('returns a reload to a step only when the steps before it are saved', async () => {
    // step 1 saved, no venture: ?step=3 shows step 2
    const { router } = setup(
      {
        'GET /api/user': ({ url }) => ({
          body: url.searchParams.get('type') === 'formData' ? formData : profile({ dob: '1998-03-15', gender_id: 1 }),
        }),
      },
      '/cohort-8/apply-now?step=3',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5 · Venture Profile' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });

  it('reopens a saved step after a reload, and Back returns without saving', async () => {
    const { user, api } = setup(
      {
        'GET /api/user': ({ url }) => ({
          body: url.searchParams.get('type') === 'formData' ? formData : profile({ dob: '1998-03-15', gender_id: 1 }),
        }),
        'GET /api/venture': () => ({ body: { code: 1, venture: venture() } }),
      },
      '/cohort-8/apply-now?step=2',
    );
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Shamba Tech');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5 · Personal Details' }),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST' || init?.method === 'PUT')).toBe(false);
  });

  it('confirms a submitted application with the deadline, the terms in a new tab and a way back to edit', async () => {
    const { user, router } = setup(
      {
        'GET /api/application': () => ({
          body: {
            status: 1,
            application: {
              id: 3,
              program_id: 1,
              venture_id: 7,
              marketing_source_id: 1,
              terms_conditions: 1,
              submitted_at: '2026-01-01T08:00:00.000Z',
              updated_at: '2026-01-01T08:00:00.000Z',
            },
          },
        }),
      },
      '/cohort-8/apply-now?step=done',
    );
    expect(await screen.findByRole('heading', { name: MSG.applicationSubmittedTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.applicationSubmittedBody.replace('{date}', long(inDays(30))))).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(terms).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Edit Your Application' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  });

  it('never says Start again once she has submitted: Review and edit, and until when', async () => {
    const submitted_at = '2026-01-01T08:00:00.000Z';
    const application: Omit<Application, 'submitted_at' | 'updated_at'> = {
      id: 3,
      program_id: 1,
      venture_id: 7,
      marketing_source_id: 1,
      terms_conditions: 1,
    };
    setup({
      'GET /api/application': () => ({
        body: { status: 1, application: { ...application, submitted_at, updated_at: submitted_at } },
      }),
    });
    const edit = await screen.findByRole('link', { name: 'Review and edit' }, { timeout: 15_000 });
    expect(edit).toHaveAttribute('href', '/cohort-8/apply-now?step=1');
    expect(screen.getByText(/Submitted on/)).toHaveTextContent(
      `Submitted on 1 January 2026. You can change it until ${long(inDays(30))}.`,
    );
    expect(screen.queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('sends ?step=done back to the start while nothing is submitted', async () => {
    const { router } = setup({}, '/cohort-8/apply-now?step=done');
    expect(await screen.findByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
