import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../../components/RequirePermission';
import { useWideScreen } from '../../testing/media';
import { makeUser, mockApi, renderRoutes, signInAs } from '../../testing/test-utils';
import SentMailScreen from './SentMailScreen';

const mail = {
  id: 7,
  to: 'amina@example.org',
  subject: 'Hongera Amina',
  queued_at: '2026-03-02T09:00:00.000Z',
  sent_at: '2026-03-02T09:00:05.000Z',
  failed_at: null,
  attempts: 0,
  last_error: null,
};

describe('SentMailScreen', () => {
  it('lists what was sent, to whom and when', async () => {
    useWideScreen();
    signInAs();
    mockApi({
      'GET /api/get-user': () => ({ body: makeUser(['sent_mail_view']) }),
      'GET /api/sent-mail': () => ({ body: { data: [mail], current_page: 1, per_page: 10, total: 1, last_page: 1 } }),
    });
    renderRoutes(
      [
        {
          element: <RequirePermission anyOf={['sent_mail_view']} />,
          children: [{ path: '/sent-mail', element: <SentMailScreen /> }],
        },
      ],
      '/sent-mail',
    );
    const row = (await screen.findByText('amina@example.org', {}, { timeout: 15_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Hongera Amina');
    await waitFor(() => expect(row).toHaveTextContent(/Sent 02\/03\/2026/));
  });
});
