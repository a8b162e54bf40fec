import { DEFAULT_ANNOUNCEMENTS } from '@portal/contract/notices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { calls, makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import AnnouncementsScreen from './AnnouncementsScreen';

const announcement = (stage: 'review' | 'rejected' | 'selected_for_rating' | 'shortlisted') => ({
  stage,
  enabled: false,
  subject_en: DEFAULT_ANNOUNCEMENTS[stage].subject,
  body_en: DEFAULT_ANNOUNCEMENTS[stage].body,
  subject_sw: '',
  body_sw: '',
  updated_at: null,
});

function setup(permissions: string[]) {
  signInAs();
  const api = mockApi({
    'GET /api/get-user': () => ({ body: makeUser(permissions) }),
    'GET /api/announcement': () => ({
      body: { data: (['review', 'rejected', 'selected_for_rating', 'shortlisted'] as const).map(announcement) },
    }),
    'PUT /api/announcement/shortlisted': ({ body }) => ({
      body: { ...announcement('shortlisted'), ...(body as object), updated_at: '2026-03-02T09:00:00.000Z' },
    }),
    'POST /api/announcement': () => ({
      body: { subject: 'Hongera Wanjiru', html: '<!doctype html><p>Hongera</p>', text: 'Hongera' },
    }),
  });
  renderRoutes(
    [
      {
        element: <RequirePermission anyOf={['announcement_view']} />,
        children: [{ path: '/announcements', element: <AnnouncementsScreen /> }],
      },
    ],
    '/announcements',
  );
  return { api, user: userEvent.setup() };
}

describe('AnnouncementsScreen', () => {
  it('turns the shortlisting mail on and saves it after the confirmation', async () => {
    const { api, user } = setup(['announcement_view', 'announcement_edit']);
    const card = await screen.findByRole('region', { name: 'Shortlisted' });
    await user.click(within(card).getByRole('switch', { name: /moves to Shortlisted/ }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls(api, 'PUT /api/announcement/shortlisted')).toHaveLength(1));
    const [[, init]] = calls(api, 'PUT /api/announcement/shortlisted') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      enabled: true,
      subject_en: DEFAULT_ANNOUNCEMENTS.shortlisted.subject,
    });
  });

  it('previews the Kiswahili version as the server renders it', async () => {
    const { api, user } = setup(['announcement_view', 'announcement_edit']);
    const card = await screen.findByRole('region', { name: 'Shortlisted' });
    await user.click(within(card).getByRole('tab', { name: 'Kiswahili' }));
    await user.click(within(card).getByRole('button', { name: 'Preview Kiswahili' }));
    expect(await screen.findByTestId('preview-subject')).toHaveTextContent('Hongera Wanjiru');
    const [[, init]] = calls(api, 'POST /api/announcement') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ locale: 'sw' });
  });

  it('shows the templates without Save or Preview to staff who may only read them', async () => {
    setup(['announcement_view']);
    const card = await screen.findByRole('region', { name: 'Shortlisted' });
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Preview/ })).not.toBeInTheDocument();
  });
});
