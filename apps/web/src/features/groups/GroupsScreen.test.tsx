import type {
  Group,
  GroupVentureDetail,
  GroupVentureRow,
  RatingCriterion,
  UserGroupRow,
} from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { applicationDetail, paged } from '../../testing/fixtures/review';
import { useWideScreen } from '../../testing/media';
import { calls, findLoadedTable, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import GroupsScreen from './GroupsScreen';

const JUDGE = ['group_view', 'group_venture_view'];
const STAFF = [
  'group_view',
  'group_create',
  'group_edit',
  'group_archive',
  'group_venture_view',
  'group_venture_archive',
  'group_assign_venture',
  'user_group_view',
  'user_group_create',
  'user_group_archive',
  'application_view',
  'log_view',
];

const criteria: RatingCriterion[] = [
  { id: 1, name: 'Eligibility', description: 'Woman founder', weight: 40, type: 'radio' },
  { id: 2, name: 'Problem/Solution Fit', description: 'Fit', weight: 60, type: 'radio' },
];

const group: Group = {
  id: 1,
  name: 'Cohort A',
  active: 1,
  application_deadline: '2026-04-30',
  start_date: '2026-05-01',
  end_date: '2099-06-30',
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
};

const row = (id: number, over: Partial<GroupVentureRow> = {}): GroupVentureRow => ({
  id,
  group_id: 1,
  venture_id: 100 + id,
  application_id: 200 + id,
  created_at: '2026-03-01T08:00:00Z',
  venture: { id: 100 + id, name: `Venture ${id}`, image_url: null, thumb_url: null },
  user: { id: 300 + id, first_name: 'Founder', middle_name: null, last_name: `${id}`, prof_pic_thumb_url: null },
  individualScore: 0,
  normalisedScore: null,
  ranks: null,
  rated: false,
  spread: null,
  ...over,
});

const detail = (id: number, over: Partial<GroupVentureDetail> = {}): GroupVentureDetail => ({
  group_venture: row(id),
  group,
  application: applicationDetail({ id: 200 + id, applicationScore: 0, applicationRatings: [] }),
  ratings: {},
  is_judge: true,
  open: true,
  deadline: group.end_date,
  conflict: false,
  ...over,
});

function setup(permissions: string[], path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/question': () => ({ body: [] }),
    'GET /api/group': ({ url }) => {
      const type = url.searchParams.get('type');
      if (type === 'formData') return { body: { judges: [], ratings: criteria } };
      if (type === 'mine') return { body: [] };
      return { body: paged([group]) };
    },
    'GET /api/group/1': () => ({ body: group }),
    ...handlers,
  });
  const user = userEvent.setup();
  const utils = renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['group_view']} />,
        children: [{ path: '/groups', element: <GroupsScreen /> }],
      },
    ],
    path,
  );
  return { api, user, ...utils };
}

const giveStars = async (user: ReturnType<typeof userEvent.setup>, name: string, stars: string) => {
  const group = screen.getByRole('group', { name: `${name} (required)` });
  within(group).getByRole('radio', { name: stars }).focus();
  await user.keyboard(' ');
};

beforeEach(() => {
  localStorage.clear();
  useWideScreen();
});

