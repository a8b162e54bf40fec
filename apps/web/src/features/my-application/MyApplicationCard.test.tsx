import type { OwnApplication } from '@portal/contract/applications';
import { ROLE_APPLICANT } from '@portal/contract/permissions';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formData, inDays, profile, programDetails, venture } from '../../testing/fixtures/wizard';
import { useWideScreen } from '../../testing/media';
import { inRootLayout, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import { MyApplicationSection } from './MyApplicationSection';

const long = (iso: string) => dayjs(iso).format('D MMMM YYYY');
const empty = {
  open_ended: {},
  single_select: {},
  multi_select: {},
  multi_part_single_select: {},
  multi_part_multi_select: {},
  other: {},
};
const applicantRole = { id: 3, name: ROLE_APPLICANT, default_page: '/', permissions: [] };
const submittedAnswer: OwnApplication = {
  status: 1,
  application: {
    id: 3,
    program_id: 1,
    venture_id: 7,
    marketing_source_id: 1,
    terms_conditions: 1,
    submitted_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-01-02T08:00:00.000Z',
  },
};

function setup(handlers: Parameters<typeof mockApi>[0] = {}, roles = [applicantRole]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser([], { roles }) }),
    'GET /api/program': () => ({ body: programDetails() }),
    'GET /api/user': ({ url }) => ({ body: url.searchParams.get('type') === 'formData' ? formData : profile() }),
    'GET /api/venture': () => ({ body: { code: 0, venture: null } }),
    'GET /api/answer': () => ({ body: empty }),
    'GET /api/application': () => ({ body: { status: 0, application: null } }),
    ...handlers,
  });
  renderRoutes(inRootLayout([{ path: '/', element: <MyApplicationSection /> }]), '/');
  return api;
}

const card = async () => screen.findByRole('region', { name: 'My application' });

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});
afterEach(() => vi.unstubAllGlobals());

describe("the home page's My application card", () => {
  it('says not started, with Start to step 1', async () => {
    setup();
    const region = await card();
    expect(await within(region).findByText('Not started')).toBeInTheDocument();
    expect(within(region).getByText('Cohort 8')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/cohort-8/apply-now?step=1');
  });

  it('says which step is next, with Continue to it', async () => {
    setup({
      'GET /api/user': () => ({ body: profile({ dob: '1998-03-15', gender_id: 1 }) }),
      'GET /api/venture': () => ({ body: { code: 1, venture: venture() } }),
    });
    const region = await card();
    expect(await within(region).findByText('Step 3 of 5')).toBeInTheDocument();
    expect(within(region).getByText('Problem/Solution')).toBeInTheDocument();
    const go = within(region).getByRole('link', { name: 'Continue' });
    expect(go).toHaveAttribute('href', '/cohort-8/apply-now?step=3');
    // the button says what it continues
    expect(go).toHaveAccessibleDescription(/Next: Problem\/Solution/);
  });

  it('says when she submitted and until when she may change it, with Review and edit', async () => {
    setup({ 'GET /api/application': () => ({ body: submittedAnswer }) });
    const region = await card();
    expect(await within(region).findByText('Submitted')).toBeInTheDocument();
    expect(within(region).getByText('1 January 2026')).toBeInTheDocument();
    expect(within(region).getByText(long(inDays(30)))).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Review and edit' })).toHaveAttribute(
      'href',
      '/cohort-8/apply-now?step=1',
    );
    expect(within(region).queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('says closed, with no button, once the deadline has passed', async () => {
    setup({
      'GET /api/program': () => ({ body: programDetails({ application: 0 }) }),
      'GET /api/application': () => ({ body: submittedAnswer }),
    });
    const region = await card();
    expect(await within(region).findByText('Closed')).toBeInTheDocument();
    expect(within(region).getByText(/Your application was submitted on 1 January 2026/)).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown to staff', async () => {
    const api = setup({}, [{ id: 1, name: 'System Admin', default_page: '/dashboard', permissions: [] }]);
    await vi.waitFor(() => expect(api.mock.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'My application' })).not.toBeInTheDocument();
  });
});
