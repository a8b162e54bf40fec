import type { Stage } from '@portal/contract/application-stages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequirePermission } from '../components/RequirePermission';
import ApplicationsScreen from '../features/applications/ApplicationsScreen';
import { allQuestions, applicationDetail, stageCounts, stagePage } from './fixtures/review';
import { type Handlers, makeUser, mockApi, renderRoutes, signInAs } from './test-utils';

/** The tests of the applications screen (features/applications/ApplicationsScreen*.test.tsx). */

export const ALL = ['application_view', 'application_review', 'application_archive', 'log_view'];

/** `GET /api/application?type=<list type>`: the stage it lists. */
const LIST_TYPES: Record<string, Stage> = {
  submitted: 'submitted',
  review: 'review',
  rejected: 'rejected',
  'selected-for-rating': 'selected_for_rating',
  shortlisted: 'shortlisted',
};

/**
 * The screen at `path`, signed in with `permissions`, over an API with the counts, a page of ten
 * rows per stage, the question set and application 100; `handlers` add to it or replace it.
 */
export function setup(permissions: string[] = ALL, handlers: Handlers = {}, path = '/applications') {
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

/** The snackbar that says `text`. */
export const snackbar = async (text: string) => {
  const message = await screen.findByText(text);
  return message.closest('.notistack-MuiContent');
};

/** The row of application 100 (Wanjiru Njeri Kamau), once the list has loaded. */
export const firstRow = async () => (await screen.findByText('Wanjiru Njeri Kamau')).closest('tr')!;