describe('the rating form', () => {
  it('requires every criterion before asking to submit, then shows the server message and returns to the list', async () => {
    const { api, user, router } = setup(JUDGE, '/groups?tab=groups&group=1&view=5&section=rating', {
      'GET /api/group-venture/5': () => ({ body: detail(5) }),
      'GET /api/group-venture': () => ({ body: paged([row(5)]) }),
      'POST /api/venture-rating': () => ({ body: { message: 'Rating Saved Successfully' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Venture 5' });
    expect(screen.getByRole('group', { name: 'Eligibility (required)' })).toHaveTextContent('-/5');
    await user.click(screen.getByRole('button', { name: 'Save Rating' }));
    expect(screen.getAllByText(MSG.requiredLower)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'POST /api/venture-rating')).toHaveLength(0);

    await giveStars(user, 'Eligibility', '4.5 Stars');
    await giveStars(user, 'Problem/Solution Fit', '2 Stars');
    expect(screen.queryByText(MSG.requiredLower)).not.toBeInTheDocument();
    // (40 x 4.5 + 60 x 2) / 5 = 60 %
    expect(screen.getByText('60%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Rating' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmSubmitRating);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Rating Saved Successfully')).toBeInTheDocument();
    const [, init] = calls(api, 'POST /api/venture-rating')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ group_id: 1, venture_id: 105, responses: { 1: 4.5, 2: 2 } });
    await waitFor(() => expect(router.state.location.search).not.toContain('view='));
  });

  it('loads a saved rating; Save and next opens the next unrated venture', async () => {
    const { api, user, router } = setup(JUDGE, '/groups?tab=groups&group=1&view=5&section=rating', {
      'GET /api/group-venture/5': () => ({ body: detail(5, { ratings: { 1: 3, 2: 1.5 } }) }),
      'GET /api/group-venture/6': () => ({ body: detail(6) }),
      'GET /api/group-venture': ({ url }) =>
        url.searchParams.get('type') === 'next' ? { body: { group_venture: row(6) } } : { body: paged([]) },
      'POST /api/venture-rating': () => ({ body: { message: 'Rating Saved Successfully' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Venture 5' });
    expect(screen.getByRole('group', { name: 'Eligibility (required)' })).toHaveTextContent('3/5');
    expect(screen.getByRole('group', { name: 'Problem/Solution Fit (required)' })).toHaveTextContent('1.5/5');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Venture 6' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('view=6');
    const next = calls(api, 'GET /api/group-venture').map(([u]) => new URL(String(u), 'http://x').searchParams);
    expect(next.some((p) => p.get('type') === 'next' && p.get('after') === '5')).toBe(true);
  });

  it('a failed save says "An error occurred." and stays on the form', async () => {
    const { user } = setup(JUDGE, '/groups?tab=groups&group=1&view=5&section=rating', {
      'GET /api/group-venture/5': () => ({ body: detail(5, { ratings: { 1: 3, 2: 1.5 } }) }),
      'POST /api/venture-rating': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Venture 5' });
    await user.click(screen.getByRole('button', { name: 'Save Rating' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.ratingFailed)).toBeInTheDocument();
    // Still on the form (once the confirmation has closed), with the answers kept.
    expect(await screen.findByRole('heading', { level: 1, name: 'Venture 5' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Eligibility (required)' })).toHaveTextContent('3/5');
  });

  it('after the deadline the saved rating is read-only, without Save', async () => {
    setup(JUDGE, '/groups?tab=groups&group=1&view=5&section=rating', {
      'GET /api/group-venture/5': () => ({ body: detail(5, { ratings: { 1: 3, 2: 1.5 }, open: false }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Venture 5' });
    expect(screen.getByText(/closed at midnight/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Eligibility (required): 3 of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Rating' })).not.toBeInTheDocument();
  });
});

describe('what a judge sees', () => {
  it('their own score only: no spread, no Add Venture, no Edit, Remove or Judges tab', async () => {
    setup(JUDGE, '/groups?tab=groups&group=1', {
      'GET /api/group-venture': () => ({ body: paged([row(5, { rated: true, individualScore: 80 }), row(6)]) }),
    });
    const table = await findLoadedTable('Ventures of the group');
    expect(within(table).getByRole('columnheader', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: "Judges' scores" })).not.toBeInTheDocument();
    expect(within(table).getByText('80%').closest('[data-band]')).toHaveAttribute('data-band', 'green');
    expect(within(table).getByText('Not rated')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Rate' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Edit|Remove|Log/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Venture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Judges' })).not.toBeInTheDocument();
  });

  it('the Home tab: their groups with progress and one click to the next venture', async () => {
    const { user, router } = setup(JUDGE, '/groups', {
      'GET /api/group': ({ url }) =>
        url.searchParams.get('type') === 'mine'
          ? {
              body: [
                {
                  group,
                  rated: 1,
                  total: 3,
                  conflicts: 0,
                  progress: 33.33,
                  average: 70,
                  open: true,
                  next_group_venture_id: 9,
                },
              ],
            }
          : { body: { judges: [], ratings: criteria } },
      'GET /api/group-venture/9': () => ({ body: detail(9) }),
    });
    const card = await screen.findByRole('article', { name: 'Cohort A' });
    expect(within(card).getByText('1 of 3 ventures rated')).toBeInTheDocument();
    expect(within(card).getByText('33.33%').closest('[data-band]')).toHaveAttribute('data-band', 'red');
    expect(
      within(card).getByText(/Scoring deadline: midnight \(Nairobi time\) at the end of 30\/06\/2099/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Adjudication criteria' })).toHaveTextContent('Total100');
    await user.click(within(card).getByRole('button', { name: 'Rate next venture' }));
    await screen.findByRole('heading', { level: 1, name: 'Venture 9' });
    expect(router.state.location.search).toContain('view=9');
    expect(screen.getByRole('tab', { name: 'Rating', selected: true })).toBeInTheDocument();
  });
});

describe('staff', () => {
  it('opens an organiser who judges no group on the groups, and Home stays one click away', async () => {
    const { user, router } = setup(STAFF, '/groups');
    expect(await screen.findByRole('tab', { name: 'Groups', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=groups');
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(await screen.findByText('You are not a judge of any group.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=home');
  });

  const judge = (id: number, progress: number, average: number): UserGroupRow => ({
    id,
    user_id: id,
    group_id: 1,
    created_at: '2026-03-01T08:00:00Z',
    user: {
      id,
      first_name: `Judge${id}`,
      middle_name: null,
      last_name: 'Test',
      email: `j${id}@x.test`,
      prof_pic_url: null,
      prof_pic_thumb_url: null,
    },
    progress,
    average,
    rated: 0,
    total: 2,
    conflicts: 0,
    normalisation: 'too_few',
  });

  it('the judges table colours Progress and Average by band', async () => {
    setup(STAFF, '/groups?tab=groups&group=1&gtab=judges', {
      'GET /api/user-group': () => ({ body: paged([judge(1, 100, 72.5), judge(2, 50, 30), judge(3, 0, 0)]) }),
    });
    const table = await findLoadedTable('Judges of the group');
    const bands = (name: string) =>
      [...within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByText(/%|Pending/)].map((e) => [
        e.textContent,
        e.closest('[data-band]')?.getAttribute('data-band'),
      ]);
    expect(bands('Judge1')).toEqual([
      ['100%', 'green'],
      ['72.5%', 'green'],
    ]);
    expect(bands('Judge2')).toEqual([
      ['50%', 'orange'],
      ['30%', 'red'],
    ]);
    expect(bands('Judge3')).toEqual([
      ['0%', 'pending'],
      ['Pending', 'pending'],
    ]);
    expect(screen.getByRole('button', { name: 'Add Judge' })).toBeInTheDocument();
  });

  it("sees the spread of the judges' scores, highlighted when wide", async () => {
    setup(STAFF, '/groups?tab=groups&group=1', {
      'GET /api/group-venture': () => ({
        body: paged([
          row(5, {
            individualScore: 60,
            spread: {
              min: 20,
              max: 100,
              range: 80,
              wide: true,
              judges: [
                { user_id: 1, first_name: 'Wanjiru', last_name: 'Kamau', score: 100, conflict: false },
                { user_id: 2, first_name: 'Nyokabi', last_name: 'Mwangi', score: 20, conflict: false },
                { user_id: 3, first_name: 'Achieng', last_name: 'Odhiambo', score: null, conflict: true },
              ],
            },
          }),
        ]),
      }),
    });
    const table = await findLoadedTable('Ventures of the group');
    expect(within(table).getByText('20% – 100%')).toBeInTheDocument();
    expect(within(table).getByText('Wide spread (80 points)')).toBeInTheDocument();
    expect(within(table).getByText(/Achieng Odhiambo: conflict of interest/)).toBeInTheDocument();
    expect(within(table).getByText('60%').closest('[data-band]')).toHaveAttribute('data-band', 'orange');
  });

  const conflicted = () =>
    row(5, {
      spread: {
        min: 100,
        max: 100,
        range: 0,
        wide: false,
        judges: [
          { user_id: 1, first_name: 'Wanjiru', last_name: 'Kamau', score: 100, conflict: false },
          { user_id: 3, first_name: 'Achieng', last_name: 'Odhiambo', score: null, conflict: true },
        ],
      },
    });

  it("withdraws a judge's conflict after a confirmation, so that she rates the venture", async () => {
    const { api, user } = setup(STAFF, '/groups?tab=groups&group=1', {
      'GET /api/group-venture': () => ({ body: paged([conflicted()]) }),
      'POST /api/venture-rating': () => ({ body: { message: MSG.conflictWithdrawn } }),
    });
    const table = await findLoadedTable('Ventures of the group');
    // Only a declared conflict can be withdrawn.
    expect(within(table).getAllByRole('button', { name: /Withdraw the conflict/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Withdraw the conflict of Achieng Odhiambo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MSG.confirmWithdrawConflict);
    await user.click(within(dialog).getByRole('button', { name: /yes|withdraw|confirm/i }));
    expect(await screen.findByText(MSG.conflictWithdrawn)).toBeInTheDocument();
    const [[input, init]] = calls(api, 'POST /api/venture-rating') as [[string, RequestInit]];
    expect(new URL(input, 'http://localhost').searchParams.get('type')).toBe('withdrawConflict');
    expect(JSON.parse(String(init.body))).toEqual({ group_id: 1, venture_id: 105, user_id: 3 });
  });

  it('offers no Withdraw without user_group_create', async () => {
    setup(
      STAFF.filter((p) => p !== 'user_group_create'),
      '/groups?tab=groups&group=1',
      { 'GET /api/group-venture': () => ({ body: paged([conflicted()]) }) },
    );
    const table = await findLoadedTable('Ventures of the group');
    expect(within(table).getByText(/Achieng Odhiambo: conflict of interest/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Withdraw the conflict/ })).not.toBeInTheDocument();
  });
});
